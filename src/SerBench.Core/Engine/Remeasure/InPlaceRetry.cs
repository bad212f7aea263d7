using SerBench.RunFiles;

namespace SerBench.Engine.Interference;

/// <summary>
/// Lets a measuring process measure a cell again at once, itself, when the machine's speed disturbed it and is back:
/// the round is then whole without a fresh process (seconds of start, verification and JIT warm-up for one cell), and
/// the cell keeps its place in the process's order. One such attempt per round; the lab keeps its other
/// re-measurements for a fresh process later, and judges every round again against the whole run's canary.
/// </summary>
/// <remarks>
/// Only a slow machine is retried here. A round that others' CPU time disturbed waits for the lab (the OS figure needs
/// the other process to have gone, which a short wait here cannot tell), and so does one whose canary is not back to
/// its fast level within <see cref="MaxWait"/>. After such a wait the process does not wait again until its canary
/// has read fast once more: a slow spell longer than the wait is not waited out again by each of its cells in turn.
/// When the run's last <see cref="RetryOutcomes.Judged"/> retries (this process's, after the earlier processes' the lab
/// hands it) came back disturbed again more often than <see cref="InterferencePolicy.MaxDisturbedAgainShare"/> allows,
/// retrying here stopped helping: the machine flickers to full speed for a canary reading and back (in a slow hour
/// nearly every first round was retried in place, each costing a cell's measurement and often a wait, and the lab still
/// found most of them disturbed: docs/measuring.md, 'Measurements behind the code'), and the lab's follow-up passes
/// take those rounds. A process that starts in that state makes one probe, without waiting, when its canary happens to
/// read fast: back disturbed, it retries nothing more; whole, the earlier outcomes are forgotten and it retries as
/// usual. Each process learning it afresh cost a wait and up to four retries before giving up, in each of a
/// never-settling run's dozens of processes.
/// </remarks>
public sealed class InPlaceRetry
{
    /// <summary>Attempts of one round a measuring process makes itself: the first and one more.</summary>
    public const int MaxAttempts = 2;

    /// <summary>How long the process waits for a fast canary before it leaves the round to the lab.</summary>
    public static TimeSpan MaxWait { get; } = TimeSpan.FromSeconds(3);

    private static readonly TimeSpan Poll = TimeSpan.FromMilliseconds(250);

    private readonly InterferencePolicy _policy;
    private readonly double? _runBaselineNs;
    private readonly Action<TimeSpan> _sleep;

    /// <summary>Whether each of the run's latest retries came back disturbed again, the earlier processes' first.</summary>
    private readonly RetryOutcomes _outcomes;

    /// <summary>True after a wait that ended with the canary still slow, until a reading is fast again.</summary>
    private bool _waitedInVain;

    /// <summary>True while the earlier processes' retries say retrying stopped helping and this process has not tried one itself.</summary>
    private bool _probing;

    /// <param name="policy">When a round is disturbed, and when retries stopped helping.</param>
    /// <param name="runBaselineNs">The fastest canary reading of the run when the lab started this process.</param>
    /// <param name="sleep">How the process waits for a fast canary.</param>
    /// <param name="earlierOutcomes">The run's latest retries before this process (true: disturbed again), oldest first.</param>
    public InPlaceRetry(InterferencePolicy policy, double? runBaselineNs, Action<TimeSpan>? sleep = null, IEnumerable<bool>? earlierOutcomes = null)
    {
        _policy = policy;
        _runBaselineNs = runBaselineNs;
        _sleep = sleep ?? Thread.Sleep;
        _outcomes = RetryOutcomes.From(policy, earlierOutcomes);
        _probing = _outcomes.StoppedHelping;
    }

    /// <summary>True once retrying here stopped helping (see the remarks): nothing more is retried in this process.</summary>
    public bool GaveUp { get; private set; }

    /// <summary>
    /// True when <paramref name="record"/> (one round, just measured) was disturbed by a slow machine, has attempts
    /// left here, and the canary reads fast again within <see cref="MaxWait"/> (at once, for a probe).
    /// </summary>
    public bool ShouldRetry(CellRecord record, InterferenceWatch watch)
    {
        ArgumentNullException.ThrowIfNull(record);
        ArgumentNullException.ThrowIfNull(watch);
        if (record.Status != CellStatus.Ok || record.Rounds is not [var round])
        {
            return false;
        }

        var baseline = Baseline(watch);
        var judged = new RunJudge(_policy).JudgeRound(record, baseline);
        if (round.Attempts >= MaxAttempts)
        {
            // A round retried here: what became of it says whether retrying here still helps.
            Learn(judged.Disturbed);
            return false;
        }

        if (GaveUp || !judged.Disturbed || round.Interference?.OthersBusyCores > _policy.MaxOthersBusyCores || baseline is not { } fast)
        {
            return false;
        }

        var waited = TimeSpan.Zero;
        while (true)
        {
            if ((watch.Read() / fast) - 1 <= _policy.MaxCanarySlowdown)
            {
                _waitedInVain = false;
                return true;
            }

            if (waited >= MaxWait || _waitedInVain || _probing)
            {
                _waitedInVain |= !_probing;
                return false;
            }

            _sleep(Poll);
            waited += Poll;
        }
    }

    private void Learn(bool disturbedAgain)
    {
        if (_probing && !disturbedAgain)
        {
            _outcomes.Clear();
        }

        _probing = false;
        _outcomes.Add(disturbedAgain);
        GaveUp |= _outcomes.StoppedHelping;
    }

    /// <summary>
    /// The round measured again, counting the attempt it replaces; when the new attempt failed, the earlier figures stay,
    /// as the lab keeps them after a failed re-measurement.
    /// </summary>
    public static CellRecord Attempted(CellRecord retried, CellRecord replaced)
    {
        ArgumentNullException.ThrowIfNull(retried);
        ArgumentNullException.ThrowIfNull(replaced);
        var attempts = Attempts(replaced) + Attempts(retried);
        var source = retried.Status == CellStatus.Ok ? retried : replaced;
        return source with { Rounds = source.Rounds?.Select(x => x with { Attempts = attempts }).ToList() };
    }

    /// <summary>How many times the round in this record was measured (1 when never measured again, or without rounds).</summary>
    public static int Attempts(CellRecord record) => record.Rounds is [var round, ..] ? round.Attempts : 1;

    /// <summary>The fastest canary the run has seen: the lab's, or a faster one read in this process.</summary>
    private double? Baseline(InterferenceWatch watch) =>
        RunJudge.Baseline(watch.Trace.Append(new CanaryPoint(0, _runBaselineNs ?? 0)));
}
