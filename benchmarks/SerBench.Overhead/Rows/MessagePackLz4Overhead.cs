using MessagePack;
using MessagePack.Resolvers;

namespace SerBench.Overhead.Rows;

/// <summary>
/// `messagepack-lz4`: the messagepack row's options with Lz4BlockArray. Simple's 42 bytes are under the library's 64-byte
/// threshold, so this reads the layering over the compression path's checks, not LZ4 itself.
/// </summary>
public class MessagePackLz4Overhead() : MessagePackOverhead("messagepack-lz4", StandardResolver.Instance, MessagePackCompression.Lz4BlockArray);
