using SerBench.Http;

namespace SerBench.Labs.Http;

/// <summary>
/// Turns cumulative samples of the server's runtime figures into one window's counters: means over the whole
/// window, maxima over the 1 s intervals, as a dotnet-counters reading of System.Runtime would show them.
/// </summary>
internal static class CounterWindow
{
    /// <summary>Null when fewer than two samples arrived (nothing to take differences of).</summary>
    public static HttpServerCounters? Summarize(IReadOnlyList<CountersSnapshot> samples, long requests)
    {
        ArgumentNullException.ThrowIfNull(samples);
        if (samples.Count < 2)
        {
            return null;
        }

        var first = samples[0];
        var last = samples[^1];
        var seconds = last.TimestampSeconds - first.TimestampSeconds;
        if (seconds <= 0)
        {
            return null;
        }

        var cores = Math.Max(1, last.ProcessorCount);
        var intervals = samples.Zip(samples.Skip(1), (a, b) => (a, b)).Where(p => p.b.TimestampSeconds > p.a.TimestampSeconds).ToList();
        double Max(Func<CountersSnapshot, CountersSnapshot, double> rate) => intervals.Count == 0 ? 0 : intervals.Max(p => rate(p.a, p.b));
        var allocated = last.AllocatedBytes - first.AllocatedBytes;
        return new HttpServerCounters
        {
            Samples = samples.Count,
            CpuPercentMean = Cpu(first, last, cores),
            CpuPercentMax = Max((a, b) => Cpu(a, b, cores)),
            WorkingSetBytesMax = samples.Max(s => s.WorkingSetBytes),
            GcHeapBytesMax = samples.Max(s => s.GcHeapBytes),
            Gen0Collections = last.Gen0Collections - first.Gen0Collections,
            Gen1Collections = last.Gen1Collections - first.Gen1Collections,
            Gen2Collections = last.Gen2Collections - first.Gen2Collections,
            AllocBytesPerSecondMean = allocated / seconds,
            AllocBytesPerSecondMax = Max(Alloc),
            TimeInGcPercentMean = Gc(first, last),
            TimeInGcPercentMax = Max(Gc),
            ThreadPoolQueueLengthMax = samples.Max(s => s.ThreadPoolQueueLength),
            AllocBytesPerRequest = requests > 0 ? (double)allocated / requests : null,
        };
    }

    /// <summary>Process CPU time over wall time, of all cores (100 % = every core busy), as the runtime's cpu-usage counter.</summary>
    private static double Cpu(CountersSnapshot a, CountersSnapshot b, int cores) =>
        Clamp((b.CpuSeconds - a.CpuSeconds) / (b.TimestampSeconds - a.TimestampSeconds) / cores * 100);

    private static double Alloc(CountersSnapshot a, CountersSnapshot b) =>
        (b.AllocatedBytes - a.AllocatedBytes) / (b.TimestampSeconds - a.TimestampSeconds);

    /// <summary>GC pause time as a share of wall time over the interval.</summary>
    private static double Gc(CountersSnapshot a, CountersSnapshot b) =>
        Clamp((b.GcPauseSeconds - a.GcPauseSeconds) / (b.TimestampSeconds - a.TimestampSeconds) * 100);

    private static double Clamp(double percent) => Math.Clamp(percent, 0, 100);
}
