using System.Diagnostics;

namespace SerBench.Overhead;

/// <summary>
/// Starts this tool's own verbs under valgrind's callgrind: each thread in dumps of its own, counting nothing until the
/// program asks (see <see cref="CallgrindClient"/>), so that the measuring thread's count stands alone; or, for a row whose
/// calls continue on other threads, every thread counting from the start into one sum (a client request's dump writes
/// the requesting thread's costs only, and without separate threads those are all threads'), the program marking its
/// windows with dumps.
/// </summary>
internal static class Valgrind
{
    /// <summary>
    /// Keeps the program's memory above 4 GiB. Valgrind otherwise maps it low, where the JIT encodes a call's target as a
    /// 32-bit absolute address, trips its own check against a relative relocation and, in a release runtime, compiles the
    /// method again without optimization (dotnet/runtime#100600): every method that calls another ran unoptimized,
    /// whatever the tier asked, and the counts were of that code.
    /// </summary>
    private const string AddressFloor = "--aspace-minaddr=0x100000000";

    /// <summary>How the JIT's summary names a method it compiled without optimization: only its fallback does so here (tiers are named as tiers).</summary>
    private const string UnoptimizedMark = "[MinOpts,";

    /// <summary>The file beside a process's dumps where the JIT lists every method it compiled in that process.</summary>
    public static string JitSummaryFile(string outFile) => outFile + ".jit";

    /// <summary>The methods of a process's JIT summary that were compiled without optimization (see <see cref="AddressFloor"/>).</summary>
    public static IReadOnlyList<string> UnoptimizedMethods(string summaryFile) =>
        File.Exists(summaryFile)
            ? [.. File.ReadLines(summaryFile).Where(line => line.Contains(UnoptimizedMark, StringComparison.Ordinal)).Select(UnoptimizedMethod)]
            : [];

    /// <summary>"Type:Method(args)" from a summary line such as "  12: JIT compiled Type:Method(args) [MinOpts, IL size=17, code size=87]".</summary>
    private static string UnoptimizedMethod(string line)
    {
        var start = line.IndexOf("compiled ", StringComparison.Ordinal);
        var end = line.LastIndexOf(" [", StringComparison.Ordinal);
        return start >= 0 && end > start ? line[(start + "compiled ".Length)..end] : line.Trim();
    }

    /// <summary>"valgrind-3.19.0", or null when valgrind is not on PATH.</summary>
    public static string? Version()
    {
        try
        {
            using var process = Process.Start(new ProcessStartInfo("valgrind", "--version") { RedirectStandardOutput = true, RedirectStandardError = true })!;
            var version = process.StandardOutput.ReadToEnd().Trim();
            process.WaitForExit();
            return process.ExitCode == 0 ? version : null;
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return null;
        }
    }

    /// <summary>
    /// Runs this tool with <paramref name="arguments"/> under callgrind, with the runtime's tiered compilation or (not
    /// <paramref name="tiered"/>) every method fully optimized at once, counting the measuring thread only or
    /// (<paramref name="allThreads"/>) every thread; its output lines, or the error with valgrind's last words.
    /// </summary>
    public static (IReadOnlyList<string> Lines, string? Error) Run(string outFile, bool tiered, bool allThreads, IEnumerable<string> arguments)
    {
        var start = new ProcessStartInfo("valgrind") { RedirectStandardOutput = true, RedirectStandardError = true };
        foreach (var option in new[] { "--tool=callgrind", AddressFloor, $"--collect-atstart={(allThreads ? "yes" : "no")}", "--smc-check=all", "--dump-line=no", $"--separate-threads={(allThreads ? "no" : "yes")}", $"--callgrind-out-file={outFile}" })
        {
            start.ArgumentList.Add(option);
        }

        foreach (var argument in ToolProcess.SelfCommand().Concat(arguments))
        {
            start.ArgumentList.Add(argument);
        }

        ToolProcess.AsMeasuringProcess(start);

        // The JIT's one-line summary of every method it compiles, to show that none fell back to unoptimized code.
        start.Environment["DOTNET_JitStdOutFile"] = JitSummaryFile(outFile);
        start.Environment["DOTNET_JitDisasmSummary"] = "1";
        if (!tiered)
        {
            start.Environment["DOTNET_TieredCompilation"] = "0";
        }

        using var process = Process.Start(start)!;
        var errors = process.StandardError.ReadToEndAsync();
        var lines = process.StandardOutput.ReadToEnd().Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
        process.WaitForExit();
        if (process.ExitCode == 0)
        {
            return (lines, null);
        }

        var last = errors.Result.Split('\n', StringSplitOptions.RemoveEmptyEntries).TakeLast(5);
        return (lines, $"exited with {process.ExitCode}: {string.Join(" | ", last)}");
    }
}
