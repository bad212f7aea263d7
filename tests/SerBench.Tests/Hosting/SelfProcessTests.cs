using System.Diagnostics;
using SerBench.Hosting;

namespace SerBench.Tests.Hosting;

public sealed class SelfProcessTests
{
    [Fact]
    public async Task A_child_started_from_the_test_host_runs_the_serbench_cli()
    {
        var info = SelfProcess.StartInfo(["list", "--json"]);
        using var process = Process.Start(info)!;
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        using var timeout = new CancellationTokenSource(TimeSpan.FromSeconds(120));
        await process.WaitForExitAsync(timeout.Token);
        Assert.True(process.ExitCode == 0, $"exit {process.ExitCode}: {await error}");
        Assert.Contains("\"serializers\"", await output, StringComparison.Ordinal);
    }
}
