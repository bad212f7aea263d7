using System.Buffers;

namespace SerBench.Adapters;

/// <summary>
/// A codec whose library works on types of its own (a schema's generated classes, say), not on the payload's
/// model. Its users hold those types, so the lab times only the library's work on them, in both directions:
/// <see cref="ICodec{T}.Serialize"/> and <see cref="ICodec{T}.Deserialize"/> (with the mapping to and from
/// the model) verify the round trip; the <see cref="ITwinOperations"/> made once from the value are timed.
/// </summary>
public interface ITwinTypeCodec<T> : ICodec<T>
{
    /// <summary>Maps <paramref name="value"/> to the library's type, once, outside any timing.</summary>
    ITwinOperations PrepareTwin(T value);
}

/// <summary>The library's own work on one prepared twin: the timed calls of a twin-type row.</summary>
public interface ITwinOperations
{
    /// <summary>Writes the prepared twin into <paramref name="output"/>.</summary>
    void Serialize(IBufferWriter<byte> output);

    /// <summary>Parses <paramref name="data"/> into a new twin, completely, and keeps it (no mapping back).</summary>
    void Deserialize(ReadOnlyMemory<byte> data);
}
