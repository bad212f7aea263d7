namespace SerBench.Labs.Http;

/// <summary>
/// The HTTP lab's part of <c>run.json</c> (<c>http</c>): how the load was made, one result per writer (bad
/// responses included), the writers the server skipped, and seed 003's published load table for ratios.
/// </summary>
public sealed record HttpSection
{
    public required HttpSettingsRecord Settings { get; init; }

    public IReadOnlyList<HttpWriterResult> Writers { get; init; } = [];

    /// <summary>Installed serializers the server does not serve (no customers support, failed round trip), with why.</summary>
    public IReadOnlyList<HttpSkippedWriter> Skipped { get; init; } = [];

    /// <summary>Seed 003's published load table, copied into the run so the report needs nothing else.</summary>
    public IReadOnlyList<HttpReferenceRow> Reference { get; init; } = [];

    /// <summary>Where <see cref="Reference"/> came from and what hardware it ran on.</summary>
    public string? ReferenceSource { get; init; }

    /// <summary>Anything a reader should know about this run (a writer that failed, a busy machine).</summary>
    public IReadOnlyList<string> Notes { get; init; } = [];

    /// <summary>Both ends and the measured round trip between them; null in older runs.</summary>
    public NetworkPathRecord? Network { get; init; }
}

/// <summary>How the HTTP lab was run.</summary>
public sealed record HttpSettingsRecord
{
    /// <summary>The load generator, e.g. "wrk".</summary>
    public required string LoadTool { get; init; }

    public string? LoadToolVersion { get; init; }

    /// <summary>The first (or only) level of open connections.</summary>
    public required int Connections { get; init; }

    /// <summary>Every level of open connections, in the order measured; empty in older runs (one level: <see cref="Connections"/>).</summary>
    public IReadOnlyList<int> ConnectionLevels { get; init; } = [];

    public required int Threads { get; init; }

    public required double DurationSeconds { get; init; }

    /// <summary>Unmeasured load per writer before its window; the server as a whole first takes twice this on raw.</summary>
    public required double WarmupSeconds { get; init; }

    /// <summary>The requests/s the load was paced near (--rate); null: as fast as the server answered.</summary>
    public int? Rate { get; init; }

    /// <summary>How the pacing was done, in words (wrk's delay() per connection), when <see cref="Rate"/> is set.</summary>
    public string? Pacing { get; init; }

    /// <summary>Customers per response (<c>?count=</c>).</summary>
    public required int Count { get; init; }

    /// <summary>The server's base address during the run.</summary>
    public required string ServerUrl { get; init; }

    /// <summary>How often the server's counters were sampled.</summary>
    public double CounterIntervalSeconds { get; init; } = 1;

    /// <summary>Logical cores the server process saw (CPU % is of all of them, as the runtime's cpu-usage counter).</summary>
    public int ServerProcessorCount { get; init; }

    /// <summary>Load tool and server share the machine (true here), so CPU the load tool burns is not the server's.</summary>
    public bool SameMachine { get; init; } = true;
}

/// <summary>A writer the server did not serve, and why.</summary>
public sealed record HttpSkippedWriter(string Writer, string Reason);
