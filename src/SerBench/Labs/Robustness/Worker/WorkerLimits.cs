namespace SerBench.Labs.Robustness;

/// <summary>How long one case may take and how much heap a worker may use before it counts as a hang or out of memory.</summary>
/// <param name="TimeoutMs">Per case; past it the worker is killed and the case is a hang.</param>
/// <param name="MemoryMb">The worker's GC heap hard limit (DOTNET_GCHeapHardLimit).</param>
internal sealed record WorkerLimits(int TimeoutMs, int MemoryMb)
{
    public const int DefaultTimeoutMs = 5_000;
    public const int DefaultMemoryMb = 512;

    /// <summary>A worker gets this long to load and build its codec; a loaded machine can be slow to start .NET.</summary>
    public static TimeSpan StartupTimeout { get; } = TimeSpan.FromSeconds(120);

    /// <summary>
    /// A case that allocates more than this many bytes per input byte, and at least <see cref="ExcessiveFloorBytes"/>,
    /// is flagged "allocation far beyond input size" even when it did not run out of memory.
    /// </summary>
    public const long ExcessiveRatio = 1_000;

    public const long ExcessiveFloorBytes = 64L * 1024 * 1024;

    public static WorkerLimits Default { get; } = new(DefaultTimeoutMs, DefaultMemoryMb);

    public static bool IsExcessive(long? allocated, int inputLength) =>
        allocated is { } bytes && bytes >= ExcessiveFloorBytes && bytes > ExcessiveRatio * Math.Max(1, inputLength);
}
