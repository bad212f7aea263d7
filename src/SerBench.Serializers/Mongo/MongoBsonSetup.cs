using System.Buffers;
using System.Runtime.InteropServices;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Serializers;
using SerBench.Adapters;
using SerBench.Adapters.IO;

namespace SerBench.Serializers.Mongo;

/// <summary>
/// What the MongoDB.Bson rows share. MongoDB.Bson 3 refuses any Guid until a representation is chosen, once per
/// process; SerBench chooses the standard one (BSON binary subtype 4), as the driver's docs advise for new data.
/// </summary>
internal static class MongoBsonSetup
{
    public const string Package = "MongoDB.Bson";

    private static readonly Lock Gate = new();
    private static bool _registered;

    public static string Version { get; } = LibraryVersion.Of(typeof(BsonDocument));

    /// <summary>BSON dates are UTC milliseconds.</summary>
    public static Fidelity Fidelity { get; } = new() { DateTimePrecision = TimeSpan.FromMilliseconds(1), PreservesDateTimeKind = false };

    public static void EnsureGuidRepresentation()
    {
        lock (Gate)
        {
            if (_registered)
            {
                return;
            }

            // Another part of the process (a user's adapter) may have chosen already: registering twice throws.
            try
            {
                BsonSerializer.RegisterSerializer(new GuidSerializer(GuidRepresentation.Standard));
            }
            catch (BsonSerializationException)
            {
            }

            _registered = true;
        }
    }

    /// <summary>
    /// Serializes <paramref name="value"/> with a BsonBinaryWriter straight into the lab's buffer, through a stream that can
    /// seek back (the writer patches each document's length once it is written), as a user's call writes into a MemoryStream.
    /// </summary>
    public static void Write<TValue>(SeekableBufferWriterStream stream, IBufferWriter<byte> output, TValue value)
    {
        stream.Reset(output);
        using (var writer = new BsonBinaryWriter(stream))
        {
            BsonSerializer.Serialize(writer, value);
        }

        stream.Flush();
    }

    /// <summary>
    /// Deserializes the bytes as <c>BsonSerializer.Deserialize&lt;T&gt;(byte[])</c> and the driver read them: through BSON's
    /// own stream over the array (a ByteBufferStream), which reads values straight from it. A plain Stream is read through
    /// the library's stream adapter, which made these rows' reads slower than a user's call with the same bytes
    /// (measured: docs/measuring.md, 'Measurements behind the code').
    /// </summary>
    public static T Read<T>(ReadOnlyMemory<byte> data)
    {
        var segment = MemoryMarshal.TryGetArray(data, out var array) ? array : new ArraySegment<byte>(data.ToArray());
        using var buffer = new ByteArrayBuffer(segment.Array!, segment.Offset + segment.Count, isReadOnly: true);
        using var stream = new ByteBufferStream(buffer) { Position = segment.Offset };
        using var reader = new BsonBinaryReader(stream);
        return BsonSerializer.Deserialize<T>(reader);
    }
}
