using System.Buffers;
using System.Text;
using Newtonsoft.Json;
using SerBench.Adapters;
using SerBench.Adapters.IO;

namespace SerBench.Serializers.NewtonsoftJson;

/// <summary>
/// Newtonsoft.Json through its stream API. The writer chain (BufferWriterStream → StreamWriter → JsonTextWriter)
/// and the reader's stream and StreamReader are built once; a JsonTextReader cannot be pointed at new input,
/// so the library makes the codec create one per call.
/// </summary>
internal sealed class NewtonsoftCodec<T> : ICodec<T>
{
    private static readonly UTF8Encoding Utf8NoBom = new(encoderShouldEmitUTF8Identifier: false);

    private readonly JsonSerializer _serializer;
    private readonly BufferWriterStream _output = new();
    private readonly JsonTextWriter _writer;
    private readonly ReadOnlyMemoryStream _input = new();
    private readonly StreamReader _textReader;

    public NewtonsoftCodec(JsonSerializer serializer)
    {
        _serializer = serializer;
        _writer = new JsonTextWriter(new StreamWriter(_output, Utf8NoBom, bufferSize: 4096, leaveOpen: true)) { CloseOutput = false };
        _textReader = new StreamReader(_input, Utf8NoBom, detectEncodingFromByteOrderMarks: false, bufferSize: 4096, leaveOpen: true);
    }

    public void Serialize(T value, IBufferWriter<byte> output)
    {
        _output.Reset(output);
        _serializer.Serialize(_writer, value, typeof(T));

        // Pushes the StreamWriter's characters through to the lab's buffer.
        _writer.Flush();
        _output.Flush();
    }

    public T Deserialize(ReadOnlyMemory<byte> data)
    {
        _input.Reset(data);
        _textReader.DiscardBufferedData();
        using var reader = new JsonTextReader(_textReader) { CloseInput = false };
        return _serializer.Deserialize<T>(reader)
            ?? throw new JsonSerializationException($"The JSON held null where a {typeof(T).Name} was expected.");
    }
}
