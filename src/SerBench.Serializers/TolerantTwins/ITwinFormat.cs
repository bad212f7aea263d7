using System.Buffers;

namespace SerBench.Serializers.TolerantTwins;

/// <summary>A library's write and read of twin types: the calls the lab times for a row over these twins.</summary>
internal interface ITwinFormat
{
    void Write<TTwin>(TTwin twin, IBufferWriter<byte> output);

    TTwin Read<TTwin>(ReadOnlyMemory<byte> data);
}
