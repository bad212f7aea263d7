using System.Buffers;
using System.Text;
using Google.Protobuf;
using SerBench.Serializers.Twins;

namespace SerBench.Serializers.Protobuf;

/// <summary>Protobuf's canonical JSON mapping: JsonFormatter to a string, JsonParser from one; UTF-8 at the edges.</summary>
internal sealed class ProtobufJsonOperations<TMessage> : TwinOperations<TMessage>
    where TMessage : class, IMessage<TMessage>, new()
{
    private static readonly JsonFormatter Formatter = new(JsonFormatter.Settings.Default);
    private static readonly JsonParser Parser = new(JsonParser.Settings.Default);

    public override void Serialize(IBufferWriter<byte> output) => Encoding.UTF8.GetBytes(Formatter.Format(Twin), output);

    public override void Deserialize(ReadOnlyMemory<byte> data) => Last = Parser.Parse<TMessage>(Encoding.UTF8.GetString(data.Span));
}
