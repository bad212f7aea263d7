using System.Buffers;
using SerBench.Adapters;

namespace SerBench.Serializers.Twins;

/// <summary>
/// A library's own write and read of one twin type: the only code a twin family writes for its library. The lab
/// times <see cref="Serialize"/> and <see cref="Deserialize"/> on a twin prepared once in setup, calling the family's
/// override directly (the cell's call is compiled for its exact type), so an override calls the library and nothing
/// else. The codec's verifying calls on the model go through <see cref="Write"/> and <see cref="Read"/>.
/// </summary>
internal abstract class TwinOperations<TTwin> : ITwinOperations
    where TTwin : class
{
    /// <summary>The twin <see cref="Serialize"/> writes.</summary>
    public TTwin Twin { get; set; } = null!;

    /// <summary>The twin <see cref="Deserialize"/> read last, kept so the read cannot be dropped.</summary>
    public TTwin? Last { get; protected set; }

    public abstract void Serialize(IBufferWriter<byte> output);

    public abstract void Deserialize(ReadOnlyMemory<byte> data);

    /// <summary>Writes <paramref name="twin"/> with the same library call the lab times.</summary>
    public void Write(TTwin twin, IBufferWriter<byte> output)
    {
        Twin = twin;
        Serialize(output);
    }

    /// <summary>Reads a new twin with the same library call the lab times, and lets go of it.</summary>
    public TTwin Read(ReadOnlyMemory<byte> data)
    {
        Deserialize(data);
        var read = Last!;
        Last = null;
        return read;
    }
}
