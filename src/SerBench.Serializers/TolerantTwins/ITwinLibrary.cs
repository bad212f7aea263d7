using SerBench.Serializers.Twins;

namespace SerBench.Serializers.TolerantTwins;

/// <summary>
/// A library that writes and reads any twin type by the attributes it carries (MessagePack's string keys, MemoryPack's
/// version-tolerant layout): what tells the tolerant rows apart in their catalog.
/// </summary>
internal interface ITwinLibrary
{
    /// <summary>
    /// The library's own calls on twins of <typeparamref name="TTwin"/>: a class of the row's own that calls the
    /// library directly, so the timed path holds no generic virtual call.
    /// </summary>
    TwinOperations<TTwin> Operations<TTwin>()
        where TTwin : class;
}
