using System.Diagnostics;

namespace SerBench.Labs.Echo;

/// <summary>The server process's own counters at one instant; two of them bound a serializer window.</summary>
internal readonly record struct ServerSnapshot(long Timestamp, TimeSpan Cpu, int Gen0, int Gen1, int Gen2, long AllocatedBytes, long Messages)
{
    public static ServerSnapshot Take(long messages)
    {
        using var process = Process.GetCurrentProcess();
        return new ServerSnapshot(
            Stopwatch.GetTimestamp(),
            process.TotalProcessorTime,
            GC.CollectionCount(0),
            GC.CollectionCount(1),
            GC.CollectionCount(2),
            GC.GetTotalAllocatedBytes(precise: true),
            messages);
    }

    /// <summary>What happened between <paramref name="start"/> and this snapshot.</summary>
    public ServerWindowStats Since(ServerSnapshot start) => new()
    {
        Seconds = Stopwatch.GetElapsedTime(start.Timestamp, Timestamp).TotalSeconds,
        CpuMilliseconds = (Cpu - start.Cpu).TotalMilliseconds,
        Gen0 = Gen0 - start.Gen0,
        Gen1 = Gen1 - start.Gen1,
        Gen2 = Gen2 - start.Gen2,
        AllocatedBytes = AllocatedBytes - start.AllocatedBytes,
        Messages = Messages - start.Messages,
    };
}

/// <summary>The server's figures for one measured window, sent back to the client as JSON on the control connection.</summary>
internal sealed record ServerWindowStats
{
    public double Seconds { get; init; }

    public double CpuMilliseconds { get; init; }

    public int Gen0 { get; init; }

    public int Gen1 { get; init; }

    public int Gen2 { get; init; }

    public long AllocatedBytes { get; init; }

    /// <summary>Frames the server answered in the window (all connections), the divisor of its per-message figures.</summary>
    public long Messages { get; init; }
}
