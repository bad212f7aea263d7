using SerBench.Catalog;
using SerBench.Labs.Micro;
using SerBench.Payloads;
using SerBench.Serializers;

namespace SerBench.Worker;

/// <summary>
/// The rows and payloads of this measuring process: SerBench's built-in ones, discovered as the lab program discovers
/// them. An adapter whose constructor throws here (under NativeAOT: reflection-based System.Text.Json is off, a
/// library's dynamic code cannot run) is left out of the catalog, so every other row is still measured; a spec for that
/// row fails its cells with what the constructor threw (docs/runtimes.md).
/// </summary>
internal static class WorkerRows
{
    public static LabCatalog Catalog(MicroWorkerSpec spec)
    {
        ArgumentNullException.ThrowIfNull(spec);
        return Catalog(spec.Sample, spec.SerializerType);
    }

    /// <summary>The catalog of a counting process (its spec names no adapter type: a row whose constructor threw is not found, and the process says so).</summary>
    public static LabCatalog Catalog(string? sample, string? serializerType)
    {
        if (sample is not null)
        {
            throw new InvalidDataException("A measuring process for another runtime has no JSON sample payloads.");
        }

        var failed = new Dictionary<string, Exception>(StringComparer.Ordinal);
        var adapters = AdapterDiscovery.FromAssembly(typeof(BuiltInSerializers).Assembly, (type, error) => failed[type.FullName ?? type.Name] = error)
            .OrderBy(a => a.Info.Id, StringComparer.Ordinal)
            .ToList();
        if (serializerType is { } type && failed.TryGetValue(type, out var thrown))
        {
            throw new RowCreationException($"Creating the adapter threw {thrown.GetType().Name}: {thrown.Message}", thrown);
        }

        return LabCatalog.Create(adapters, BuiltInPayloads.All, BuiltInSerializers.NotInstalled);
    }
}
