namespace SerBench.Labs.Micro.Counts;

/// <summary>What a counting engine returns: the cells, the caches callgrind simulated, and how many processes ran at once.</summary>
internal sealed record CountsOutcome(IReadOnlyList<CellRecord> Cells, IReadOnlyList<string> Caches, int Parallel);

/// <summary>Runs the counting engine over a plan and reports each cell (in production <see cref="CountsMicroLab"/> under callgrind).</summary>
internal delegate CountsOutcome CountsRunner(MicroRunPlan plan, IRunObserver observer, CancellationToken cancellationToken);

/// <summary>What `--measure counts` and `both` need before they start, what they write into run.json, and how a both run's cells join.</summary>
internal static class CountedRun
{
    public static CountsRunner Default { get; } = static (plan, observer, token) =>
    {
        var lab = new CountsMicroLab(new CountsWorkerProcess());
        var cells = lab.Run(plan, observer, token);
        return new CountsOutcome(cells, lab.Caches, lab.Parallel);
    };

    /// <summary>The counting engine in <paramref name="runtime"/>'s published worker <paramref name="program"/> (docs/runtimes.md).</summary>
    public static CountsRunner ForWorker(Runtimes.MeasuringRuntime runtime, string program)
    {
        ArgumentNullException.ThrowIfNull(runtime);
        return (plan, observer, token) =>
        {
            var lab = new CountsMicroLab(new CountsWorkerProcess(arguments => WorkerStartInfo(runtime, program, arguments), precompiled: runtime.IsAot));
            var cells = lab.Run(plan, observer, token);
            return new CountsOutcome(cells, lab.Caches, lab.Parallel);
        };
    }

    /// <summary>
    /// A runtime's worker as a counting process. The GC of .NET 8 and .NET 9 reserves its regions' whole range (256 GiB)
    /// at start-up, more than valgrind's address space holds, and the runtime then fails to start ("GC heap
    /// initialization failed with error 0x8007000E"); their workers get a range valgrind can map
    /// (<see cref="Valgrind.OlderRuntimeRegionRange"/>). The net10.0 and NativeAOT workers start with the runtime's own.
    /// </summary>
    internal static System.Diagnostics.ProcessStartInfo WorkerStartInfo(Runtimes.MeasuringRuntime runtime, string program, IEnumerable<string> arguments)
    {
        var info = Runtimes.IsolatedRuntimeLab.StartInfo(program, arguments);
        if (runtime.Framework is "net8.0" or "net9.0")
        {
            info.Environment["DOTNET_GCRegionRange"] = Valgrind.OlderRuntimeRegionRange;
        }

        return info;
    }

    /// <summary>The code a counting process of <paramref name="runtime"/> runs (run.json's runtimes[].countsRegime).</summary>
    public static string RegimeOf(Runtimes.MeasuringRuntime runtime)
    {
        ArgumentNullException.ThrowIfNull(runtime);
        return runtime.IsAot ? CountsMicroLab.PrecompiledRegime : CountsMicroLab.Regime;
    }

    /// <summary>Why counting cannot run here (no valgrind, or a platform it does not serve), or null.</summary>
    public static string? CannotCount(string? valgrindVersion) =>
        CallgrindClient.Unsupported is { } platform
            ? $"--measure counts: {platform} Measure time (`--measure time`) here."
            : valgrindVersion is null
                ? $"--measure counts needs valgrind (its callgrind tool counts the instructions), and valgrind is not on PATH. {Valgrind.InstallHint}"
                : null;

    public static string StartLine(int parallel) => string.Create(
        CultureInfo.InvariantCulture,
        $"Counting under valgrind's callgrind: {CountsMicroLab.ProcessesPerSerializer} processes per serializer, {parallel} at once (one per core: a count does not depend on the machine's load). Each process warms until tiering has finished, then counts.");

    /// <param name="valgrindVersion">valgrind's version line.</param>
    /// <param name="outcome">What the counting engine returned.</param>
    /// <param name="regime">The code counted, when not this lab program's (a --runtimes run: each runtime's).</param>
    public static CountsSettingsRecord Settings(string valgrindVersion, CountsOutcome outcome, string? regime = null) => new()
    {
        Tool = $"{valgrindVersion} callgrind, cache and branch simulation",
        Regime = regime ?? CountsMicroLab.Regime,
        CyclesFormula = CyclesFormula.Text,
        ProcessesPerSerializer = CountsMicroLab.ProcessesPerSerializer,
        Threads = outcome.Cells.Any(c => c.Counts?.AllThreads == true)
            ? "the measuring thread; every thread for the rows marked so (their calls continue on other threads)"
            : "the measuring thread",
        Caches = outcome.Caches.Count == 0 ? null : string.Join("; ", outcome.Caches),
    };

    /// <summary>A both run's cells: the time cells, each with its counts; a cell that could not be counted keeps its time figures and says why.</summary>
    public static IReadOnlyList<CellRecord> Join(IReadOnlyList<CellRecord> timed, IReadOnlyList<CellRecord> counted)
    {
        var counts = counted.ToDictionary(Key);
        return [.. timed.Select(cell => counts.TryGetValue(Key(cell), out var count) switch
        {
            true when count.Counts is { } figures => cell with { Counts = figures },
            true when cell.Status == CellStatus.Ok && count.Status != CellStatus.Ok => cell with { Reason = count.Reason },
            _ => cell,
        })];
    }

    private static (string, string, int, string, string?) Key(CellRecord cell) => (cell.Serializer, cell.Payload, cell.PayloadSize, cell.Operation, cell.Runtime);
}
