using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.FlatBuffers;

/// <summary>The twins SerBench holds for the FlatBuffers row: one per canonical model type, generated from Idl/*.fbs.</summary>
internal static class FlatTwins
{
    private static readonly Dictionary<Type, FlatTwinMap> ByModelType = new FlatTwinMap[]
    {
        SeedFlatTwins.Tiny, SeedFlatTwins.Simple, SeedFlatTwins.Complex, SeedFlatTwins.Person, SeedFlatTwins.Floats,
        MessageFlatTwins.Envelope, MessageFlatTwins.Customers, GrainStateFlatTwins.Document,
    }.Concat(EvolveFlatTwins.All).ToDictionary(m => m.ModelType);

    public static Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return ByModelType.ContainsKey(payload.ClrType)
            ? Support.Yes
            : Support.No(
                $"no FlatBuffers schema for {payload.ClrType.FullName}: the FlatBuffers row needs tables generated from a .fbs file by flatc, " +
                "and SerBench holds schemas for its built-in payloads only (add a .fbs file, its generated code and an adapter in your project).");
    }

    public static ICodec<T> CreateCodec<T>()
    {
        if (!ByModelType.TryGetValue(typeof(T), out var map))
        {
            throw new NotSupportedException($"No FlatBuffers twin for {typeof(T).FullName}; twins exist for: {string.Join(", ", ByModelType.Keys.Select(t => t.Name))}.");
        }

        return map.CreateCodec<T>();
    }
}
