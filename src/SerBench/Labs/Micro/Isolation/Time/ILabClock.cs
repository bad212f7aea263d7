namespace SerBench.Labs.Micro;

/// <summary>
/// The isolated lab's time: how long it has run, and how it waits for a fast machine. A seam of its own rather than a
/// <see cref="TimeProvider"/>, whose waits go through timers: a test replays whole runs on a fake clock without sleeping.
/// </summary>
internal interface ILabClock
{
    /// <summary>Time since the clock was made.</summary>
    TimeSpan Elapsed { get; }

    /// <summary>Waits <paramref name="duration"/>, or until <paramref name="cancellationToken"/> is cancelled.</summary>
    void Wait(TimeSpan duration, CancellationToken cancellationToken);
}
