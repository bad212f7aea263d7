using System.Text.Json.Serialization;
using SerBench.Labs.Http;

namespace SerBench.RunFiles;

/// <summary>The HTTP lab's section of run.json.</summary>
public sealed partial record RunFile
{
    /// <summary>The HTTP lab's results (<c>serbench http</c>), or null when it did not run.</summary>
    [JsonPropertyOrder(1)]
    public HttpSection? Http { get; init; }
}
