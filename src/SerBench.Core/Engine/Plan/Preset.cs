using SerBench.RunFiles;

namespace SerBench.Engine;

/// <summary>
/// A named, frozen way of measuring. The settings are written into every run file, so two runs with the
/// same preset name were measured the same way.
/// </summary>
public sealed record Preset
{
    private Preset(string name, string description)
    {
        Name = name;
        Description = description;
    }

    public string Name { get; }

    public string Description { get; private init; }

    /// <summary>Null means BenchmarkDotNet decides (its default job).</summary>
    public int? LaunchCount { get; private init; }

    public int? WarmupCount { get; private init; }

    public int? IterationCount { get; private init; }

    public TimeSpan? IterationTime { get; private init; }

    public int? InvocationCount { get; private init; }

    public int? UnrollFactor { get; private init; }

    /// <summary>
    /// Before BenchmarkDotNet starts, the lab runs each cell until the JIT has compiled nothing new for this
    /// long (tiered compilation finished), at most <c>3 s</c>. Null: no such warm-up.
    /// </summary>
    public TimeSpan? JitQuietPeriod { get; private init; }

    /// <summary>
    /// True: the lab times each warm cell briefly and sets the invocations per iteration itself, so that an
    /// iteration lasts <see cref="IterationTime"/>, instead of BenchmarkDotNet's pilot stage.
    /// </summary>
    public bool CalibratesInvocations { get; private init; }

    /// <summary>
    /// True (BenchmarkDotNet's default): the cost of the empty benchmark loop is subtracted from every
    /// measurement. False: nothing is subtracted (tuning only).
    /// </summary>
    public bool SubtractsOverhead { get; private init; } = true;

    /// <summary>
    /// True: instead of BenchmarkDotNet's empty-loop stage in every cell (about 20 iterations, more than the
    /// measured ones), the loop is measured once per process by that same stage and its median is subtracted
    /// from every cell, as the default job subtracts its own.
    /// </summary>
    public bool MeasuresOverheadOncePerProcess { get; private init; }

    /// <summary>
    /// True (BenchmarkDotNet's default): a full blocking GC before every iteration. False lets collections
    /// happen where the allocations cause them. With short iterations the forced GCs cost more than the
    /// measuring, and far more once a library keeps a large graph alive in a static (measured: docs/measuring.md,
    /// 'Measurements behind the code').
    /// </summary>
    public bool ForcesGcBetweenIterations { get; private init; } = true;

    /// <summary>
    /// How many independent measuring processes measure every cell, each in its own shuffled order; the
    /// cell's figures come from all of them together.
    /// </summary>
    public int Rounds { get; private init; } = 1;

    /// <summary>
    /// At most this many rounds beyond <see cref="Rounds"/>, for the cells whose rounds' medians disagree by more
    /// than <see cref="RoundsAgreement"/>: one process in a few lands on slower code for a cell (tiering and
    /// profile-guided optimization settle differently per process), and with two rounds that one decides half
    /// the cell's figure; a third (and fourth) round outvotes it in the pooled median.
    /// </summary>
    public int MaxExtraRounds { get; private init; }

    /// <summary>Rounds whose medians are within this fraction of each other (largest over smallest, minus one) agree.</summary>
    public double RoundsAgreement { get; private init; } = 0.10;

    /// <summary>The fewest rounds <see cref="WithRounds"/> takes: two processes are the least that show how far processes differ.</summary>
    public const int MinRounds = 2;

    /// <summary>The most rounds <see cref="WithRounds"/> takes (each costs a measuring process per serializer).</summary>
    public const int MaxRounds = 9;

    /// <summary>
    /// This preset with every cell measured in <paramref name="rounds"/> independent processes instead of
    /// <see cref="Rounds"/> (`--rounds`): each process settles at a level of its own for a cell (tiering, profile,
    /// code layout), so a cell's median moves less from one run to the next the more processes it pools, at the
    /// cost of a measuring process per serializer and round. Everything else, and the name, stay; the description
    /// and the run file's preset settings say how many rounds were measured.
    /// </summary>
    public Preset WithRounds(int rounds)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(rounds, MinRounds);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(rounds, MaxRounds);
        if (IsSmoke)
        {
            throw new InvalidOperationException($"The {Name} preset measures nothing, so it has no rounds to set.");
        }

        return rounds == Rounds ? this : this with { Rounds = rounds, Description = $"{Description}; with --rounds {rounds}: {rounds} rounds instead of {Rounds}" };
    }

    /// <summary>True for a single-shot smoke preset: its times are not steady-state numbers.</summary>
    public bool IsSmoke { get; private init; }

    /// <summary>One pass of each cell: proves every cell runs and verifies; its times mean nothing.</summary>
    public static Preset Dry { get; } = new("dry", "one invocation per cell, no warm-up: a smoke test, not a measurement")
    {
        LaunchCount = 1,
        WarmupCount = 0,
        IterationCount = 1,
        InvocationCount = 1,
        UnrollFactor = 1,
        IsSmoke = true,
    };

    /// <summary>
    /// The default: warm every pair of a measuring process together until the JIT is quiet, size invocations from a short timing (no pilot),
    /// then 1 warm-up and 6 measured iterations of 20 ms, in each of 2 rounds (separate processes): 12
    /// iterations per cell in all, as one process measured before rounds existed.
    /// </summary>
    public static Preset Quick { get; } = new(
        "quick",
        "2 rounds, each in its own process and shuffled order, and up to 2 more for the cells whose rounds' medians are more than 10 % apart; per measuring process: every pair's round trip in turn until nothing new is JIT-compiled for 200 ms; per cell: invocations sized from a short timing, 1 warm-up and 6 measured iterations of 20 ms per round, the empty loop's cost measured once per process and subtracted, no forced GC between iterations, every iteration kept")
    {
        LaunchCount = 1,
        Rounds = 2,
        MaxExtraRounds = 2,
        WarmupCount = 1,
        IterationCount = 6,
        IterationTime = TimeSpan.FromMilliseconds(20),
        JitQuietPeriod = TimeSpan.FromMilliseconds(200),
        CalibratesInvocations = true,
        MeasuresOverheadOncePerProcess = true,
        ForcesGcBetweenIterations = false,
    };

    /// <summary>
    /// BenchmarkDotNet's default job (after the same JIT warm-up as quick) with quick's rule for collections: the
    /// reference the other presets are checked against, so it differs from quick in counts only.
    /// </summary>
    /// <remarks>
    /// BenchmarkDotNet's own default forces a full GC before every iteration, outside the timing: the garbage an
    /// iteration leaves is then collected untimed. On cells that allocate megabytes per call that is most of the
    /// collection cost, and it made full differ from quick on such cells while light cells agreed
    /// (measured: docs/measuring.md, 'Measurements behind the code').
    /// </remarks>
    public static Preset Full { get; } = new("full", "3 rounds, each in its own process and shuffled order (up to 2 more for the cells whose rounds' medians are more than 10 % apart), of BenchmarkDotNet's default job (automatic pilot, warm-up and iteration counts; every iteration kept) except that, as in quick, one full GC precedes each cell and none is forced between iterations, after every pair's round trip in turn until nothing new is JIT-compiled for 200 ms")
    {
        Rounds = 3,
        MaxExtraRounds = 2,
        JitQuietPeriod = TimeSpan.FromMilliseconds(200),
        ForcesGcBetweenIterations = false,
    };

    public static IReadOnlyList<Preset> All { get; } = [Dry, Quick, Full];

    /// <summary>An unnamed variant of <see cref="Quick"/>'s shape, for tuning experiments only (never written as a named preset).</summary>
    /// <remarks>Flags: <c>c</c> calibrates invocations, <c>o</c> skips the empty-loop stage, <c>g</c> forces no GC between iterations.</remarks>
    internal static Preset ForTuning(int warmups, int iterations, double iterationMs, double? jitQuietMs, string flags) =>
        new("tuning", $"{warmups} warm-up, {iterations} x {iterationMs} ms, JIT quiet {jitQuietMs} ms, flags {flags}")
        {
            LaunchCount = 1,
            WarmupCount = warmups,
            IterationCount = iterations,
            IterationTime = TimeSpan.FromMilliseconds(iterationMs),
            JitQuietPeriod = jitQuietMs is { } q ? TimeSpan.FromMilliseconds(q) : null,
            CalibratesInvocations = flags.Contains('c', StringComparison.Ordinal),
            SubtractsOverhead = !flags.Contains('o', StringComparison.Ordinal),
            ForcesGcBetweenIterations = !flags.Contains('g', StringComparison.Ordinal),
        };

    /// <summary>Finds a preset by name (case-insensitive).</summary>
    public static Preset? Find(string name) =>
        All.FirstOrDefault(p => string.Equals(p.Name, name, StringComparison.OrdinalIgnoreCase));

    public PresetRecord ToRecord() => new(
        Name,
        Description,
        LaunchCount,
        WarmupCount,
        IterationCount,
        IterationTime?.TotalMilliseconds,
        InvocationCount,
        UnrollFactor)
    {
        JitQuietMs = JitQuietPeriod?.TotalMilliseconds,
        CalibratesInvocations = CalibratesInvocations,
        SubtractsOverhead = SubtractsOverhead,
        ForcesGcBetweenIterations = ForcesGcBetweenIterations,
        CollectionScope = CellMeasurer.CollectionScope(IsSmoke, ForcesGcBetweenIterations),
        OverheadMeasuredOncePerProcess = MeasuresOverheadOncePerProcess ? true : null,
        Rounds = Rounds,
        MaxExtraRounds = MaxExtraRounds > 0 ? MaxExtraRounds : null,
        RoundsAgreement = MaxExtraRounds > 0 ? RoundsAgreement : null,
    };
}
