using System.Buffers;
using MemoryPack;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.MemoryPack;

/// <summary>Cysharp MemoryPack: source-generated [MemoryPackable] partial types, its own binary layout.</summary>
public sealed class MemoryPackAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "memorypack",
        DisplayName = "MemoryPack",
        Package = "MemoryPack",
        Version = LibraryVersion.Of(typeof(MemoryPackSerializer)),
        Format = FormatFamily.CustomBinary,
        Codegen = Codegen.SourceGenerated,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("every member is written in declaration order"),
            VersionTolerant: Trait.No("the default layout (GenerateType.Object) only allows members added at the end; removing or reordering breaks reading"),
            NeedsSchema: Trait.No("[MemoryPackable] partial types, compiled by its source generator; no schema file"),
            SafeForUntrustedInput: MemoryPackRows.SafeForUntrustedInput),
        Notes = "[MemoryPackable] on the canonical models (partial classes; its generator writes the formatters at build time); " +
                "MemoryPackSerializer.Serialize(IBufferWriter<byte>) out, Deserialize<T>(ReadOnlySpan<byte>) in, default options. " +
                "Declines types it cannot hold (a member typed object).",
    };

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        var element = payload.ClrType.IsGenericType ? payload.ClrType.GetGenericArguments()[0] : payload.ClrType;
        return typeof(IMemoryPackable<>).MakeGenericType(element).IsAssignableFrom(element) || element.IsPrimitive
            ? Support.Yes
            : Support.No($"{element.Name} is not [MemoryPackable]: it holds a member typed object (Address.Misc), which MemoryPack cannot serialize, so the generator cannot take it.");
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new Codec<T>();

    private sealed class Codec<T> : ICodec<T>
    {
        public void Serialize(T value, IBufferWriter<byte> output) => MemoryPackSerializer.Serialize(output, value);

        public T Deserialize(ReadOnlyMemory<byte> data) => MemoryPackSerializer.Deserialize<T>(data.Span)!;
    }
}
