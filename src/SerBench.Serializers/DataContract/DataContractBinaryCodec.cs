using System.Buffers;
using System.Runtime.Serialization;
using System.Xml;
using SerBench.Adapters;
using SerBench.Adapters.IO;

namespace SerBench.Serializers.DataContract;

/// <summary>
/// DataContractSerializer over the binary XML writer and reader (the WCF binary encoding without a shared
/// dictionary). Writer and reader are created once and pointed at each buffer through their initializer
/// interfaces, as WCF does, so no XML writer is built inside a timed call.
/// </summary>
internal sealed class DataContractBinaryCodec<T> : ICodec<T>
{
    private readonly DataContractSerializer _serializer = new(typeof(T));
    private readonly BufferWriterStream _output = new();
    private readonly ReadOnlyMemoryStream _input = new();
    private readonly XmlDictionaryWriter _writer = XmlDictionaryWriter.CreateBinaryWriter(Stream.Null, null, null, ownsStream: false);
    private readonly XmlDictionaryReader _reader = XmlDictionaryReader.CreateBinaryReader(new MemoryStream([]), XmlDictionaryReaderQuotas.Max);

    public void Serialize(T value, IBufferWriter<byte> output)
    {
        _output.Reset(output);
        ((IXmlBinaryWriterInitializer)_writer).SetOutput(_output, null, null, ownsStream: false);
        _serializer.WriteObject(_writer, value);
        _writer.Flush();
        _output.Flush();
    }

    public T Deserialize(ReadOnlyMemory<byte> data)
    {
        _input.Reset(data);
        ((IXmlBinaryReaderInitializer)_reader).SetInput(_input, null, XmlDictionaryReaderQuotas.Max, null, null);
        return (T)(_serializer.ReadObject(_reader)
            ?? throw new InvalidDataException($"The binary XML held null where a {typeof(T).Name} was expected."));
    }
}
