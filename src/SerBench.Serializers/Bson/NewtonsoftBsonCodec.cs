using System.Buffers;
using Newtonsoft.Json;
using Newtonsoft.Json.Bson;
using SerBench.Adapters;
using SerBench.Adapters.IO;

namespace SerBench.Serializers.Bson;

/// <summary>
/// BSON through a BsonDataWriter / BsonDataReader over the lab's buffers. The reader and writer are the
/// library's per-document objects (not reusable); the streams under them are reused.
/// </summary>
internal sealed class NewtonsoftBsonCodec<T>(JsonSerializer serializer, bool rootIsArray) : ICodec<T>
{
    private readonly BufferWriterStream _output = new();
    private readonly ReadOnlyMemoryStream _input = new();

    public void Serialize(T value, IBufferWriter<byte> output)
    {
        _output.Reset(output);
        using var writer = new BsonDataWriter(_output) { CloseOutput = false };
        serializer.Serialize(writer, value, typeof(T));
        writer.Flush();
        _output.Flush();
    }

    public T Deserialize(ReadOnlyMemory<byte> data)
    {
        _input.Reset(data);
        using var reader = new BsonDataReader(_input, rootIsArray, DateTimeKind.Utc) { CloseInput = false };
        return serializer.Deserialize<T>(reader)
            ?? throw new InvalidDataException($"The BSON document held null where a {typeof(T).Name} was expected.");
    }
}
