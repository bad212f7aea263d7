namespace SerBench.Adapters;

/// <summary>Everything a report says about a serializer row besides its numbers.</summary>
public sealed record SerializerInfo
{
    /// <summary>Short lower-case id used by the CLI and the run file, e.g. <c>stj-sourcegen</c>.</summary>
    public required string Id { get; init; }

    /// <summary>Name shown in tables, e.g. "System.Text.Json (source-gen)".</summary>
    public required string DisplayName { get; init; }

    /// <summary>NuGet package id of the library (or "System.Text.Json (shared framework)").</summary>
    public required string Package { get; init; }

    /// <summary>Library version read from the loaded assembly; see <see cref="LibraryVersion"/>.</summary>
    public required string Version { get; init; }

    public required FormatFamily Format { get; init; }

    public required Codegen Codegen { get; init; }

    /// <summary>How bytes leave and enter the library in this row (buffer writer, byte[], stream, string).</summary>
    public required ApiShape ApiShape { get; init; }

    public required SerializerTraits Traits { get; init; }

    /// <summary>What the format loses on purpose; the round-trip check honours exactly this.</summary>
    public Fidelity Fidelity { get; init; } = Fidelity.Exact;

    /// <summary>A warning every report prints beside the row (e.g. a security hazard).</summary>
    public string? Warning { get; init; }

    /// <summary>
    /// True (the default) for a library's row in its users' usual configuration, which the default run
    /// measures. False for variants (another API shape or setting of a library another row stands for, a
    /// lab-written codec, a storage reproduction): they run with <c>--serializers all</c> or by id.
    /// </summary>
    public bool InDefaultRoster { get; init; } = true;

    /// <summary>
    /// True when the library works on types of its own (generated from a schema) and the lab times only its work
    /// on them, mapping to and from the payload's model being outside the timed call (see <see cref="ITwinTypeCodec{T}"/>).
    /// </summary>
    public bool TimedOnTwinTypes { get; init; }

    /// <summary>Anything else a reader should know about how this row was set up.</summary>
    public string? Notes { get; init; }
}
