using SerBench.Engine.Interference;

namespace SerBench.Labs.Scale;

/// <summary>
/// A sweep's cells as their rounds come in (by plan index), and what each cell is once pooled: every round judged
/// against the run's fastest canary reading, put at the run's median canary speed (<see cref="SpeedCorrection"/>),
/// disturbed rounds left out while two clean ones remain, and the iterations of the rest pooled (<see cref="RoundPooling"/>),
/// as the micro lab pools its processes' rounds.
/// </summary>
internal sealed class SweepCellRounds(bool isSmoke)
{
    private readonly RunJudge _judge = new(InterferencePolicy.Default);
    private readonly Dictionary<int, List<CellRecord>> _rounds = [];
    private readonly Dictionary<int, TimeSpan> _took = [];

    public bool Has(int index) => _rounds.ContainsKey(index);

    /// <summary>The time spent on the cell so far: its rounds and its share of preparing them.</summary>
    public TimeSpan Took(int index) => _took.GetValueOrDefault(index);

    public void Add(int index, CellRecord round, TimeSpan took)
    {
        if (!_rounds.TryGetValue(index, out var list))
        {
            _rounds[index] = list = [];
        }

        list.Add(round);
        _took[index] = Took(index) + took;
    }

    /// <summary>
    /// Whether the cell is measured in <paramref name="round"/>: round 1 always; later ones while its first round was
    /// measured and its call was short enough for that many (<see cref="SweepRounds.For"/>).
    /// </summary>
    public bool Wants(int index, int round, SweepRounds rounds)
    {
        ArgumentNullException.ThrowIfNull(rounds);
        if (round == 1)
        {
            return true;
        }

        return _rounds.TryGetValue(index, out var list)
            && list[0] is { Status: CellStatus.Ok, Rounds.Count: > 0 } first
            && list.Count == round - 1
            && rounds.For(first.MedianNs) >= round;
    }

    /// <summary>The cell from every round it has, at the speed of every round measured so far.</summary>
    public CellRecord Pooled(int index, InterferenceWatch? watch)
    {
        var list = _rounds[index];
        if (isSmoke || watch is null)
        {
            return list[0];
        }

        var baseline = RunJudge.Baseline(watch.Trace);
        var reference = SpeedCorrection.ReferenceNs(_rounds.Values.SelectMany(r => r));
        var judged = list.Select(r => _judge.JudgeRound(r, baseline)).Select(r => reference is { } speed ? SpeedCorrection.Apply(r, speed) : r).ToList();
        return RoundPooling.Combine(judged, isSmoke: false);
    }
}
