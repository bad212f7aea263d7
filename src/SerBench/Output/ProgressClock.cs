using System.Globalization;

namespace SerBench.Output;

/// <summary>
/// Elapsed time and a remaining-time estimate: the mean time per cell finished so far × cells left, once
/// <see cref="CellsBeforeEstimate"/> cells have finished.
/// </summary>
/// <remarks>
/// The first cells' time holds the lab's own warm-up and its first measuring process's start (seconds), which spread
/// over one or two cells read as hours: the default run's first line once said "about 1:38:45 left" for a run of 8
/// minutes. After a few cells the mean holds those seconds as one of many measuring processes' starts, as the rest of
/// the run will.
/// </remarks>
internal sealed class ProgressClock(TimeProvider clock)
{
    /// <summary>How many cells must have finished before an estimate is given.</summary>
    public const int CellsBeforeEstimate = 10;

    private readonly long _start = clock.GetTimestamp();

    public TimeSpan Elapsed => clock.GetElapsedTime(_start);

    public TimeSpan? Remaining(int completed, int total) =>
        completed < CellsBeforeEstimate ? null : Elapsed / completed * Math.Max(0, total - completed);

    /// <summary>"0:07", "12:03", "1:02:03".</summary>
    public static string Format(TimeSpan span) =>
        span.TotalHours >= 1
            ? span.ToString(@"h\:mm\:ss", CultureInfo.InvariantCulture)
            : span.ToString(@"m\:ss", CultureInfo.InvariantCulture);
}
