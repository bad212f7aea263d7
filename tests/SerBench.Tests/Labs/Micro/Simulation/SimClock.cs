using SerBench.Labs.Micro;

namespace SerBench.Tests.Labs.Micro.Simulation;

/// <summary>A fake clock: moves only when the simulated machine works or someone waits; the lab's waits go in the log.</summary>
internal sealed class SimClock : ILabClock
{
    public TimeSpan Elapsed { get; private set; }

    public DecisionLog? Log { get; set; }

    public void Advance(TimeSpan by) => Elapsed += by;

    public void Wait(TimeSpan duration, CancellationToken cancellationToken)
    {
        Log?.Write(FormattableString.Invariant($"lab waits {duration.TotalMilliseconds} ms"));
        Log?.Count(Kinds.LabWait);
        Advance(duration);
    }
}
