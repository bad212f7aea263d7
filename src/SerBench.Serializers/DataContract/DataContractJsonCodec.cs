using System.Buffers;
using System.Runtime.Serialization.Json;
using SerBench.Adapters;
using SerBench.Adapters.IO;

namespace SerBench.Serializers.DataContract;

/// <summary>DataContractJsonSerializer through its Stream API, over reusable streams on the lab's buffers.</summary>
internal sealed class DataContractJsonCodec<T> : ICodec<T>
{
    private readonly DataContractJsonSerializer _serializer = new(typeof(T));
    private readonly BufferWriterStream _output = new();
    private readonly ReadOnlyMemoryStream _input = new();

    public void Serialize(T value, IBufferWriter<byte> output)
    {
        _output.Reset(output);
        _serializer.WriteObject(_output, value);
        _output.Flush();
    }

    public T Deserialize(ReadOnlyMemory<byte> data)
    {
        _input.Reset(data);
        return (T)(_serializer.ReadObject(_input)
            ?? throw new InvalidDataException($"The JSON held null where a {typeof(T).Name} was expected."));
    }
}
