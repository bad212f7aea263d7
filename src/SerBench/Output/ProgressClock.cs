using System.Globalization;

namespace SerBench.Output;

/// <summary>Elapsed time and a naive remaining-time estimate (mean time per finished cell × cells left).</summary>
internal sealed class ProgressClock(TimeProvider clock)
{
    private readonly long _start = clock.GetTimestamp();

    public TimeSpan Elapsed => clock.GetElapsedTime(_start);

    public TimeSpan? Remaining(int completed, int total) =>
        completed == 0 ? null : Elapsed / completed * Math.Max(0, total - completed);

    /// <summary>"0:07", "12:03", "1:02:03".</summary>
    public static string Format(TimeSpan span) =>
        span.TotalHours >= 1
            ? span.ToString(@"h\:mm\:ss", CultureInfo.InvariantCulture)
            : span.ToString(@"m\:ss", CultureInfo.InvariantCulture);
}
