using System.Text.Json.Serialization;
using SerBench.Labs.Startup;

namespace SerBench.RunFiles;

/// <summary>The startup lab's section of run.json.</summary>
public sealed partial record RunFile
{
    /// <summary>First calls in fresh processes, from `serbench startup`.</summary>
    [JsonPropertyOrder(9)]
    public StartupSection? Startup { get; init; }
}
