namespace SerBench.RunFiles;

/// <summary>
/// How a micro run was measured: in which processes, in which order, in how many rounds, and how steady the
/// machine was while it ran.
/// </summary>
public sealed record MeasurementRecord
{
    /// <summary><see cref="Isolations.Process"/> (default) or <see cref="Isolations.InProcess"/> (debugging).</summary>
    public required string Isolation { get; init; }

    /// <summary>The seed of the shuffled order; the same seed gives the same order (null: plan order).</summary>
    public int? Seed { get; init; }

    /// <summary>How many independent processes measured every cell.</summary>
    public int Rounds { get; init; } = 1;

    /// <summary>The fastest canary reading of the run, ns: "the machine at full speed".</summary>
    public double? CanaryBaselineNs { get; init; }

    /// <summary>
    /// The run's reference speed, ns: the median canary reading around its cells' rounds. Every round's times were
    /// scaled to it (<see cref="RoundRecord.SpeedFactor"/>); null when they were not (no canary, or an older run).
    /// </summary>
    public double? SpeedReferenceNs { get; init; }

    /// <summary>
    /// What the canary timed ("chain+wide"); null in runs made before it was recorded, whose canary timed the
    /// dependent xorshift chain alone ("chain"). Canary readings of different work are not comparable.
    /// </summary>
    public string? CanaryWork { get; init; }

    /// <summary>Every canary reading of the run in time order: seconds since the start, ns.</summary>
    public IReadOnlyList<CanaryPoint> CanaryTrace { get; init; } = [];

    /// <summary>The limits a round was judged disturbed by.</summary>
    public double? MaxOthersBusyCores { get; init; }

    public double? MaxCanarySlowdown { get; init; }

    /// <summary>A light cell's round whose middle iterations spread more than this was disturbed (null in older runs).</summary>
    public double? MaxIterationStep { get; init; }

    public int? MaxRetries { get; init; }

    /// <summary>
    /// How much one round's median varies between measuring processes, as a share of it (0.035 = 3.5 %, one
    /// standard deviation), estimated from every cell's first two undisturbed rounds; every cell's interval is at
    /// least t(99.9 %) × this / √rounds wide on each side. Null when too few cells had two rounds, or in older runs.
    /// </summary>
    public double? ProcessSpread { get; init; }

    /// <summary>How many cells had two undisturbed rounds to estimate <see cref="ProcessSpread"/> from (null in older runs).</summary>
    public int? ProcessSpreadCells { get; init; }

    /// <summary>
    /// True when too few cells had two undisturbed rounds, so <see cref="ProcessSpread"/> came from every cell's first
    /// two rounds, disturbed ones included (and <see cref="ProcessSpreadCells"/> counts those cells); null otherwise.
    /// </summary>
    public bool? ProcessSpreadIncludesDisturbed { get; init; }

    /// <summary>
    /// The spread between processes of the cells whose figures kept a disturbed round (σ and how many cells), when it was
    /// wider than <see cref="ProcessSpread"/>: those cells (marked !) are floored by it instead (or by their serializer's
    /// own, when wider still). Null otherwise, and in older runs.
    /// </summary>
    public SerializerSpread? DisturbedProcessSpread { get; init; }

    /// <summary>
    /// Serializers whose own processes disagreed more than the run's (their σ above <see cref="ProcessSpread"/>): their
    /// cells are floored by their own spread instead. Null in older runs; empty when none was wider.
    /// </summary>
    public IReadOnlyDictionary<string, SerializerSpread>? ProcessSpreadBySerializer { get; init; }

    /// <summary>Cells with at least one re-measured round; and those still disturbed after the last retry.</summary>
    public int RetriedCells { get; init; }

    public int DisturbedCells { get; init; }

    /// <summary>
    /// Disturbed rounds left out of their cells' figures because each of those cells had enough undisturbed rounds
    /// (see <see cref="RoundRecord.LeftOut"/>); null in older runs.
    /// </summary>
    public int? LeftOutRounds { get; init; }

    /// <summary>
    /// Measuring processes that ran slow as a whole (all their cells slower than the other rounds'), each measured
    /// again in a fresh process; null in runs made before the check.
    /// </summary>
    public IReadOnlyList<SlowProcessRecord>? SlowProcesses { get; init; }

    /// <summary>A process this much slower than its serializer's other rounds (median over its cells) was measured again.</summary>
    public double? MaxProcessSlowdown { get; init; }

    /// <summary>False when the machine never settled: its figures are not comparable with another run's.</summary>
    public bool Settled { get; init; } = true;

    /// <summary>Why the run counts as unsettled.</summary>
    public string? SettledNote { get; init; }

    /// <summary>
    /// Why the lab stopped measuring disturbed rounds again before their retries ran out (their re-measurements kept
    /// coming back disturbed); null when it did not stop early, and in older runs.
    /// </summary>
    public string? StoppedRemeasuring { get; init; }

    /// <summary>
    /// What allocation per operation counted: <see cref="AllocationScopes.Process"/> (the measuring process, which
    /// runs nothing but the cell) or <see cref="AllocationScopes.Thread"/> (the measuring thread). Null in runs
    /// made before it was recorded, which counted the measuring thread.
    /// </summary>
    public string? AllocationScope { get; init; }

    /// <summary>Where the measuring time went (rounds, measuring again, waiting); null in runs in one process and in older runs.</summary>
    public MeasuringTimeRecord? Time { get; init; }

    /// <summary>Where serialize cells wrote: "memory" (the lab's buffer) or "file" (a file on the temporary disk); null in older runs (memory).</summary>
    public string? Sink { get; init; }
}

/// <summary>
/// A measuring process found slow as a whole: the serializer, its round, the median over its cells of each cell's
/// median against the other rounds' (1.47 = 47 % slower), and over how many cells.
/// </summary>
public sealed record SlowProcessRecord(string Serializer, int Round, double Ratio, int Cells);

/// <summary>One canary reading: when (seconds since the run started) and how long the unit of work took (ns).</summary>
public sealed record CanaryPoint(double AtSeconds, double Ns);

/// <summary>The values of <see cref="MeasurementRecord.Isolation"/>.</summary>
public static class Isolations
{
    public const string Process = "process";
    public const string InProcess = "in-process";
}

/// <summary>The values of <see cref="MeasurementRecord.CanaryWork"/>.</summary>
public static class CanaryWorks
{
    /// <summary>A dependent xorshift chain alone: what runs that record no canary work timed.</summary>
    public const string Chain = "chain";

    /// <summary>The dependent chain (a third of the time) and eight independent chains side by side (two thirds).</summary>
    public const string ChainAndWide = "chain+wide";
}

/// <summary>The values of <see cref="PresetRecord.CollectionScope"/>.</summary>
public static class CollectionScopes
{
    /// <summary>Every measured iteration of the cell, from the first to the last (warm-up and the lab's own calls outside).</summary>
    public const string MeasuredIterations = "measured-iterations";
}

/// <summary>The values of <see cref="MeasurementRecord.AllocationScope"/>.</summary>
public static class AllocationScopes
{
    /// <summary>The measuring thread, plus the other threads of a measuring process that runs only the cell when they allocated (beyond 64 KiB while counted): work a row continues on pool threads counts.</summary>
    public const string Process = "process";

    /// <summary>The measuring thread alone, because the lab's own threads share the process (--in-process).</summary>
    public const string Thread = "thread";
}

/// <summary>One serializer's spread between measuring processes (σ, a share of the median) and how many cells it came from.</summary>
public sealed record SerializerSpread(double Sigma, int Cells);
