using System.Text.Json.Serialization;
using SerBench.Labs.Scenarios;

namespace SerBench.RunFiles;

/// <summary>The scenarios lab's section of run.json.</summary>
public sealed partial record RunFile
{
    /// <summary>The six scenarios of seed 001, from `serbench scenarios`.</summary>
    [JsonPropertyOrder(7)]
    public ScenariosSection? Scenarios { get; init; }
}
