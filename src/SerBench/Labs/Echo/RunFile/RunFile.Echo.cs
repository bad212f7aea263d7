using System.Text.Json.Serialization;
using SerBench.Labs.Echo;

namespace SerBench.RunFiles;

/// <summary>The echo lab's section of run.json.</summary>
public sealed partial record RunFile
{
    /// <summary>The echo lab's windows (serbench echo); null when the run had none.</summary>
    [JsonPropertyOrder(5)]
    public EchoSection? Echo { get; init; }
}
