using System.Buffers;
using System.Runtime.Serialization.Formatters.Binary;
using SerBench.Adapters;
using SerBench.Adapters.IO;

namespace SerBench.Serializers.Formatters;

#pragma warning disable SYSLIB0011 // The row exists to measure the obsolete formatter; its adapter carries the warning.

/// <summary>BinaryFormatter over reused streams; one formatter per codec.</summary>
internal sealed class BinaryFormatterCodec<T> : ICodec<T>
{
    private readonly BinaryFormatter _formatter = new();
    private readonly BufferWriterStream _output = new();
    private readonly ReadOnlyMemoryStream _input = new();

    public void Serialize(T value, IBufferWriter<byte> output)
    {
        ArgumentNullException.ThrowIfNull(value);
        _output.Reset(output);
        _formatter.Serialize(_output, value);
        _output.Flush();
    }

    public T Deserialize(ReadOnlyMemory<byte> data)
    {
        _input.Reset(data);
        return (T)_formatter.Deserialize(_input);
    }
}
