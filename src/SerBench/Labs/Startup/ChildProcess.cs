using System.Diagnostics;
using System.Text.Json;

namespace SerBench.Labs.Startup;

/// <summary>Starts one probe process, waits for it (with a time limit), and reads its JSON line.</summary>
internal static class ChildProcess
{
    private static readonly TimeSpan Timeout = TimeSpan.FromMinutes(2);

    public static StartupSample Probe(ProcessStartInfo info, int process)
    {
        ArgumentNullException.ThrowIfNull(info);

        // Taken last, so the child's start-to-probe time begins as close to the start as the parent can get.
        info.ArgumentList.Add("--started-at");
        var wall = Stopwatch.StartNew();
        info.ArgumentList.Add(Stopwatch.GetTimestamp().ToString(CultureInfo.InvariantCulture));
        using var child = Process.Start(info);
        if (child is null)
        {
            return new StartupSample { Process = process, Error = $"could not start {info.FileName}" };
        }

        var output = child.StandardOutput.ReadToEndAsync();
        var error = child.StandardError.ReadToEndAsync();
        if (!child.WaitForExit(Timeout))
        {
            child.Kill(entireProcessTree: true);
            child.WaitForExit();
            return new StartupSample { Process = process, Error = $"the probe did not finish within {Timeout.TotalSeconds:0} s and was stopped" };
        }

        child.WaitForExit();
        wall.Stop();
        var line = output.Result.Split('\n').Select(l => l.Trim()).LastOrDefault(l => l.StartsWith('{'));
        if (child.ExitCode != 0 || line is null)
        {
            var why = error.Result.Trim();
            return new StartupSample
            {
                Process = process,
                Error = $"the probe exited with code {child.ExitCode}{(why.Length > 0 ? ": " + why.Split('\n')[0] : " and printed no result")}",
            };
        }

        try
        {
            var sample = JsonSerializer.Deserialize<StartupSample>(line, StartupProbeCommand.Json)
                ?? throw new JsonException("null result");
            return sample with { Process = process, ProcessWallNs = wall.Elapsed.TotalNanoseconds };
        }
        catch (JsonException ex)
        {
            return new StartupSample { Process = process, Error = $"the probe printed a line that is not a result ({ex.Message}): {line}" };
        }
    }
}
