using SerBench.Labs.Micro.Counts;

namespace SerBench.Tests.Reports;

/// <summary>
/// <see cref="ReportFixture"/>'s cells counted: a counts run (no time figures), a both run (time and counts, one cell
/// disturbed), and that both run on a machine that never settled. The counts rank the serializers differently from the
/// times (slow has the fewest cycles on complex serialize) and tie two deserialize cells, so a view that ranks by the
/// wrong figure, or calls counts time, shows.
/// </summary>
internal static class CountsReportFixture
{
    public static readonly MeasurementRecord NeverSettled = new()
    {
        Isolation = Isolations.Process,
        Rounds = 2,
        Settled = false,
        SettledNote = "5 of 8 measured cells were still disturbed after 2 re-measurements.",
    };

    public static CountsSettingsRecord Settings { get; } = new()
    {
        Tool = "valgrind-3.24.0 callgrind, cache and branch simulation",
        Regime = CountsMicroLab.Regime,
        CyclesFormula = CyclesFormula.Text,
        ProcessesPerSerializer = CountsMicroLab.ProcessesPerSerializer,
        Threads = "the measuring thread; every thread for the rows marked so (their calls continue on other threads)",
        Caches = "I1 32768 B, 64 B, 8-way; D1 32768 B, 64 B, 8-way; LL 8388608 B, 64 B, 16-way",
    };

    /// <summary>`--measure counts`: the fixture's cells with counts and sizes, without a time figure.</summary>
    public static RunFile CountsRun()
    {
        var run = ReportFixture.Run();
        return run with
        {
            Measure = Measures.Counts,
            CountsSettings = Settings,
            CommandLine = "serbench run --measure counts --payloads complex,customers",
            Cells = [.. run.Cells.Select(Counted).Select(c => c with
            {
                MedianNs = null, CiLowerNs = null, CiUpperNs = null, MeanNs = null, StdDevNs = null, Iterations = null, Noisy = false,
            })],
        };
    }

    /// <summary>`--measure both`: the fixture's time cells with their counts; slow's complex serialize stayed disturbed.</summary>
    public static RunFile BothRun()
    {
        var run = ReportFixture.Run();
        return run with
        {
            Measure = Measures.Both,
            CountsSettings = Settings,
            CommandLine = "serbench run --measure both --payloads complex,customers",
            Measurement = new MeasurementRecord { Isolation = Isolations.Process, Rounds = 2, DisturbedCells = 1 },
            Cells = [.. run.Cells.Select(Counted).Select(c => c is { Serializer: "slow", Operation: Operations.Serialize } ? c with { Disturbed = true } : c)],
        };
    }

    /// <summary>The both run on a machine that never settled: its time figures cannot be compared, so it ranks by counts.</summary>
    public static RunFile BothRunNeverSettled() => BothRun() with { Measurement = NeverSettled };

    private static CellRecord Counted(CellRecord cell) => (cell.Serializer, cell.Payload, cell.Operation) switch
    {
        ("fast", "complex", Operations.Serialize) => cell with { Counts = Counts(1_200, 30, 2, 9, 0.002) },
        ("slow", "complex", Operations.Serialize) => cell with { Counts = Counts(900, 20, 1, 5, 0.004) },
        ("strings", "complex", Operations.Serialize) => cell with { Counts = Counts(5_000, 100, 10, 40, 0.001) with { AllThreads = true, Settled = false } },
        ("fast", "complex", Operations.Deserialize) => cell with { Counts = Counts(2_000, 40, 4, 12, 0.04) },
        ("slow", "complex", Operations.Deserialize) => cell with { Counts = Counts(2_300, 10, 2, 11, 0.04) },
        ("fast", "customers", Operations.Serialize) => cell with { Counts = Counts(1_500_000, 20_000, 1_000, 3_000, 0.0005) },
        _ => cell,
    };

    private static CountsRecord Counts(double instructions, double l1, double lastLevel, double mispredicted, double spread) => new()
    {
        Instructions = instructions,
        L1Misses = l1,
        LastLevelMisses = lastLevel,
        BranchMispredictions = mispredicted,
        EstimatedCycles = CyclesFormula.Of(instructions, l1, lastLevel),
        Spread = spread,
        ProcessInstructions = [instructions * (1 - (spread / 2)), instructions * (1 + (spread / 2))],
        Calls = 1_800,
    };
}
