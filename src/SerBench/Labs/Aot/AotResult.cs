using System.Text.Json.Serialization;

namespace SerBench.Labs.Aot;

/// <summary>What one NativeAOT check found, per row: the file `serbench aot` writes (aot.json) and `list`, `recommend` read.</summary>
internal sealed record AotResult
{
    public const int CurrentSchema = 1;

    public int SchemaVersion { get; init; } = CurrentSchema;

    public required string CheckedUtc { get; init; }

    public required string Runtime { get; init; }

    public required string Rid { get; init; }

    /// <summary>The publish: built or reused, how long it took, the log.</summary>
    public required string Build { get; init; }

    /// <summary>Seconds the publish of every selected row took, when it ran now.</summary>
    public double? BuildSeconds { get; init; }

    public required IReadOnlyList<AotRow> Rows { get; init; }

    /// <summary>Warnings in code no selected row owns (the runtime's, SerBench's own): counted by code, shared by every row.</summary>
    public required IReadOnlyList<AotWarningCount> Unattributed { get; init; }

    public AotRow? Row(string id) => Rows.FirstOrDefault(r => string.Equals(r.Id, id, StringComparison.OrdinalIgnoreCase));
}

/// <summary>One row's standing under NativeAOT: its outcome, the warnings attributed to it, and each payload's round trip.</summary>
internal sealed record AotRow
{
    public required string Id { get; init; }

    /// <summary>One of <see cref="AotOutcome.All"/>.</summary>
    public required string Outcome { get; init; }

    public string? Reason { get; init; }

    public required IReadOnlyList<AotWarningCount> Warnings { get; init; }

    /// <summary>Rows sharing this row's warnings (same library or adapter folder): their warnings are the same ones.</summary>
    public IReadOnlyList<string> SharesWarningsWith { get; init; } = [];

    public required IReadOnlyList<AotPayload> Payloads { get; init; }

    [JsonIgnore]
    public int WarningTotal => Warnings.Sum(w => w.Count);
}

/// <summary>A warning code and how many times it was reported.</summary>
internal sealed record AotWarningCount(string Code, int Count);

/// <summary>One payload's round trip in the probe: works, throws (with the exception), differs, or unsupported.</summary>
internal sealed record AotPayload(string Payload, string Outcome, string? Stage, string? Exception, string? Message);

/// <summary>The outcomes a row can have, in the order tables list them.</summary>
internal static class AotOutcome
{
    public const string Works = "works";
    public const string WorksWithWarnings = "works-with-warnings";
    public const string FailsAtBuild = "fails-at-build";
    public const string FailsAtRun = "fails-at-run";
    public const string NotChecked = "not-checked";

    public static IReadOnlyList<string> All { get; } = [Works, WorksWithWarnings, FailsAtBuild, FailsAtRun, NotChecked];

    public static bool IsWorking(string outcome) => outcome is Works or WorksWithWarnings;

    /// <summary>The words a table shows.</summary>
    public static string Label(string outcome) => outcome.Replace('-', ' ');
}
