using System.Buffers;
using MemoryPack;
using SerBench.Adapters;
using SerBench.Payloads;
using SerBench.Payloads.Models;
using SerBench.Serializers.TolerantTwins;
using SerBench.Serializers.Twins;

namespace SerBench.Serializers.MemoryPack;

/// <summary>Cysharp MemoryPack with [MemoryPackable(GenerateType.VersionTolerant)] and [MemoryPackOrder] members.</summary>
public sealed class MemoryPackVersionTolerantAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "memorypack-versiontolerant",
        InDefaultRoster = false,
        DisplayName = "MemoryPack (version tolerant)",
        Package = "MemoryPack",
        Version = LibraryVersion.Of(typeof(MemoryPackSerializer)),
        Format = FormatFamily.CustomBinary,
        Codegen = Codegen.SourceGenerated,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("every member is written, each with its length"),
            VersionTolerant: Trait.Yes("GenerateType.VersionTolerant: members are matched by [MemoryPackOrder] and each carries its length, so a reader skips orders it does not know and leaves missing ones at their defaults"),
            NeedsSchema: Trait.No("[MemoryPackable] partial types, compiled by its source generator; no schema file"),
            SafeForUntrustedInput: MemoryPackRows.SafeForUntrustedInput),
        TimedOnTwinTypes = true,
        Notes = "[MemoryPackable(GenerateType.VersionTolerant)] with [MemoryPackOrder(n)] on every member, n the model's key number. GenerateType is fixed per type " +
                "and the canonical models use the default layout (the memorypack row), so this row is timed on twin types (src/SerBench.Serializers/TolerantTwins); " +
                "mapping to and from them is outside the timed calls. MemoryPackSerializer.Serialize(IBufferWriter<byte>) out, Deserialize<T>(ReadOnlySpan<byte>) in, default options. " +
                "Declines customers (Address.Misc is typed object, which MemoryPack cannot hold).",
    };

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return payload.ClrType == typeof(List<Customer>)
            ? Support.No("Address.Misc is typed object, which MemoryPack cannot serialize, so the generator cannot take Customer.")
            : TolerantTwinCatalog.Supports(payload, Info.Id);
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => TolerantTwinCatalog.CreateCodec<T>(Library.Instance);

    private sealed class Library : ITwinLibrary
    {
        public static Library Instance { get; } = new();

        public TwinOperations<TTwin> Operations<TTwin>()
            where TTwin : class => new Operations<TTwin>();
    }

    /// <summary>The library's own calls on a twin; the read twin is kept so the read cannot be dropped.</summary>
    private sealed class Operations<TTwin> : TwinOperations<TTwin>
        where TTwin : class
    {
        public override void Serialize(IBufferWriter<byte> output) => MemoryPackSerializer.Serialize(output, Twin);

        public override void Deserialize(ReadOnlyMemory<byte> data) => Last = MemoryPackSerializer.Deserialize<TTwin>(data.Span)!;
    }
}
