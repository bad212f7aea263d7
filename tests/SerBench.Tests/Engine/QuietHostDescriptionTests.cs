using BenchmarkDotNet.Environments;

namespace SerBench.Tests.Engine;

public sealed class QuietHostDescriptionTests
{
    [Fact]
    public void BenchmarkDotNet_describes_the_host_from_the_labs_own_reading_without_asking_an_sdk()
    {
        Assert.True(QuietHostDescription.Install(), "this BenchmarkDotNet no longer keeps its host description where the lab replaces it");

        var host = HostEnvironmentInfo.GetCurrent();
        Assert.IsType<QuietHostDescription>(host);
        Assert.Equal(string.Empty, host.DotNetSdkVersion.Value);
        var header = host.ToFormattedString().ToList();
        Assert.DoesNotContain(header, line => line.Contains("SDK", StringComparison.Ordinal));
        if (MachineProbe.Capture().CpuModelName is { Length: > 0 } name)
        {
            Assert.Equal(name, host.Cpu.Value.ProcessorName);
            Assert.Contains(header, line => line.Contains(Pretty(name), StringComparison.Ordinal));
        }
    }

    /// <summary>The name as BenchmarkDotNet prints it: without the trademark marks ("Intel(R) Xeon(R) Processor" is "Intel Xeon Processor").</summary>
    private static string Pretty(string name) =>
        string.Join(' ', name.Replace("(R)", string.Empty, StringComparison.Ordinal).Replace("(TM)", string.Empty, StringComparison.Ordinal)
            .Replace("(tm)", string.Empty, StringComparison.Ordinal).Split(' ', StringSplitOptions.RemoveEmptyEntries));

    [Fact]
    public void Installing_twice_keeps_one_description()
    {
        Assert.True(QuietHostDescription.Install());
        var first = HostEnvironmentInfo.GetCurrent();
        Assert.True(QuietHostDescription.Install());
        Assert.Same(first, HostEnvironmentInfo.GetCurrent());
    }
}
