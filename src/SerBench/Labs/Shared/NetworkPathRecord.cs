namespace SerBench.Labs.Shared;

/// <summary>
/// The path between a lab's client and its server as the client measured it before the first window: both
/// ends named, and the round trip timed as TCP connects (SYN to SYN-ACK), so it holds for any server.
/// </summary>
public sealed record NetworkPathRecord
{
    /// <summary>The client machine's host name.</summary>
    public required string ClientHost { get; init; }

    /// <summary>The local address the client's connections leave from.</summary>
    public required string ClientAddress { get; init; }

    /// <summary>The server's address and port.</summary>
    public required string ServerAddress { get; init; }

    public required double RttMedianMicroseconds { get; init; }

    public required double RttMinMicroseconds { get; init; }

    public required int Samples { get; init; }

    /// <summary>The link's capacity each way as the user declared it (--link-mbps), or null.</summary>
    public double? LinkMbps { get; init; }

    /// <summary>A row whose bytes/s reach this share of the declared link is named link-bound.</summary>
    public const double LinkBoundShare = 0.8;
}
