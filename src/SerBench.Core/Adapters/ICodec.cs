using System.Buffers;

namespace SerBench.Adapters;

/// <summary>
/// A typed serializer for one payload type. Serialization writes into the lab's buffer; deserialization
/// reads the bytes it is given and must build the whole object (lazy formats touch every field).
/// A codec is used by one thread at a time.
/// </summary>
public interface ICodec<T>
{
    /// <summary>Writes <paramref name="value"/> into <paramref name="output"/>.</summary>
    void Serialize(T value, IBufferWriter<byte> output);

    /// <summary>Reads a complete <typeparamref name="T"/> from <paramref name="data"/>.</summary>
    T Deserialize(ReadOnlyMemory<byte> data);
}
