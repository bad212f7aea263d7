using System.Text.Json.Serialization;
using SerBench.Labs.Evolve;

namespace SerBench.RunFiles;

/// <summary>The evolve lab's section of run.json.</summary>
public sealed partial record RunFile
{
    /// <summary>The version-tolerance lab's results (`serbench evolve`), when this run was one.</summary>
    [JsonPropertyOrder(4)]
    public EvolveSection? Evolve { get; init; }
}
