namespace SerBench.Labs.Scenarios;

/// <summary>
/// The <c>scenarios</c> section of run.json: the six scenarios of seed 001 per payload and serializer, with
/// ratios to a baseline serializer, and the seed's published figures as data beside them.
/// </summary>
public sealed record ScenariosSection
{
    /// <summary>The serializer ratios are taken against (System.Text.Json, as in the seed's comparisons).</summary>
    public required string Baseline { get; init; }

    /// <summary>How the "10 different" objects differ from the canonical one.</summary>
    public required string Variants { get; init; }

    public IReadOnlyList<ScenarioRecord> Rows { get; init; } = [];

    public IReadOnlyList<SeedScenarioFigure> Seed { get; init; } = [];
}

/// <summary>One scenario × payload × serializer. Times are per benchmark call (10 operations for the "10" scenarios).</summary>
public sealed record ScenarioRecord
{
    public required string Scenario { get; init; }

    public required string Payload { get; init; }

    public required string Serializer { get; init; }

    public required string Status { get; init; }

    public string? Reason { get; init; }

    public double? MedianNs { get; init; }

    public double? MeanNs { get; init; }

    public double? CiLowerNs { get; init; }

    public double? CiUpperNs { get; init; }

    public long? AllocatedBytes { get; init; }

    public bool Noisy { get; init; }

    /// <summary>Median over the baseline's median for the same scenario and payload.</summary>
    public double? Ratio { get; init; }
}

/// <summary>A row of seed 001's published table (their hardware): mean, allocation and its ratio to their System.Text.Json.</summary>
public sealed record SeedScenarioFigure(
    string Scenario,
    string Payload,
    string Serializer,
    double MeanNs,
    long? AllocatedBytes,
    double? RatioToSystemTextJson,
    string? Note);
