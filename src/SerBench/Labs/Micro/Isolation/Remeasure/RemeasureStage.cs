namespace SerBench.Labs.Micro;

/// <summary>
/// Re-measure: after the rounds, the processes that ran slow as a whole are measured again (<see cref="SlowProcessRetry"/>),
/// then the follow-up passes measure the disturbed rounds again and add rounds where a cell's rounds disagree
/// (<see cref="FollowUpPasses"/>). Rounds a measuring process retried itself (in place) arrive already retried.
/// </summary>
internal sealed class RemeasureStage(SlowProcessRetry slowProcesses, FollowUpPasses followUp, MeasuringTimeLedger time, ILabClock clock)
{
    public Remeasured Run(RunRounds rounds, CancellationToken cancellationToken)
    {
        time.EnterRemeasuring(clock.Elapsed);
        var slow = slowProcesses.Run(rounds, cancellationToken);
        return new Remeasured(rounds, slow, followUp.Run(rounds, cancellationToken));
    }
}
