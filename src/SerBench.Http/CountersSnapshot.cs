using System.Diagnostics;
using System.Runtime;

namespace SerBench.Http;

/// <summary>
/// The server process's own cumulative runtime figures at one instant (<c>GET /counters</c>). The lab samples
/// it once a second and turns the differences into the window's CPU %, allocation rate, GC counts and GC time,
/// the same quantities as the runtime's System.Runtime counters (cpu-usage, alloc-rate, gen-N-gc-count,
/// time-in-gc, working-set, threadpool-queue-length).
/// </summary>
internal sealed record CountersSnapshot(
    double TimestampSeconds,
    double CpuSeconds,
    long WorkingSetBytes,
    long GcHeapBytes,
    int Gen0Collections,
    int Gen1Collections,
    int Gen2Collections,
    long AllocatedBytes,
    double GcPauseSeconds,
    long ThreadPoolQueueLength,
    int ThreadPoolThreads,
    int ProcessorCount,
    bool ServerGc)
{
    public static CountersSnapshot Capture() => new(
        // Monotonic, so intervals between samples are exact whatever the wall clock does.
        Stopwatch.GetTimestamp() / (double)Stopwatch.Frequency,
        Environment.CpuUsage.TotalTime.TotalSeconds,
        Environment.WorkingSet,
        GC.GetTotalMemory(forceFullCollection: false),
        GC.CollectionCount(0),
        GC.CollectionCount(1),
        GC.CollectionCount(2),
        GC.GetTotalAllocatedBytes(precise: false),
        GC.GetTotalPauseDuration().TotalSeconds,
        ThreadPool.PendingWorkItemCount,
        ThreadPool.ThreadCount,
        Environment.ProcessorCount,
        GCSettings.IsServerGC);
}
