namespace SerBench.Tests.Engine;

public sealed class MachineProbeTests
{
    private static readonly Dictionary<string, string> Files = new()
    {
        ["/proc/cpuinfo"] = "processor\t: 0\nvendor_id\t: AuthenticAMD\ncpu family\t: 25\nmodel\t\t: 17\nmodel name\t: AMD EPYC 9R14\nstepping\t: 1\n" +
                            "flags\t\t: fpu sse4_2 avx avx2 fma bmi2 avx512f avx512bw hypervisor\n\nprocessor\t: 1\nvendor_id\t: Other\n",
        ["/proc/meminfo"] = "MemTotal:       24576000 kB\nMemFree:        1000 kB\n",
        ["/proc/sys/kernel/osrelease"] = "6.12.48\n",
        ["/proc/loadavg"] = "0.52 0.31 0.20 1/123 4567\n",
        ["/sys/class/dmi/id/sys_vendor"] = "Amazon EC2\n",
        ["/sys/class/dmi/id/product_name"] = "m7a.large\n",
    };

    [Fact]
    public void The_identity_comes_from_the_first_processor_meminfo_the_kernel_and_dmi()
    {
        var machine = MachineProbe.Capture(path => Files.GetValueOrDefault(path));

        Assert.Equal("AuthenticAMD", machine.CpuVendor);
        Assert.Equal((25, 17, 1), (machine.CpuFamily!.Value, machine.CpuModel!.Value, machine.CpuStepping!.Value));
        Assert.Equal("AMD EPYC 9R14", machine.CpuModelName);
        Assert.Equal(["sse4_2", "avx", "avx2", "fma", "bmi2", "avx512f", "avx512bw"], machine.IsaFlags);
        Assert.Equal("Amazon EC2 m7a.large", machine.Hypervisor);
        Assert.Equal(24_576_000L * 1024, machine.MemoryBytes);
        Assert.Equal("6.12.48", machine.Kernel);
        Assert.Equal("0.52 0.31 0.20", machine.LoadAverageStart);
    }

    [Fact]
    public void Where_the_OS_tells_nothing_the_fields_are_unknown_not_invented()
    {
        var machine = MachineProbe.Capture(_ => null);

        Assert.Null(machine.CpuVendor);
        Assert.Null(machine.Hypervisor);
        Assert.Null(machine.MemoryBytes);
        Assert.Null(machine.LoadAverageStart);
        Assert.Empty(machine.IsaFlags);
        Assert.Equal(Environment.ProcessorCount, machine.LogicalCores);
    }
}
