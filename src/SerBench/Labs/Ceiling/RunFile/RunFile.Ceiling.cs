using System.Text.Json.Serialization;
using SerBench.Labs.Ceiling;

namespace SerBench.RunFiles;

/// <summary>The ceiling lab's section of run.json.</summary>
public sealed partial record RunFile
{
    /// <summary>Float vectors against memcpy, from `serbench ceiling`.</summary>
    [JsonPropertyOrder(8)]
    public CeilingSection? Ceiling { get; init; }
}
