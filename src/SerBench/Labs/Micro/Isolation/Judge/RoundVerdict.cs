using SerBench.Engine.Interference;

namespace SerBench.Labs.Micro;

/// <summary>
/// Whether a round was disturbed, and its rounds' judgement (canary slowdown, iteration step, reason) against the run's
/// canary baseline when it was decided; null rounds: a record without rounds, which nothing judges.
/// </summary>
internal sealed record RoundVerdict(bool Disturbed, IReadOnlyList<RoundRecord>? JudgedRounds)
{
    public static RoundVerdict Of(RunJudge rules, CellRecord reported, double? baselineNs)
    {
        var judged = rules.JudgeRound(reported, baselineNs);
        return new RoundVerdict(judged.Disturbed, ReferenceEquals(judged, reported) ? null : judged.Rounds);
    }

    /// <summary>The reported record with this verdict on its rounds, as the display and the pooling read it.</summary>
    public CellRecord On(CellRecord reported) =>
        JudgedRounds is null ? reported : reported with { Rounds = JudgedRounds, Disturbed = Disturbed };
}
