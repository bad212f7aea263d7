using System.Collections.Concurrent;
using System.Diagnostics;
using System.Globalization;
using SerBench.Overhead.Rows;

namespace SerBench.Overhead;

/// <summary>
/// The rows' adapter overhead in instructions executed per call, counted by valgrind's callgrind: a figure that does not
/// move with the machine's speed (this VM's changes in steps too large for the timed readings to resolve the 3 %
/// target), nor with what else runs, so the processes run side by side on every core.
/// Each side of each row runs alone in its process (see <see cref="OverheadSide"/>), warms until the JIT is quiet, and
/// counts five windows of calls per operation (<see cref="InstructionsChild"/>); the figure is the adapter's median
/// instructions per call over the direct call's, from each process's last windows (<see cref="InstructionCounts"/>). Instructions are not time (a cache miss or a mispredicted branch costs many), but what an adapter adds to a
/// call is instructions: a delegate, an interface call, a copy.
/// <c>--jit optimized</c> counts code fully optimized at its first compilation, beside the runtime's tiers (the default):
/// Tier1 with profile-guided optimization settled well below it (docs/measuring.md, 'Measurements behind the code').
/// Usage: instructions [--rows avro,hyperion] [--processes 1] [--window-ms 800] [--jit tiered|optimized].
/// </summary>
internal static class InstructionsCheck
{
    private const string SideOption = "--side";
    private const string WindowOption = "--window-ms";

    public static int Run(IReadOnlyList<string> rows, string[] args, TextWriter output)
    {
        if (!int.TryParse(PresetComparison.Option(args, "--processes", "1"), CultureInfo.InvariantCulture, out var processes) || processes < 1
            || !int.TryParse(PresetComparison.Option(args, WindowOption, "800"), CultureInfo.InvariantCulture, out var windowMs) || windowMs < 1)
        {
            output.WriteLine("--processes and --window-ms take whole numbers of at least 1.");
            return 2;
        }

        var jit = PresetComparison.Option(args, "--jit", "tiered");
        if (jit is not ("tiered" or "optimized"))
        {
            output.WriteLine($"--jit takes tiered (the runtime's default, as in the lab's measuring processes) or optimized (every method fully optimized when first compiled, no profile), not '{jit}'.");
            return 2;
        }

        if (Valgrind.Version() is not { } version)
        {
            output.WriteLine("Counting instructions needs valgrind on PATH (Debian and Ubuntu: apt-get install valgrind).");
            return 2;
        }

        var folder = Directory.CreateTempSubdirectory("serbench-instructions-");
        var allThreads = InterleavedCheck.Rows().Where(r => r.WorksOnOtherThreads && rows.Contains(r.Row)).Select(r => r.Row).ToHashSet();
        var jobs = rows.SelectMany(row => new[] { OverheadSide.Direct, OverheadSide.Adapter }.SelectMany(side => Enumerable.Range(1, processes).Select(p => (row, side, p)))).ToList();
        var windows = new ConcurrentBag<CountedWindow>();
        var failures = new ConcurrentBag<string>();
        var warmUps = new ConcurrentBag<string>();
        var clock = Stopwatch.StartNew();
        // One job at a time per core, in order: a static split would give one core all the slow OData rows.
        Parallel.ForEach(Partitioner.Create(jobs, EnumerablePartitionerOptions.NoBuffering), new ParallelOptions { MaxDegreeOfParallelism = Environment.ProcessorCount }, job =>
        {
            var outFile = Path.Combine(folder.FullName, $"{job.row}.{job.side}.{job.p}.out");
            var (lines, error) = Valgrind.Run(outFile, tiered: jit == "tiered", allThreads: allThreads.Contains(job.row), [InstructionsChild.Verb, "--rows", job.row, SideOption, job.side.ToString(), WindowOption, windowMs.ToString(CultureInfo.InvariantCulture)]);

            // Beside the dumps, the windows' calls: with them the folder holds everything the figures come from.
            File.WriteAllLines(outFile + ".windows", lines);
            if (error is not null)
            {
                failures.Add($"{job.row} {job.side} process {job.p}: {error}");
                return;
            }

            if (Valgrind.UnoptimizedMethods(Valgrind.JitSummaryFile(outFile)) is { Count: > 0 } unoptimized)
            {
                failures.Add($"{job.row} {job.side} process {job.p}: the JIT compiled {unoptimized.Count} method(s) without optimization " +
                             $"(e.g. {string.Join(", ", unoptimized.Take(3))}), so its counts are not of the code a user runs; see {Valgrind.JitSummaryFile(outFile)}");
                return;
            }

            var dumps = Directory.GetFiles(folder.FullName, Path.GetFileName(outFile) + "*").Select(CallgrindDump.Read).OfType<CallgrindDump>().ToList();
            foreach (var line in lines)
            {
                if (line.StartsWith(InstructionsChild.WarmUpMark, StringComparison.Ordinal))
                {
                    warmUps.Add($"{job.row} {job.side} process {job.p}{line[InstructionsChild.WarmUpMark.Length..]}");
                    continue;
                }

                var parts = line.Split(' ');
                var (op, window) = (parts[1], int.Parse(parts[2], CultureInfo.InvariantCulture));
                var name = InstructionsChild.DumpName(job.row, op, window);
                // The window's dumps: the measuring thread's for most rows, one holding every thread's sum for a row counted on all.
                var threads = dumps.Where(d => d.Trigger == name).ToList();
                if (threads.Count == 0)
                {
                    failures.Add($"{job.row} {job.side} process {job.p}: no callgrind dump named '{name}'");
                    continue;
                }

                windows.Add(new CountedWindow(job.row, op, job.side, job.p, window, Number(parts[3]), threads.Sum(d => d.Instructions), Number(parts[4]), Number(parts[5]), allThreads.Contains(job.row)));
            }
        });

        Print(windows.ToList(), allThreads, processes, output);
        foreach (var warmUp in warmUps.Order(StringComparer.Ordinal))
        {
            output.WriteLine($"Warm-up of {warmUp}.");
        }

        foreach (var failure in failures.Order(StringComparer.Ordinal))
        {
            output.WriteLine($"FAILED {failure}");
        }

        output.WriteLine(string.Create(
            CultureInfo.InvariantCulture,
            $"{version}; {processes} process(es) per row and side, {jit} JIT, windows of about {windowMs} ms under valgrind, {jobs.Count} processes in {clock.Elapsed.TotalMinutes:F1} min; dumps in {folder.FullName}."));
        return failures.IsEmpty ? 0 : 1;
    }

    /// <summary>The measuring process's verb: one row, one side, under callgrind.</summary>
    public static int Child(string[] args, IEnumerable<OverheadRow> rows, TextWriter output)
    {
        var id = PresetComparison.Option(args, "--rows", string.Empty);
        var side = Enum.Parse<OverheadSide>(PresetComparison.Option(args, SideOption, nameof(OverheadSide.Direct)));
        var window = TimeSpan.FromMilliseconds(int.Parse(PresetComparison.Option(args, WindowOption, "800"), CultureInfo.InvariantCulture));
        return InstructionsChild.Run(rows.Single(r => r.Row == id), side, window, output);
    }

    /// <summary>The table; rows in <paramref name="allThreads"/> are marked as counted on every thread.</summary>
    private static void Print(List<CountedWindow> windows, IReadOnlySet<string> allThreads, int processes, TextWriter output)
    {
        output.WriteLine($"{"row",-28} {"op",-12} {"adapter/direct",15} {"direct instr",13} {"spread",7} {"adapter instr",13} {"spread",7} {"JIT",4} {"GCs",5}");
        var counts = InstructionCounts.From(windows);
        foreach (var c in counts)
        {
            output.WriteLine(string.Create(
                CultureInfo.InvariantCulture,
                $"{c.Row,-28} {c.Op,-12} {"×" + c.Ratio.ToString("F4", CultureInfo.InvariantCulture),15} {c.Direct,13:N0} {c.DirectSpread,7:P2} {c.Adapter,13:N0} {c.AdapterSpread,7:P2} {c.Compiled,4} {c.Collections,5}{(c.Settled ? string.Empty : "  not settled")}{(allThreads.Contains(c.Row) ? AllThreadsMark : string.Empty)}"));
        }

        output.WriteLine(string.Create(
            CultureInfo.InvariantCulture,
            $"Instructions per call from each process's last {InstructionsChild.KeptWindows} windows (median over processes); spread: their largest minus smallest over the median, all processes together (processes of one side can differ by a few per cent on the shortest calls, more when tiered); not settled: one process's own windows differed by more than {InstructionCounts.SettledSpread:P1} (tiering had not finished; {InstructionCounts.AllThreadsSettledSpread:P0} for a row counted on all threads, whose pool threads spin as the scheduling lets them); JIT: methods compiled in them (on the measuring thread, or on any for a row counted on all threads); GCs: gen-0 collections in them."));
        if (counts.Count > 0)
        {
            var worst = counts.MaxBy(c => c.Ratio)!;
            output.WriteLine(string.Create(
                CultureInfo.InvariantCulture,
                $"Largest: {worst.Row} {worst.Op} ×{worst.Ratio:F4}; {counts.Count(c => c.Ratio <= 1.03)} of {counts.Count} within 3 %."));
            if (processes == 1 && worst.Ratio > 1.03)
            {
                output.WriteLine(OneProcessCaveat);
            }
        }
    }

    /// <summary>
    /// Why one process per side cannot convict a row: the same call can count differently from process to process, in
    /// steps, while each process repeats its own count to the instruction (see <see cref="InstructionCounts"/>).
    /// </summary>
    private const string OneProcessCaveat =
        "With one process per side a ratio over 3 % can be two processes' difference rather than the adapter's: the same call counts " +
        "a few per cent apart from process to process (memorypack's Simple serialize: 688, 704 or 724 instructions, on either side), " +
        "and more in the tiered regime, where each process's profile decides what is inlined (memorypack-versiontolerant's direct " +
        "serialize: 699 and 818); count those cells again with --processes 3.";

    /// <summary>
    /// Counting switched on by the measuring thread counts nothing on the process's other threads, so a row whose calls
    /// continue on pool threads is counted on every thread instead (on the measuring thread alone the async OData rows'
    /// reads counted a small fraction of the same read done synchronously: docs/measuring.md, 'Measurements behind the
    /// code'); its windows then also hold whatever else the runtime did meanwhile (timers, the thread pool's own
    /// upkeep).
    /// </summary>
    private const string AllThreadsMark = "  all threads: the row's calls continue on pool threads";

    private static long Number(string text) => long.Parse(text, CultureInfo.InvariantCulture);
}
