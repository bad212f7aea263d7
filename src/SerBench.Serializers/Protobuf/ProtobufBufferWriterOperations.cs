using System.Buffers;
using Google.Protobuf;
using SerBench.Serializers.Twins;

namespace SerBench.Serializers.Protobuf;

/// <summary>Binary protobuf into the lab's buffer writer, parsed straight from its memory.</summary>
internal sealed class ProtobufBufferWriterOperations<TMessage>(MessageParser<TMessage> parser) : TwinOperations<TMessage>
    where TMessage : class, IMessage<TMessage>, new()
{
    public override void Serialize(IBufferWriter<byte> output) => Twin.WriteTo(output);

    public override void Deserialize(ReadOnlyMemory<byte> data) => Last = parser.ParseFrom(data.Span);
}
