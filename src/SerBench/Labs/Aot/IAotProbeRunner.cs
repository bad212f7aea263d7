using System.Diagnostics;

namespace SerBench.Labs.Aot;

/// <summary>Runs the published probe binary: the real one starts it, tests give a fake.</summary>
internal interface IAotProbeRunner
{
    AotProbeRun Run(string binary, IReadOnlyList<string> arguments, TimeSpan timeout);
}

/// <summary>The probe's exit code and what it printed.</summary>
internal sealed record AotProbeRun(int ExitCode, string Output, string Error);

/// <summary>Starts the probe in a child process and waits for it (stopped at the time limit).</summary>
internal sealed class ProcessAotProbeRunner : IAotProbeRunner
{
    public AotProbeRun Run(string binary, IReadOnlyList<string> arguments, TimeSpan timeout)
    {
        var info = new ProcessStartInfo(binary) { UseShellExecute = false, RedirectStandardOutput = true, RedirectStandardError = true };
        foreach (var argument in arguments)
        {
            info.ArgumentList.Add(argument);
        }

        using var process = Process.Start(info) ?? throw new InvalidOperationException($"could not start {binary}");
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        if (!process.WaitForExit(timeout))
        {
            process.Kill(entireProcessTree: true);
            process.WaitForExit();
            return new AotProbeRun(-1, output.Result, $"the probe did not finish within {timeout.TotalSeconds:0} s and was stopped. {error.Result}");
        }

        process.WaitForExit();
        return new AotProbeRun(process.ExitCode, output.Result, error.Result);
    }
}
