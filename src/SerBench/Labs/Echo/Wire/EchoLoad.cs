namespace SerBench.Labs.Echo;

/// <summary>The load shape of every window: N clients × M in flight, a warm-up, then a duration or a message count.</summary>
internal sealed record EchoLoad
{
    public const int DefaultClients = 100;
    public const int DefaultInFlight = 1_000;

    public int Clients { get; init; } = DefaultClients;

    public int InFlight { get; init; } = DefaultInFlight;

    public TimeSpan Warmup { get; init; } = TimeSpan.FromSeconds(2);

    /// <summary>The measured time; ignored when <see cref="Messages"/> is set.</summary>
    public TimeSpan Duration { get; init; } = TimeSpan.FromSeconds(5);

    /// <summary>When set, the window ends after this many checked replies instead of after <see cref="Duration"/>.</summary>
    public long? Messages { get; init; }

    public int MaxFrameBytes { get; init; } = EchoFrame.DefaultMaxFrameBytes;

    /// <summary>Once sending stops, replies still in flight are awaited while they keep coming; after this long without one, the rest count as lost.</summary>
    public TimeSpan Drain { get; init; } = TimeSpan.FromSeconds(15);

    /// <summary>
    /// The warm-up lasts at least <see cref="Warmup"/> and until every client has had all its first requests
    /// answered (the in-flight queue has turned over once, so the window sees steady state), but no longer than this.
    /// </summary>
    public TimeSpan MaxWarmup { get; init; } = TimeSpan.FromSeconds(120);

    /// <summary>A message-count window with no new reply for this long ends (and says so) rather than hang.</summary>
    public TimeSpan Stall { get; init; } = TimeSpan.FromSeconds(30);
}
