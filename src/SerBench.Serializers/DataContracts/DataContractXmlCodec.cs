using System.Buffers;
using System.Runtime.Serialization;
using System.Text;
using System.Xml;
using SerBench.Adapters;
using SerBench.Adapters.IO;

namespace SerBench.Serializers.DataContracts;

/// <summary>
/// DataContractSerializer over text XML. The serializer, the streams and the XmlDictionary reader and writer are
/// built once; each call points them at new data through the library's initializer interfaces.
/// </summary>
internal sealed class DataContractXmlCodec<T> : ICodec<T>
{
    // A text reader reads its input as soon as it is created; it starts on this and gets the real bytes per call.
    private static readonly byte[] PlaceholderXml = "<x/>"u8.ToArray();

    private readonly DataContractSerializer _serializer = new(typeof(T));
    private readonly BufferWriterStream _output = new();
    private readonly XmlDictionaryWriter _writer;
    private readonly ReadOnlyMemoryStream _input = new();
    private readonly XmlDictionaryReader _reader;

    public DataContractXmlCodec()
    {
        _writer = XmlDictionaryWriter.CreateTextWriter(_output, Encoding.UTF8, ownsStream: false);
        _reader = XmlDictionaryReader.CreateTextReader(PlaceholderXml, XmlDictionaryReaderQuotas.Max);
    }

    public void Serialize(T value, IBufferWriter<byte> output)
    {
        _output.Reset(output);
        ((IXmlTextWriterInitializer)_writer).SetOutput(_output, Encoding.UTF8, ownsStream: false);
        _serializer.WriteObject(_writer, value);
        _writer.Flush();
        _output.Flush();
    }

    public T Deserialize(ReadOnlyMemory<byte> data)
    {
        _input.Reset(data);
        ((IXmlTextReaderInitializer)_reader).SetInput(_input, encoding: null, XmlDictionaryReaderQuotas.Max, onClose: null);
        return (T)(_serializer.ReadObject(_reader)
            ?? throw new SerializationException($"The XML held nil where a {typeof(T).Name} was expected."));
    }
}
