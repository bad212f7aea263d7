using SerBench.Engine.Interference;

namespace SerBench.Labs.Micro;

/// <summary>
/// Judge: whether each round of the run is disturbed, decided when the round arrives against the run's canary baseline
/// (its fastest reading so far) and kept here, where every later stage reads it. One rule changes a kept verdict: a
/// faster reading moves the baseline, and every round is then judged again against it (<see cref="Rejudge"/>), so a
/// round reads as disturbed or not by the machine's full speed as far as the run has seen it.
/// </summary>
internal sealed class JudgeStage(RunJudge rules)
{
    private readonly List<CanaryPoint> _trace = [];
    private readonly Dictionary<(int Cell, int Slot), Kept> _kept = [];

    /// <summary>When a round is disturbed (the run's policy), and how a round's record is judged.</summary>
    public RunJudge Rules => rules;

    /// <summary>The run's fastest canary reading so far, or null before the first.</summary>
    public double? Baseline { get; private set; }

    /// <summary>Every canary reading of the run so far, the lab's own and those around each round, in arrival order.</summary>
    public IReadOnlyList<CanaryPoint> Trace => _trace;

    /// <summary>A canary reading taken <paramref name="seconds"/> into the run.</summary>
    public void Observe(double seconds, double ns)
    {
        _trace.Add(new CanaryPoint(seconds, ns));
        if (ns > 0 && (Baseline is not { } fastest || ns < fastest))
        {
            Baseline = ns;
            Rejudge();
        }
    }

    /// <summary>Decides the verdict of a round just measured into its slot (replacing the verdict of the round it replaces).</summary>
    public RoundVerdict Decide(MeasuredRound round)
    {
        var verdict = RoundVerdict.Of(rules, round.Reported, Baseline);
        _kept[(round.Cell, round.Slot)] = new Kept(round, verdict);
        return verdict;
    }

    /// <summary>The kept verdict of a round the lab holds.</summary>
    public RoundVerdict Of(MeasuredRound round) =>
        _kept.TryGetValue((round.Cell, round.Slot), out var kept) && ReferenceEquals(kept.Round, round)
            ? kept.Verdict
            : throw new InvalidOperationException($"Round {round.Slot + 1} of cell {round.Cell} was never judged.");

    public bool Disturbed(MeasuredRound round) => Of(round).Disturbed;

    /// <summary>The baseline moved: every round kept is judged again against it.</summary>
    private void Rejudge()
    {
        foreach (var (key, kept) in _kept.ToList())
        {
            _kept[key] = kept with { Verdict = RoundVerdict.Of(rules, kept.Round.Reported, Baseline) };
        }
    }

    private sealed record Kept(MeasuredRound Round, RoundVerdict Verdict);
}
