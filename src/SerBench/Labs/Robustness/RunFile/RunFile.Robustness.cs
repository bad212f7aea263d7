using System.Text.Json.Serialization;
using SerBench.Labs.Robustness;

namespace SerBench.RunFiles;

/// <summary>The robustness lab's section of run.json.</summary>
public sealed partial record RunFile
{
    /// <summary>The robustness lab's results (`serbench robustness`), when this run was one.</summary>
    [JsonPropertyOrder(2)]
    public RobustnessSection? Robustness { get; init; }
}
