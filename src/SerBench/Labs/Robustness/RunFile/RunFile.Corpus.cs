using System.Text.Json.Serialization;
using SerBench.Labs.Robustness;

namespace SerBench.RunFiles;

/// <summary>The robustness lab's section of run.json.</summary>
public sealed partial record RunFile
{
    /// <summary>The robustness lab's corpus mode (`serbench robustness --corpus DIR`), when this run was one.</summary>
    [JsonPropertyOrder(3)]
    public CorpusSection? Corpus { get; init; }
}
