using System.Diagnostics;

namespace SerBench.Labs.Micro;

/// <summary>The machine's own clock, started when it is made.</summary>
internal sealed class StopwatchClock : ILabClock
{
    private readonly long _start = Stopwatch.GetTimestamp();

    public TimeSpan Elapsed => Stopwatch.GetElapsedTime(_start);

    public void Wait(TimeSpan duration, CancellationToken cancellationToken) => cancellationToken.WaitHandle.WaitOne(duration);
}
