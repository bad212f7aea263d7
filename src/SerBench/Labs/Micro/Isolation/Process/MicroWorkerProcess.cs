using System.Diagnostics;
using System.Text.Json;
using SerBench.Hosting;

namespace SerBench.Labs.Micro;

/// <summary>
/// Starts `micro-worker` through <see cref="SelfProcess"/> (so a user's own lab program measures its own
/// adapters), or another program that takes the same arguments (a runtime's published worker, docs/runtimes.md),
/// and reads its lines as they come. Whatever goes wrong in the child fails the cells it had not reported, with its
/// exit code and last error lines; the lab goes on.
/// </summary>
/// <param name="startInfo">How to start a process with the given arguments; null: this lab program again.</param>
internal sealed class MicroWorkerProcess(Func<IEnumerable<string>, ProcessStartInfo>? startInfo = null) : IMicroWorkerLauncher
{
    private readonly Func<IEnumerable<string>, ProcessStartInfo> _startInfo = startInfo ?? SelfProcess.StartInfo;

    /// <summary>The runtime the last process said it runs on (<see cref="MicroWorkerProtocol.RuntimeMarker"/>), or null.</summary>
    public string? ReportedRuntime { get; private set; }

    private const int ErrorTailChars = 2_000;

    /// <summary>Environment variable of the .NET runtime: how long tiered compilation waits after start-up activity before it counts calls.</summary>
    public const string CallCountingDelayVariable = "DOTNET_TC_CallCountingDelayMs";

    /// <summary>
    /// Without the runtime's 100 ms call-counting delay, tiering (and its profile-guided recompilation) finishes
    /// sooner, so each pair's JIT warm-up ends sooner; the steady-state code is the same (measured: docs/measuring.md,
    /// 'Measurements behind the code').
    /// A value the user set is left alone.
    /// </summary>
    internal static void SettleTieringSooner(ProcessStartInfo info)
    {
        if (Environment.GetEnvironmentVariable(CallCountingDelayVariable) is null)
        {
            info.Environment[CallCountingDelayVariable] = "0";
        }
    }

    public MicroWorkerOutcome Run(MicroWorkerSpec spec, Action<int, CellRecord> onCell, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(spec);
        ArgumentNullException.ThrowIfNull(onCell);
        var pending = spec.Cells.ToDictionary(c => c.Index);
        var specPath = Path.Combine(Path.GetTempPath(), $"serbench-spec-{Environment.ProcessId}-{Guid.NewGuid():N}.json");
        spec.Write(specPath);
        var stderr = new StringBuilder();
        string? failure = null;
        var started = Stopwatch.GetTimestamp();
        TimeSpan? beforeFirstCell = null;
        try
        {
            var info = _startInfo([MicroWorkerCommand.Name, "--spec", specPath]);
            info.StandardOutputEncoding = Encoding.UTF8;
            SettleTieringSooner(info);
            using var process = Process.Start(info) ?? throw new InvalidOperationException("The measuring process did not start.");
            process.ErrorDataReceived += (_, e) =>
            {
                if (e.Data is not null)
                {
                    lock (stderr)
                    {
                        stderr.AppendLine(e.Data);
                    }
                }
            };
            process.BeginErrorReadLine();
            using (cancellationToken.Register(() => Kill(process)))
            {
                failure = ReadCells(process.StandardOutput, () => Kill(process), pending, onCell, () => beforeFirstCell ??= Stopwatch.GetElapsedTime(started), r => ReportedRuntime = r);
                process.WaitForExit();
            }

            if (failure is null && pending.Count > 0)
            {
                failure = $"the measuring process ended with exit code {process.ExitCode} before it measured this cell";
            }
        }
        catch (Exception ex) when (ex is InvalidOperationException or System.ComponentModel.Win32Exception or IOException)
        {
            failure = $"the measuring process could not be started: {ex.Message}";
        }
        finally
        {
            File.Delete(specPath);
        }

        if (cancellationToken.IsCancellationRequested)
        {
            return new MicroWorkerOutcome(beforeFirstCell);
        }

        foreach (var cell in pending.Values)
        {
            onCell(cell.Index, Failed(spec, cell, failure!, Tail(stderr)));
        }

        return new MicroWorkerOutcome(beforeFirstCell);
    }

    /// <summary>Reads protocol lines until the end of output; the reason to stop early, or null.</summary>
    internal static string? ReadCells(TextReader output, Action kill, Dictionary<int, MicroWorkerCell> pending, Action<int, CellRecord> onCell, Action? onReady = null, Action<string>? onRuntime = null)
    {
        while (output.ReadLine() is { } line)
        {
            if (line.StartsWith(MicroWorkerProtocol.RuntimeMarker, StringComparison.Ordinal))
            {
                onRuntime?.Invoke(line[MicroWorkerProtocol.RuntimeMarker.Length..]);
                continue;
            }

            if (line == MicroWorkerProtocol.Ready)
            {
                onReady?.Invoke();
                continue;
            }

            if (!line.StartsWith(MicroWorkerProtocol.Marker, StringComparison.Ordinal))
            {
                continue;
            }

            MicroWorkerResult result;
            try
            {
                result = MicroWorkerProtocol.Parse(line);
            }
            catch (JsonException ex)
            {
                kill();
                return $"the measuring process sent a line the lab could not read ({ex.Message})";
            }

            if (!pending.Remove(result.Index))
            {
                kill();
                return $"the measuring process reported cell {result.Index}, which it was not asked to measure";
            }

            onCell(result.Index, result.Cell);
        }

        return null;
    }

    internal static CellRecord Failed(MicroWorkerSpec spec, MicroWorkerCell cell, string failure, string errorTail) => new()
    {
        Serializer = spec.Serializer,
        Payload = cell.Payload,
        PayloadSize = cell.Size,
        Operation = cell.Operation,
        Status = CellStatus.Failed,
        Reason = errorTail.Length == 0 ? $"Not measured: {failure}." : $"Not measured: {failure}. Its last error output: {errorTail}",
    };

    private static string Tail(StringBuilder stderr)
    {
        lock (stderr)
        {
            var text = stderr.ToString().Trim();
            return text.Length <= ErrorTailChars ? text : "…" + text[^ErrorTailChars..];
        }
    }

    private static void Kill(Process process)
    {
        try
        {
            process.Kill(entireProcessTree: true);
        }
        catch (InvalidOperationException)
        {
            // Already gone.
        }
    }
}
