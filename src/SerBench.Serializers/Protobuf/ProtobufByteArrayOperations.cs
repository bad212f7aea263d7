using System.Buffers;
using System.Runtime.InteropServices;
using Google.Protobuf;
using SerBench.Serializers.Twins;

namespace SerBench.Serializers.Protobuf;

/// <summary>Binary protobuf through ToByteArray / ParseFrom(byte[]): the returned array is copied into the lab's buffer.</summary>
internal sealed class ProtobufByteArrayOperations<TMessage>(MessageParser<TMessage> parser) : TwinOperations<TMessage>
    where TMessage : class, IMessage<TMessage>, new()
{
    public override void Serialize(IBufferWriter<byte> output) => output.Write(Twin.ToByteArray());

    public override void Deserialize(ReadOnlyMemory<byte> data) =>
        Last = MemoryMarshal.TryGetArray(data, out var segment)
            ? parser.ParseFrom(segment.Array!, segment.Offset, segment.Count)
            : parser.ParseFrom(data.ToArray());
}
