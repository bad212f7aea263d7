using SerBench.Engine.Interference;

namespace SerBench.Labs.Micro;

/// <summary>Waits (bounded) until the canary reads near the run's fastest, so a re-measurement is not disturbed again at once.</summary>
internal sealed class SettleWait(InterferencePolicy policy, LabCanary canary, MeasuringTimeLedger time, ILabClock clock)
{
    private static readonly TimeSpan Poll = TimeSpan.FromMilliseconds(250);

    /// <summary>Waits until a reading is within the policy's slowdown of <paramref name="baselineNs"/>, the run's fastest when the wait began.</summary>
    public void UntilFast(double? baselineNs, CancellationToken cancellationToken)
    {
        var started = clock.Elapsed;
        try
        {
            while (baselineNs is { } fast && clock.Elapsed - started < policy.SettleTimeout && !cancellationToken.IsCancellationRequested)
            {
                if ((canary.Read() / fast) - 1 <= policy.MaxCanarySlowdown)
                {
                    return;
                }

                clock.Wait(Poll, cancellationToken);
            }
        }
        finally
        {
            time.Waited(clock.Elapsed - started);
        }
    }
}
