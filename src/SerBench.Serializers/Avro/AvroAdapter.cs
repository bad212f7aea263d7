using System.Buffers;
using Avro.IO;
using Avro.Reflect;
using SerBench.Adapters;
using SerBench.Adapters.IO;
using SerBench.Payloads;

namespace SerBench.Serializers.Avro;

/// <summary>Apache.Avro's Reflect API: Avro binary encoding of plain C# objects through a schema generated from their types.</summary>
public sealed class AvroAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "avro",
        DisplayName = "Apache Avro (Reflect)",
        Package = "Apache.Avro",
        Version = LibraryVersion.Of(typeof(ReflectWriter<>)),
        Format = FormatFamily.Other,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.Stream,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("every field of the schema is written, defaults and nulls included (a union branch index each)"),
            VersionTolerant: Trait.No("Avro evolves by schema resolution, which needs the writer's schema at read time; this row reads with the schema of the type it reads into"),
            NeedsSchema: Trait.Yes("an Avro schema; this row generates it once per type from the public read-write properties, as a schema-first user would write it"),
            SafeForUntrustedInput: Trait.Yes("no type names in the data: bytes are read against the reader's own schema, so they cannot choose what is created")),
        Fidelity = new Fidelity { DateTimePrecision = TimeSpan.FromTicks(10), PreservesDateTimeKind = false },
        Notes = "Apache.Avro's Reflect API (ReflectWriter<T>/ReflectReader<T>) over a BinaryEncoder/BinaryDecoder on a stream over the lab's buffer: " +
                "Avro binary without a container file, so the schema is not in the bytes. The schema is generated once per type: records, " +
                "references as unions with null, List<T> as arrays, Dictionary<string, T> as maps, Guid as uuid, DateTime as timestamp-micros " +
                "(UTC, microseconds), decimal as an invariant string (Reflect converts no System.Decimal to Avro's decimal type). " +
                "Takes a type it has never seen (--types) when every member maps.",
    };

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return AvroSchemaBuilder.Unsupported(payload.ClrType) is { } why
            ? Support.No($"Avro's Reflect API cannot take {payload.Id}: {why}")
            : Support.Yes;
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new Codec<T>(AvroTypeModel.Of(typeof(T)));

    private sealed class Codec<T> : ICodec<T>
    {
        private readonly BufferWriterStream _output = new();
        private readonly ReadOnlyMemoryStream _input = new();
        private readonly BinaryEncoder _encoder;
        private readonly BinaryDecoder _decoder;
        private readonly ReflectWriter<T> _writer;
        private readonly ReflectReader<T> _reader;

        public Codec(AvroTypeModel model)
        {
            _encoder = new BinaryEncoder(_output);
            _decoder = new BinaryDecoder(_input);
            _writer = new ReflectWriter<T>(model.Schema, model.Cache);
            _reader = new ReflectReader<T>(model.Schema, model.Schema, model.Cache);
        }

        public void Serialize(T value, IBufferWriter<byte> output)
        {
            _output.Reset(output);
            _writer.Write(value, _encoder);
            _output.Flush();
        }

        public T Deserialize(ReadOnlyMemory<byte> data)
        {
            _input.Reset(data);
            return _reader.Read(default!, _decoder);
        }
    }
}
