using System.Buffers;
using SerBench.Adapters;

namespace SerBench.Serializers.TolerantTwins;

/// <summary>
/// A library's write and read of twin types: <see cref="Write{TTwin}"/> and <see cref="Read{TTwin}"/> verify a row's round trip
/// on the model; the operations from <see cref="Prepare{TTwin}"/> are what the lab times.
/// </summary>
internal interface ITwinFormat
{
    void Write<TTwin>(TTwin twin, IBufferWriter<byte> output);

    TTwin Read<TTwin>(ReadOnlyMemory<byte> data);

    /// <summary>
    /// The timed calls on one prepared twin, made once in setup: a class of the format's own that calls the library
    /// directly, so the timed path holds no generic virtual call (<see cref="Write{TTwin}"/> through this interface
    /// is one, and costs more than some of these libraries' whole write of a small twin).
    /// </summary>
    ITwinOperations Prepare<TTwin>(TTwin twin)
        where TTwin : class;
}
