using System.Buffers;
using System.Xml.Serialization;
using SerBench.Adapters;
using SerBench.Adapters.IO;

namespace SerBench.Serializers.Xml;

/// <summary>XmlSerializer through its Stream API; the serializer (and its generated assembly) is built once per type.</summary>
internal sealed class XmlSerializerCodec<T> : ICodec<T>
{
    private readonly XmlSerializer _serializer = new(typeof(T));
    private readonly BufferWriterStream _output = new();
    private readonly ReadOnlyMemoryStream _input = new();

    public void Serialize(T value, IBufferWriter<byte> output)
    {
        _output.Reset(output);
        _serializer.Serialize(_output, value);
        _output.Flush();
    }

    public T Deserialize(ReadOnlyMemory<byte> data)
    {
        _input.Reset(data);
        return (T)(_serializer.Deserialize(_input)
            ?? throw new InvalidDataException($"The XML held null where a {typeof(T).Name} was expected."));
    }
}
