using System.Text.Json;
using System.Text.Json.Serialization;
using System.Text.Json.Serialization.Metadata;
using SerBench.Labs.Micro.Counts;

namespace SerBench.Labs.Micro;

/// <summary>
/// The worker protocol's types, generated at build time: a NativeAOT measuring process keeps no constructor or property
/// that only reflection would reach (docs/runtimes.md). Everywhere else reflection still reads what this lacks.
/// </summary>
[JsonSourceGenerationOptions(JsonSerializerDefaults.Web)]
[JsonSerializable(typeof(MicroWorkerSpec))]
[JsonSerializable(typeof(MicroWorkerResult))]
[JsonSerializable(typeof(CountsWorkerSpec))]
[JsonSerializable(typeof(CountsPrepared))]
[JsonSerializable(typeof(CountsWindow))]
[JsonSerializable(typeof(CountsWarmUp))]
internal sealed partial class WorkerJsonContext : JsonSerializerContext
{
    /// <summary><paramref name="options"/> resolving the protocol's types from this context first.</summary>
    public static JsonSerializerOptions With(JsonSerializerOptions options) => new(options)
    {
        TypeInfoResolver = JsonTypeInfoResolver.Combine(Default, new DefaultJsonTypeInfoResolver()),
    };
}
