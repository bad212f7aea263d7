using SerBench.Adapters;
using SerBench.Payloads;
using SerBench.Payloads.Models;
using Thrift.Protocol;

namespace SerBench.Serializers.Thrift;

/// <summary>The twins SerBench holds for the Thrift rows: one per canonical model type Thrift can express, and why the others have none.</summary>
internal static class ThriftTwins
{
    private static readonly Dictionary<Type, TwinMap> ByModelType = new TwinMap[]
    {
        SeedTwins.Tiny, SeedTwins.Simple, SeedTwins.Complex, SeedTwins.Person, MessageTwins.Envelope, MessageTwins.Customers, GrainStateTwins.Document,
    }.Concat(EvolveTwins.All).ToDictionary(m => m.ModelType);

    /// <summary>Built-in payload types with no twin, each with the reason (Idl/common.thrift says the same).</summary>
    private static readonly Dictionary<Type, string> NoTwin = new()
    {
        [typeof(FloatVectors)] =
            "Thrift has no 32-bit floating-point type, only the 64-bit double, so the float[] has no twin; written as doubles it would be " +
            "8 bytes per value against every other row's 4, and this payload measures exactly that cost",
    };

    public static Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        if (ByModelType.ContainsKey(payload.ClrType))
        {
            return Support.Yes;
        }

        return NoTwin.TryGetValue(payload.ClrType, out var why)
            ? Support.No($"Thrift cannot take {payload.Id}: {why}.")
            : Support.No(
                $"no Thrift IDL for {payload.ClrType.FullName}: the Thrift rows need structs generated from a .thrift file by the thrift " +
                "compiler, and SerBench holds IDL for its built-in payloads only (add a .thrift file, its generated code and an adapter in your project).");
    }

    public static ICodec<T> CreateCodec<T>(TProtocolFactory protocol)
    {
        if (!ByModelType.TryGetValue(typeof(T), out var map))
        {
            throw new NotSupportedException($"No Thrift twin for {typeof(T).FullName}; twins exist for: {string.Join(", ", ByModelType.Keys.Select(t => t.Name))}.");
        }

        return map.CreateCodec<T>(protocol);
    }
}
