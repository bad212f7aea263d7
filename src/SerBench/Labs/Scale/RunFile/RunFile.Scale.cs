using System.Text.Json.Serialization;
using SerBench.Labs.Scale;

namespace SerBench.RunFiles;

/// <summary>The scale lab's section of run.json.</summary>
public sealed partial record RunFile
{
    /// <summary>The size sweep of `serbench scale`, when the run is one.</summary>
    [JsonPropertyOrder(6)]
    public ScaleSection? Scale { get; init; }
}
