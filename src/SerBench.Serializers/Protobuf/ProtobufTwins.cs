using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.Protobuf;

/// <summary>The twins SerBench holds: one per canonical model type of the built-in payloads.</summary>
internal static class ProtobufTwins
{
    private static readonly Dictionary<Type, TwinMap> ByModelType = new TwinMap[]
    {
        SeedTwins.Tiny, SeedTwins.Simple, SeedTwins.Complex, SeedTwins.Person, SeedTwins.Floats,
        MessageTwins.Envelope, MessageTwins.Customers, GrainStateTwins.Document,
    }.Concat(EvolveTwins.All).ToDictionary(m => m.ModelType);

    public static Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return ByModelType.ContainsKey(payload.ClrType)
            ? Support.Yes
            : Support.No(
                $"no .proto twin for {payload.ClrType.FullName}: Google.Protobuf needs message types generated from a schema, " +
                "and SerBench holds twins for its built-in payloads only (add a .proto and an adapter in your project).");
    }

    public static ICodec<T> CreateCodec<T>(ProtobufApi api)
    {
        if (!ByModelType.TryGetValue(typeof(T), out var map))
        {
            throw new NotSupportedException($"No protobuf twin for {typeof(T).FullName}; twins exist for: {string.Join(", ", ByModelType.Keys.Select(t => t.Name))}.");
        }

        return map.CreateCodec<T>(api);
    }
}
