using System.Globalization;
using SerBench.RunFiles;

namespace SerBench.Engine.Interference;

/// <summary>
/// Judges a run's rounds against its fastest canary reading, and says how steady the machine was over the
/// whole run: the figures of a run whose machine never settled are not comparable with another run's.
/// </summary>
public sealed class RunJudge(InterferencePolicy policy)
{
    /// <summary>The runtime's large-object threshold: a call that allocates this much or more makes a heavy cell.</summary>
    private const long LargeObjectBytes = 85_000;

    public InterferencePolicy Policy => policy;

    /// <summary>The run's fastest canary reading (the machine at full speed), or null before the first.</summary>
    public static double? Baseline(IEnumerable<CanaryPoint> trace) =>
        trace.Select(p => p.Ns).Where(ns => ns > 0).DefaultIfEmpty(0).Min() is var min and > 0 ? min : null;

    /// <summary>Every canary reading around the cell's rounds.</summary>
    public static IEnumerable<double> CanaryReadings(CellRecord cell) =>
        (cell.Rounds ?? []).Where(r => r.Interference is not null)
            .SelectMany(r => new[] { r.Interference!.CanaryBeforeNs, r.Interference.CanaryAfterNs });

    /// <summary>One round's record (a cell as one process measured it) with its round judged.</summary>
    public CellRecord JudgeRound(CellRecord roundRecord, double? baselineNs)
    {
        ArgumentNullException.ThrowIfNull(roundRecord);
        if (roundRecord.Rounds is not { Count: > 0 } rounds)
        {
            return roundRecord;
        }

        var judged = rounds.Select(r => Judge(r, baselineNs, policy, RunsSteadily(roundRecord))).ToList();
        return roundRecord with { Rounds = judged, Disturbed = judged.Any(r => r.Disturbed) };
    }

    /// <summary>
    /// The round judged against the run's fastest canary reading and, for a cell light enough to run steadily
    /// (<paramref name="steady"/>), by how far its own iterations spread.
    /// </summary>
    public static RoundRecord Judge(RoundRecord round, double? canaryBaselineNs, InterferencePolicy policy, bool steady = false)
    {
        ArgumentNullException.ThrowIfNull(round);
        ArgumentNullException.ThrowIfNull(policy);
        var step = steady ? InterferencePolicy.Step(round.IterationNs) : null;
        var reason = policy.Disturbance(round.Interference, canaryBaselineNs, step);
        return round with
        {
            IterationStep = step,
            CanarySlowdown = InterferencePolicy.Slowdown(round.Interference, canaryBaselineNs),
            Disturbed = reason is not null,
            DisturbedReason = reason,
        };
    }

    /// <summary>
    /// A cell whose iterations should agree on a steady machine: no gen-2 collection and under 85,000 B allocated per
    /// call (the large-object threshold). Heavier cells spread by where their collections fall.
    /// </summary>
    public static bool RunsSteadily(CellRecord roundRecord)
    {
        ArgumentNullException.ThrowIfNull(roundRecord);
        return roundRecord is { Status: CellStatus.Ok, Gen2PerThousandOps: null or 0, AllocatedBytes: null or < LargeObjectBytes };
    }

    /// <summary>
    /// Why re-measuring should stop after a follow-up pass that measured <paramref name="retried"/> disturbed rounds again, of
    /// which <paramref name="disturbedAgain"/> came back disturbed; null to go on.
    /// </summary>
    public string? StopRemeasuring(int pass, int retried, int disturbedAgain)
    {
        if (retried < policy.MinRetriesToJudgeSettling || disturbedAgain <= policy.MaxDisturbedAgainShare * retried)
        {
            return null;
        }

        return string.Create(CultureInfo.InvariantCulture, $"after follow-up pass {pass}, {disturbedAgain} of the {retried} rounds it measured again were disturbed again (limit {policy.MaxDisturbedAgainShare:P0}): the machine was not settling, and more passes would only have lengthened the run");
    }

    /// <summary>
    /// Why re-measuring should stop within follow-up pass <paramref name="pass"/>, after <paramref name="processes"/> of its
    /// <paramref name="ofProcesses"/> measuring processes had measured <paramref name="retried"/> disturbed rounds again, of
    /// which <paramref name="disturbedAgain"/> came back disturbed; null to go on with the pass.
    /// </summary>
    public string? StopRemeasuringDuringPass(int pass, int processes, int ofProcesses, int retried, int disturbedAgain)
    {
        if (processes >= ofProcesses || retried < policy.MinRetriesToJudgeDuringPass || disturbedAgain <= policy.MaxDisturbedAgainShareDuringPass * retried)
        {
            return null;
        }

        return string.Create(CultureInfo.InvariantCulture, $"during follow-up pass {pass}, after {processes} of its {ofProcesses} processes, {disturbedAgain} of the {retried} rounds they measured again were disturbed again (limit {policy.MaxDisturbedAgainShareDuringPass:P0} once {policy.MinRetriesToJudgeDuringPass} are in): the machine was not settling, and the rest of the pass would only have lengthened the run");
    }

    /// <summary>
    /// How the run was measured and how steady the machine was, from its final cells and canary trace;
    /// <paramref name="stoppedRemeasuring"/> is why re-measuring stopped before the cells' retries ran out, if it did.
    /// </summary>
    public MeasurementRecord Summarize(string isolation, int? seed, int rounds, IReadOnlyList<CanaryPoint> trace, IReadOnlyList<CellRecord> cells, string? stoppedRemeasuring = null)
    {
        ArgumentNullException.ThrowIfNull(trace);
        ArgumentNullException.ThrowIfNull(cells);
        var baseline = Baseline(trace);
        var measured = cells.Count(c => c.Status == CellStatus.Ok && c.Rounds is { Count: > 0 });
        var disturbed = cells.Count(c => c.Disturbed);
        var slowReadings = baseline is { } b ? trace.Count(p => (p.Ns / b) - 1 > policy.MaxCanarySlowdown) : 0;
        string? note = null;
        if (measured > 0 && disturbed > policy.MaxUnsettledShare * measured)
        {
            var after = stoppedRemeasuring is null ? FormattableString.Invariant($"after {policy.MaxRetries} re-measurements") : "when the lab stopped re-measuring early, its re-measurements coming back disturbed again";
            note = string.Create(CultureInfo.InvariantCulture, $"{disturbed} of {measured} measured cells were still disturbed {after}: the machine never settled, so these figures are not comparable with another run's.");
        }
        else if (trace.Count >= 4 && slowReadings > trace.Count / 2)
        {
            note = string.Create(CultureInfo.InvariantCulture, $"{slowReadings} of {trace.Count} canary readings were more than {policy.MaxCanarySlowdown:P0} slower than the fastest: the machine was slow for most of the run, so these figures are not comparable with another run's.");
        }

        return new MeasurementRecord
        {
            Isolation = isolation,
            Seed = seed,
            Rounds = rounds,
            CanaryBaselineNs = baseline,
            CanaryTrace = trace,
            MaxOthersBusyCores = policy.MaxOthersBusyCores,
            MaxCanarySlowdown = policy.MaxCanarySlowdown,
            MaxIterationStep = policy.MaxIterationStep,
            MaxRetries = policy.MaxRetries,
            RetriedCells = cells.Count(c => c.Retries > 0),
            DisturbedCells = disturbed,
            LeftOutRounds = cells.Sum(c => (c.Rounds ?? []).Count(r => r.LeftOut)),
            Settled = note is null,
            SettledNote = note,
            StoppedRemeasuring = stoppedRemeasuring,
            AllocationScope = isolation == Isolations.Process ? AllocationScopes.Process : AllocationScopes.Thread,
        };
    }
}
