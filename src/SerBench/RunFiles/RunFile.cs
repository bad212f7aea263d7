namespace SerBench.RunFiles;

/// <summary>
/// One run, as written to <c>run.json</c> (camelCase). Every report is built from this document alone.
/// Renaming a member is a schema change: bump <see cref="CurrentSchemaVersion"/>. Each lab adds its own section in a
/// part of this record in its folder (Labs/&lt;lab&gt;/RunFile), ordered after these members by <see cref="System.Text.Json.Serialization.JsonPropertyOrderAttribute"/>.
/// </summary>
public sealed partial record RunFile
{
    public const int CurrentSchemaVersion = 1;

    public int SchemaVersion { get; init; } = CurrentSchemaVersion;

    public required string SerbenchVersion { get; init; }

    /// <summary>Name of the preset (dry, quick, full).</summary>
    public required string Preset { get; init; }

    /// <summary>The preset's frozen settings, so a reader knows exactly how cells were measured.</summary>
    public PresetRecord? PresetSettings { get; init; }

    public required DateTime StartedUtc { get; init; }

    public DateTime? FinishedUtc { get; init; }

    /// <summary>True when the run stopped before every planned cell was measured.</summary>
    public bool Partial { get; init; }

    /// <summary>Why a partial run stopped (cancelled, crashed with …).</summary>
    public string? PartialReason { get; init; }

    /// <summary>How many cells the micro run planned (each measured in every round); null for the other labs and in older runs.</summary>
    public int? PlannedCells { get; init; }

    /// <summary>The command line that produced the run.</summary>
    public string? CommandLine { get; init; }

    public required EnvironmentRecord Environment { get; init; }

    /// <summary>Every serializer row the run knew of, installed or not, with its labels.</summary>
    public IReadOnlyList<SerializerRecord> Serializers { get; init; } = [];

    /// <summary>Every payload the run used, with the size it used.</summary>
    public IReadOnlyList<PayloadRecord> Payloads { get; init; } = [];

    public IReadOnlyList<CellRecord> Cells { get; init; } = [];

    /// <summary>
    /// The zstd that worked out the cells' zstd sizes, "zstd 1.5.7 (ZstdSharp 0.8.8)"; null in runs made before
    /// 2026-11-26, which took the machine's libzstd (its version unrecorded; sizes of large payloads differ by version).
    /// </summary>
    public string? Zstd { get; init; }

    /// <summary>How the micro cells were measured (isolation, order, rounds, the machine's steadiness); null in older runs.</summary>
    public MeasurementRecord? Measurement { get; init; }
}
