using MyLab.Model;
using SerBench.Adapters;
using SerBench.Payloads;

namespace MyLab.Codec;

/// <summary>This project's own binary format for orders, as a SerBench row beside the built-in serializers.</summary>
public sealed class OrderBinaryAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "order-binary",
        DisplayName = "MyLab order codec (hand-written binary)",
        Package = "MyLab",
        Version = LibraryVersion.Of(typeof(OrderBinaryAdapter)),
        Format = FormatFamily.CustomBinary,
        Codegen = Codegen.HandWritten,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("every field is written; only a missing ShippedAt is a single zero byte"),
            VersionTolerant: Trait.No("positional fields without tags: a new field breaks old readers"),
            NeedsSchema: Trait.No("the format is the code in OrderWire"),
            SafeForUntrustedInput: Trait.Yes("reads only orders; counts are checked against the bytes left")),
        Notes = "Varint integers, length-prefixed UTF-8 strings, decimals as their 16 raw bytes, DateTimeOffset as UTC ticks + offset minutes.",
    };

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return payload.ClrType == typeof(Order) || payload.ClrType == typeof(List<Order>)
            ? Support.Yes
            : Support.No($"written for MyLab's Order only; {payload.ClrType.Name} has no codec");
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => typeof(T) switch
    {
        var t when t == typeof(Order) => (ICodec<T>)(object)new OrderCodec(),
        var t when t == typeof(List<Order>) => (ICodec<T>)(object)new OrderListCodec(),
        _ => throw new NotSupportedException($"No codec for {typeof(T).Name}; Supports declines it."),
    };
}
