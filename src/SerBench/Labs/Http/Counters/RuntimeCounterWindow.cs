namespace SerBench.Labs.Http;

/// <summary>Turns one window's EventPipe readings into <see cref="HttpRuntimeCounters"/>: counts summed, gauges at their maximum.</summary>
internal static class RuntimeCounterWindow
{
    /// <summary>Null when no reading arrived in the window.</summary>
    public static HttpRuntimeCounters? Summarize(IReadOnlyList<RuntimeCounterReading> readings)
    {
        ArgumentNullException.ThrowIfNull(readings);
        if (readings.Count == 0)
        {
            return null;
        }

        List<RuntimeCounterReading> Of(string name) => [.. readings.Where(r => r.Name == name)];
        double? Sum(string name) => Of(name) is { Count: > 0 } list ? list.Sum(r => r.Value) : null;
        double? PerSecond(string name) => Of(name) is { Count: > 0 } list ? list.Sum(r => r.Value) / list.Sum(r => Math.Max(r.IntervalSeconds, 1e-3)) : null;
        double? Max(string name) => Of(name) is { Count: > 0 } list ? list.Max(r => r.Value) : null;
        var jitted = Of("methods-jitted-count");
        return new HttpRuntimeCounters
        {
            Readings = readings.Count,
            ExceptionsPerSecond = PerSecond("exception-count"),
            LockContentionsPerSecond = PerSecond("monitor-lock-contention-count"),
            ThreadPoolThreadsMax = Max("threadpool-thread-count"),
            ThreadPoolQueueLengthMax = Max("threadpool-queue-length"),
            MethodsJitted = jitted.Count > 0 ? jitted[^1].Value : null,
            MethodsJittedInWindow = jitted.Count > 0 ? jitted[^1].Value - jitted[0].Value : null,
            Gen0Collections = Sum("gen-0-gc-count"),
            Gen1Collections = Sum("gen-1-gc-count"),
            Gen2Collections = Sum("gen-2-gc-count"),
            LohBytesMax = Max("loh-size"),
            PohBytesMax = Max("poh-size"),
            FragmentationPercentMax = Max("gc-fragmentation"),
            TimeInGcPercentMax = Max("time-in-gc"),
            CpuPercentMax = Max("cpu-usage"),
        };
    }
}
