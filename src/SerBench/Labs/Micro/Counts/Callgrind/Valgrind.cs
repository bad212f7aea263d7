using System.Diagnostics;

namespace SerBench.Labs.Micro.Counts;

/// <summary>How the lab runs a measuring process under valgrind's callgrind, and what it checks of the process afterwards.</summary>
internal static class Valgrind
{
    /// <summary>What a user without valgrind is told to do.</summary>
    public const string InstallHint = "Install it (Debian and Ubuntu: `sudo apt-get install valgrind`; Fedora: `sudo dnf install valgrind`) and run again, or measure time (`--measure time`).";

    /// <summary>
    /// Keeps the program's memory above 4 GiB. Valgrind otherwise maps it low, where the JIT encodes a call's target as a
    /// 32-bit absolute address, trips its own check against a relative relocation and, in a release runtime, compiles the
    /// method again without optimization (dotnet/runtime#100600): the counts would be of code no user runs.
    /// </summary>
    public const string AddressFloor = "--aspace-minaddr=0x100000000";

    /// <summary>
    /// The GC's region range for a .NET 8 or .NET 9 counting process: 32 GiB, which valgrind maps (64 GiB and their
    /// default 256 GiB it does not). The range is address space reserved for the heap, not its size or its budgets.
    /// </summary>
    public const string OlderRuntimeRegionRange = "0x800000000";

    /// <summary>
    /// The caches simulated, the same on every machine (callgrind would take the host's, which a VM may report oddly), so
    /// that counts from two machines of one instruction set compare: a typical x86-64 core's first level, and a last level
    /// of 8 MiB.
    /// </summary>
    public static readonly string[] CacheModel = ["--I1=32768,8,64", "--D1=32768,8,64", "--LL=8388608,16,64"];

    /// <summary>How the JIT's summary names a method it compiled without optimization (tiers are named as tiers).</summary>
    private const string UnoptimizedMark = "[MinOpts,";

    /// <summary>"valgrind-3.19.0", or null when valgrind is not on PATH or does not run.</summary>
    public static string? Version()
    {
        try
        {
            using var process = Process.Start(new ProcessStartInfo("valgrind", "--version") { RedirectStandardOutput = true, RedirectStandardError = true })!;
            var version = process.StandardOutput.ReadToEnd().Trim();
            process.WaitForExit();
            return process.ExitCode == 0 && version.Length > 0 ? version : null;
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return null;
        }
    }

    /// <summary>
    /// Wraps <paramref name="program"/> in callgrind: uninstrumented until the program asks (start-up, JIT and warm-up run
    /// several times faster so), caches and branches simulated, costs written to <paramref name="outFile"/> and its dumps;
    /// counting the calling thread only, or every thread (<paramref name="allThreads"/>: collecting from the start of
    /// instrumentation, the program zeroing and dumping around each window).
    /// </summary>
    public static ProcessStartInfo Wrap(ProcessStartInfo program, string outFile, bool allThreads)
    {
        var start = new ProcessStartInfo("valgrind")
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            StandardOutputEncoding = Encoding.UTF8,
        };
        string[] options =
        [
            "--tool=callgrind", AddressFloor, "--instr-atstart=no", $"--collect-atstart={(allThreads ? "yes" : "no")}",
            "--cache-sim=yes", .. CacheModel, "--branch-sim=yes", "--smc-check=all", "--dump-line=no", "--dump-instr=no",
            "--separate-threads=no", $"--callgrind-out-file={outFile}",
        ];
        foreach (var option in options)
        {
            start.ArgumentList.Add(option);
        }

        start.ArgumentList.Add(program.FileName);
        foreach (var argument in program.ArgumentList)
        {
            start.ArgumentList.Add(argument);
        }

        foreach (var (name, value) in program.Environment)
        {
            start.Environment[name] = value;
        }

        // The runtime's W^X maps each page of JIT code twice and writes code through the writable view, which valgrind's
        // check for self-modifying code does not watch: stale translations then corrupt the process (it crashed so).
        start.Environment["DOTNET_EnableWriteXorExecute"] = "0";

        // The JIT's one-line summary of every method it compiles, to show that none fell back to unoptimized code.
        start.Environment["DOTNET_JitStdOutFile"] = JitSummaryFile(outFile);
        start.Environment["DOTNET_JitDisasmSummary"] = "1";
        return start;
    }

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

    /// <summary>
    /// Why a precompiled (NativeAOT) counting process's counts are not of precompiled code, or null: there is no JIT, so
    /// the check for unoptimized methods has nothing to look at, and its stand-in is that the process compiled nothing at
    /// all (its warm-up counted no compiled method, and no JIT wrote a summary).
    /// </summary>
    public static string? PrecompiledFailure(CountsWarmUp? warmUp, string summaryFile)
    {
        if (warmUp is { Compiled: > 0 } w)
        {
            return string.Create(CultureInfo.InvariantCulture, $"the NativeAOT counting process compiled {w.Compiled} method(s) at run time, so it did not run the precompiled code alone");
        }

        return File.Exists(summaryFile) && File.ReadLines(summaryFile).Any(line => line.Contains("compiled ", StringComparison.Ordinal))
            ? "a JIT compiled methods in the NativeAOT counting process (its summary lists them), so it did not run the precompiled code alone"
            : null;
    }
}
