namespace SerBench.Engine;

/// <summary>
/// Bytes allocated over a number of calls, by the calling thread and by the whole process (the imprecise counter:
/// the precise one suspends every thread to read it).
/// </summary>
internal readonly record struct AllocationCount(long ThreadBytes, long ProcessBytes, long Calls)
{
    /// <summary>
    /// The imprecise process counter trails each thread by at most its current allocation context (a few KiB):
    /// other threads' allocation counts only beyond this, so a row that allocates on one thread reads exactly.
    /// </summary>
    public const long OtherThreadsSlackBytes = 64 * 1024;

    /// <summary>No calls counted.</summary>
    public static AllocationCount None => default;

    /// <summary>Starts counting on this thread.</summary>
    public static Counting Start() => new(GC.GetAllocatedBytesForCurrentThread(), GC.GetTotalAllocatedBytes(precise: false));

    public static AllocationCount operator +(AllocationCount left, AllocationCount right) =>
        new(left.ThreadBytes + right.ThreadBytes, left.ProcessBytes + right.ProcessBytes, left.Calls + right.Calls);

    /// <summary>
    /// Bytes per call: the calling thread's, or the whole process's when <paramref name="wholeProcess"/> and other
    /// threads allocated well beyond the counters' slack meanwhile (as an async row's continuations on pool threads
    /// do); null when no call was counted.
    /// </summary>
    public long? PerCall(bool wholeProcess)
    {
        if (Calls <= 0)
        {
            return null;
        }

        var allocated = wholeProcess && ProcessBytes - ThreadBytes > OtherThreadsSlackBytes ? ProcessBytes : ThreadBytes;
        return (long)Math.Round(allocated / (double)Calls);
    }

    /// <summary>Counters read when counting started.</summary>
    public readonly record struct Counting(long ThreadBefore, long ProcessBefore)
    {
        /// <summary>What this thread and the process allocated since <see cref="Start"/>, over <paramref name="calls"/> calls.</summary>
        public AllocationCount Stop(long calls) =>
            new(GC.GetAllocatedBytesForCurrentThread() - ThreadBefore, GC.GetTotalAllocatedBytes(precise: false) - ProcessBefore, calls);
    }
}
