namespace SerBench.Tests;

/// <summary>Hand-made run file parts for CLI and report tests.</summary>
internal static class TestRuns
{
    public static EnvironmentRecord Environment() => new()
    {
        Os = "Debian GNU/Linux 13",
        Cpu = "Test CPU @ 3.00GHz",
        LogicalCores = 2,
        Runtime = ".NET 10.0.12",
        Gc = "workstation concurrent",
        TieredPgo = true,
        BenchmarkDotNetVersion = "0.14.0",
        Libraries = [new LibraryRecord("Newtonsoft.Json", "13.0.4")],
        Machine = Machine(),
    };

    public static MachineRecord Machine() => new()
    {
        CpuVendor = "GenuineIntel",
        CpuFamily = 6,
        CpuModel = 143,
        CpuStepping = 8,
        CpuModelName = "Test CPU @ 3.00GHz",
        IsaFlags = ["avx2", "avx512f"],
        LogicalCores = 2,
        Hypervisor = "QEMU Standard PC",
        MemoryBytes = 24L << 30,
        Kernel = "6.12.0",
    };

    public static CellRecord Ok(string serializer, string payload, string operation, double medianNs, long? sizeBytes = 100, int size = 1) => new()
    {
        Serializer = serializer,
        Payload = payload,
        PayloadSize = size,
        Operation = operation,
        Status = CellStatus.Ok,
        SizeBytes = sizeBytes,
        GzipBytes = sizeBytes is { } s ? s - 10 : null,
        BrotliBytes = sizeBytes is { } b ? b - 20 : null,
        ZstdBytes = null,
        MedianNs = medianNs,
        CiLowerNs = medianNs * 0.99,
        CiUpperNs = medianNs * 1.01,
        MeanNs = medianNs,
        StdDevNs = medianNs * 0.01,
        AllocatedBytes = 64,
        Iterations = 12,
    };
}
