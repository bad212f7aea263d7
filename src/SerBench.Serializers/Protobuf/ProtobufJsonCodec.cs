using System.Buffers;
using System.Text;
using Google.Protobuf;

namespace SerBench.Serializers.Protobuf;

/// <summary>Protobuf's canonical JSON mapping: JsonFormatter to a string, JsonParser from one; UTF-8 at the edges.</summary>
internal sealed class ProtobufJsonCodec<T, TMessage>(TwinMap<T, TMessage> map) : TwinCodec<T, TMessage>(map)
    where TMessage : class, IMessage<TMessage>, new()
{
    private static readonly JsonFormatter Formatter = new(JsonFormatter.Settings.Default);
    private static readonly JsonParser Parser = new(JsonParser.Settings.Default);

    protected override void Write(TMessage twin, IBufferWriter<byte> output) =>
        Encoding.UTF8.GetBytes(Formatter.Format(twin), output);

    protected override TMessage Read(ReadOnlyMemory<byte> data) =>
        Parser.Parse<TMessage>(Encoding.UTF8.GetString(data.Span));
}
