using System.Diagnostics;
using System.Text.Json;
using SerBench.Hosting;

namespace SerBench.Labs.Micro.Counts;

/// <summary>What one counting process reported: each cell's status, each counted window with its dump, how its warm-up ended, or why it failed.</summary>
internal sealed record CountsProcessResult(
    IReadOnlyDictionary<int, CountsPrepared> Prepared,
    IReadOnlyList<(CountsWindow Window, CallgrindDump Dump)> Windows,
    CountsWarmUp? WarmUp,
    string? Failure,
    IReadOnlyList<string> Caches,
    TimeSpan Elapsed,
    bool AllThreads);

/// <summary>Starts one counting process; the lab's seam for tests, which count nothing.</summary>
internal interface ICountsWorkerLauncher
{
    CountsProcessResult Run(CountsWorkerSpec spec, CancellationToken cancellationToken);
}

/// <summary>
/// Starts `counts-worker` (through <see cref="SelfProcess"/>, so a user's own lab program counts its own adapters; or a
/// runtime's published worker, docs/runtimes.md) under callgrind, reads its lines, and after it ends reads each window's
/// dump. A process that fails, or whose JIT compiled a method without optimization, fails the cells it had not finished,
/// with the reason. A precompiled (NativeAOT) process has no JIT: there it is a failure that it compiled anything at all.
/// </summary>
/// <param name="start">The counting program with its arguments; null: this lab program's hidden verb.</param>
/// <param name="precompiled">The program is a NativeAOT publish: no JIT, no tiering.</param>
internal sealed class CountsWorkerProcess(Func<IEnumerable<string>, ProcessStartInfo>? start = null, bool precompiled = false) : ICountsWorkerLauncher
{
    private const int ErrorTailLines = 6;

    /// <summary>Far beyond a serializer's cells under callgrind (minutes); a process past it is stuck.</summary>
    private static readonly TimeSpan Limit = TimeSpan.FromMinutes(60);

    /// <summary>
    /// How many times a process killed by a signal is started again. The runtime under valgrind now and then dies of a
    /// signal (docs/counts.md); the next process counts the same code afresh, so a crash costs time, not figures.
    /// </summary>
    public const int CrashRetries = 2;

    public CountsProcessResult Run(CountsWorkerSpec spec, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(spec);
        var program = start ?? SelfProcess.StartInfo;
        return Retrying(() => RunOnce(program, precompiled, spec, cancellationToken), cancellationToken);
    }

    /// <summary>Runs <paramref name="once"/> until it ends without a crash, at most <see cref="CrashRetries"/> times more; the last failure names every crash.</summary>
    internal static CountsProcessResult Retrying(Func<(CountsProcessResult Result, string? Crash)> once, CancellationToken cancellationToken)
    {
        var crashes = new List<string>();
        while (true)
        {
            var (result, crash) = once();
            if (crash is null || crashes.Count == CrashRetries || cancellationToken.IsCancellationRequested)
            {
                return crashes.Count == 0 || result.Failure is null
                    ? result
                    : result with { Failure = $"{result.Failure} (the counting process was killed by a signal {crashes.Count + 1} times: {string.Join("; ", [.. crashes, crash])})" };
            }

            crashes.Add(crash);
        }
    }

    /// <summary>One counting process: its result, and what killed it when a signal did (exit code above 128).</summary>
    private static (CountsProcessResult Result, string? Crash) RunOnce(Func<IEnumerable<string>, ProcessStartInfo> start, bool precompiled, CountsWorkerSpec spec, CancellationToken cancellationToken)
    {
        var folder = Directory.CreateTempSubdirectory("serbench-counts-");
        var specPath = Path.Combine(folder.FullName, "spec.json");
        var outFile = Path.Combine(folder.FullName, "callgrind.out");
        spec.Write(specPath);
        var prepared = new Dictionary<int, CountsPrepared>();
        var windows = new List<CountsWindow>();
        CountsWarmUp? warmUp = null;
        var errors = new List<string>();
        var clock = Stopwatch.StartNew();
        string? failure = null;
        string? crash = null;
        try
        {
            var program = start([CountsWorkerCommand.Name, "--spec", specPath]);
            MicroWorkerProcess.SettleTieringSooner(program);
            using var process = Process.Start(Valgrind.Wrap(program, outFile, spec.AllThreads)) ?? throw new InvalidOperationException("valgrind did not start.");
            process.ErrorDataReceived += (_, e) =>
            {
                if (e.Data is not null)
                {
                    lock (errors)
                    {
                        errors.Add(e.Data);
                    }
                }
            };
            process.BeginErrorReadLine();
            using (cancellationToken.Register(() => Kill(process)))
            using (var limit = new Timer(_ => Kill(process), null, Limit, Timeout.InfiniteTimeSpan))
            {
                while (process.StandardOutput.ReadLine() is { } line)
                {
                    Read(line, prepared, windows, ref warmUp);
                }

                process.WaitForExit();
            }

            if (process.ExitCode != 0)
            {
                failure = cancellationToken.IsCancellationRequested
                    ? "cancelled"
                    : $"the counting process ended with exit code {process.ExitCode}{Tail(errors)}";
                crash = process.ExitCode > 128 && !cancellationToken.IsCancellationRequested ? $"exit code {process.ExitCode}{Tail(errors)}" : null;
            }
            else if (precompiled)
            {
                failure = Valgrind.PrecompiledFailure(warmUp, Valgrind.JitSummaryFile(outFile));
            }
            else if (Valgrind.UnoptimizedMethods(Valgrind.JitSummaryFile(outFile)) is { Count: > 0 } unoptimized)
            {
                failure = $"under valgrind the JIT compiled {unoptimized.Count} method(s) without optimization (e.g. {string.Join(", ", unoptimized.Take(3))}), so the counts would not be of the code a user runs";
            }
        }
        catch (Exception ex) when (ex is InvalidOperationException or System.ComponentModel.Win32Exception or IOException or JsonException)
        {
            failure = $"the counting process could not be run: {ex.Message}";
        }

        var dumps = ReadDumps(folder.FullName);
        var counted = new List<(CountsWindow, CallgrindDump)>();
        foreach (var window in windows)
        {
            if (dumps.TryGetValue(window.Dump, out var dump))
            {
                counted.Add((window, dump));
            }
            else
            {
                failure ??= $"callgrind wrote no dump named '{window.Dump}'";
            }
        }

        var caches = dumps.Values.FirstOrDefault()?.Caches ?? [];
        TryDelete(folder);
        return (new CountsProcessResult(prepared, counted, warmUp, failure, caches, clock.Elapsed, spec.AllThreads), crash);
    }

    private static void Read(string line, Dictionary<int, CountsPrepared> prepared, List<CountsWindow> windows, ref CountsWarmUp? warmUp)
    {
        if (line.StartsWith(CountsWorkerProtocol.Prepared, StringComparison.Ordinal))
        {
            var cell = CountsWorkerProtocol.Parse<CountsPrepared>(line, CountsWorkerProtocol.Prepared);

            // A later line about a cell (its counted calls threw) takes the place of its preparation's.
            prepared[cell.Index] = prepared.TryGetValue(cell.Index, out var earlier) && cell.SizeBytes is null
                ? cell with { SizeBytes = earlier.SizeBytes, GzipBytes = earlier.GzipBytes, BrotliBytes = earlier.BrotliBytes, ZstdBytes = earlier.ZstdBytes }
                : cell;
        }
        else if (line.StartsWith(CountsWorkerProtocol.Window, StringComparison.Ordinal))
        {
            windows.Add(CountsWorkerProtocol.Parse<CountsWindow>(line, CountsWorkerProtocol.Window));
        }
        else if (line.StartsWith(CountsWorkerProtocol.WarmUp, StringComparison.Ordinal))
        {
            warmUp = CountsWorkerProtocol.Parse<CountsWarmUp>(line, CountsWorkerProtocol.WarmUp);
        }
    }

    private static Dictionary<string, CallgrindDump> ReadDumps(string folder)
    {
        var dumps = new Dictionary<string, CallgrindDump>(StringComparer.Ordinal);
        foreach (var file in Directory.EnumerateFiles(folder, "callgrind.out*"))
        {
            if (!file.EndsWith(".jit", StringComparison.Ordinal) && CallgrindDump.Read(file) is { } dump && dump.Trigger.Length > 0)
            {
                dumps[dump.Trigger] = dump;
            }
        }

        return dumps;
    }

    private static string Tail(List<string> errors)
    {
        lock (errors)
        {
            var last = errors.Where(e => !e.StartsWith("--", StringComparison.Ordinal) && (!e.StartsWith("==", StringComparison.Ordinal) || IsValgrindsAccount(e))).TakeLast(ErrorTailLines).ToList();
            return last.Count == 0 ? string.Empty : ": " + string.Join(" | ", last);
        }
    }

    /// <summary>Valgrind's lines that say why a process died: an error, the signal, and where it was taken.</summary>
    private static bool IsValgrindsAccount(string line) =>
        line.Contains("rror", StringComparison.Ordinal) || line.Contains("signal", StringComparison.Ordinal)
        || line.Contains("Access not within", StringComparison.Ordinal) || line.Contains(" at 0x", StringComparison.Ordinal);

    private static void Kill(Process process)
    {
        try
        {
            process.Kill(entireProcessTree: true);
        }
        catch (InvalidOperationException)
        {
        }
    }

    private static void TryDelete(DirectoryInfo folder)
    {
        try
        {
            folder.Delete(recursive: true);
        }
        catch (IOException)
        {
        }
        catch (UnauthorizedAccessException)
        {
        }
    }
}
