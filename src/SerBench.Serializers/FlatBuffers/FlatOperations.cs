using System.Buffers;
using Google.FlatBuffers;
using SerBench.Serializers.Twins;

namespace SerBench.Serializers.FlatBuffers;

/// <summary>
/// The generated calls a FlatBuffers user makes on a root table's object-API twin, over the codec's channel:
/// <paramref name="pack"/> writes the twin into a builder and returns the root's offset; <paramref name="unpack"/> reads
/// the root table at the buffer's position into a new twin, completely (<c>GetRootAs…</c> and <c>UnPack</c>).
/// </summary>
internal sealed class FlatOperations<TTwin>(FlatChannel channel, Func<FlatBufferBuilder, TTwin, int> pack, Func<ByteBuffer, TTwin> unpack)
    : TwinOperations<TTwin>
    where TTwin : class
{
    public override void Serialize(IBufferWriter<byte> output) => channel.Write(pack, Twin, output);

    public override void Deserialize(ReadOnlyMemory<byte> data) => Last = FlatChannel.Read(unpack, data);
}
