using System.Buffers;
using Hyperion;
using SerBench.Adapters;
using SerBench.Adapters.IO;
using SerBench.Payloads;

namespace SerBench.Serializers.Hyperion;

/// <summary>Akka.NET's Hyperion: reflection-compiled serializers for any type, type manifests in the data, default options.</summary>
public sealed class HyperionAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "hyperion",
        DisplayName = "Hyperion",
        Package = "Hyperion",
        Version = LibraryVersion.Of(typeof(Serializer)),
        Format = FormatFamily.CustomBinary,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.Stream,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("every field is written, defaults included"),
            VersionTolerant: Trait.No("SerializerOptions.VersionTolerance is off by default: fields are read by position, so adding or removing one breaks reading"),
            NeedsSchema: Trait.No("no attributes and no schema: fields by reflection, compiled to delegates on first use"),
            SafeForUntrustedInput: Trait.No(
                "the data names the .NET types to create (type manifests); only a deny-list of known gadget types stands in the way (DisallowUnsafeTypes)")),
        Notes = "One new Serializer() (SerializerOptions.Default: no version tolerance, no reference preservation), shared by every codec, " +
                "as Akka.NET holds one. Serialize(object, Stream) into a stream over the lab's buffer, Deserialize<T>(Stream) from a stream over the bytes. " +
                "Takes a type it has never seen (--types).",
    };

    private static readonly Serializer Shared = new();

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return Support.Yes;
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new Codec<T>();

    private sealed class Codec<T> : ICodec<T>
    {
        private readonly BufferWriterStream _output = new();
        private readonly ReadOnlyMemoryStream _input = new();

        public void Serialize(T value, IBufferWriter<byte> output)
        {
            _output.Reset(output);
            Shared.Serialize(value!, _output);
            _output.Flush();
        }

        public T Deserialize(ReadOnlyMemory<byte> data)
        {
            _input.Reset(data);
            return Shared.Deserialize<T>(_input);
        }
    }
}
