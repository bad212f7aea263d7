using System.Text.Json.Serialization;

namespace SerBench.RunFiles;

/// <summary>The counts' part of run.json: what the run measured, and how it counted.</summary>
public sealed partial record RunFile
{
    /// <summary>What the run measured: "time", "counts" or "both" (<see cref="Measures"/>); null in runs before counts existed (time).</summary>
    [JsonPropertyOrder(10)]
    public string? Measure { get; init; }

    /// <summary>How the counts were taken, when the run counted.</summary>
    [JsonPropertyOrder(11)]
    public CountsSettingsRecord? CountsSettings { get; init; }

    /// <summary>The run's measure, "time" for runs written before counts existed.</summary>
    [JsonIgnore]
    public string MeasureOrTime => Measure ?? Measures.Time;

    /// <summary>True when the cells carry time figures (a time or both run).</summary>
    [JsonIgnore]
    public bool HasTime => MeasureOrTime != Measures.Counts;

    /// <summary>True when the cells carry counts (a counts or both run).</summary>
    [JsonIgnore]
    public bool HasCounts => MeasureOrTime != Measures.Time;
}
