using System.Buffers;
using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using SerBench.Adapters.IO;

namespace SerBench.Tests.Adapters;

/// <summary>
/// The seekable stream BSON rows write through: back-patching lands in place, growth keeps what was written, a flush commits.
/// What it shares with BufferWriterStream (reuse across calls, writing before a reset) is tested with it in StreamHelperTests.
/// </summary>
public sealed class SeekableBufferWriterStreamTests
{
    private static readonly byte[] Sample = [.. Enumerable.Range(0, 10_000).Select(i => (byte)(i * 7))];

    public static TheoryData<int, bool> Chunks => new()
    {
        { 1, false }, { 9, false }, { 4095, false }, { 5000, false },
        { 1, true }, { 9, true }, { 5000, true },
    };

    [Theory]
    [MemberData(nameof(Chunks))]
    public void Writes_of_any_size_reach_the_writer_in_order_once_flushed(int chunk, bool withoutArray)
    {
        var array = new ArrayBufferWriter<byte>(16);
        var native = new NativeBufferWriter();
        using var stream = withoutArray ? new SeekableBufferWriterStream(native) : new SeekableBufferWriterStream(array);

        for (var i = 0; i < Sample.Length; i += chunk)
        {
            stream.Write(Sample, i, Math.Min(chunk, Sample.Length - i));
        }

        Assert.Equal(0, withoutArray ? native.Written.Length : array.WrittenCount);
        Assert.Equal(Sample.Length, stream.Length);
        stream.Flush();
        Assert.Equal(Sample, withoutArray ? native.Written : array.WrittenSpan.ToArray());
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void A_length_patched_in_front_survives_the_window_growing_behind_it(bool withoutArray)
    {
        var array = new ArrayBufferWriter<byte>(8);
        var native = new NativeBufferWriter();
        using var stream = withoutArray ? new SeekableBufferWriterStream(native) : new SeekableBufferWriterStream(array);

        stream.Write([0, 0, 0, 0]);
        stream.Write(Sample);
        var end = stream.Position;
        stream.Position = 0;
        stream.Write(BitConverter.GetBytes((int)end));
        Assert.Equal(4, stream.Position);
        stream.Seek(0, SeekOrigin.End);
        stream.WriteByte(0xFF);
        stream.Flush();

        byte[] expected = [.. BitConverter.GetBytes((int)end), .. Sample, 0xFF];
        Assert.Equal(expected, withoutArray ? native.Written : array.WrittenSpan.ToArray());
    }

    [Fact]
    public void Seeking_outside_what_was_written_since_the_flush_is_refused_with_the_valid_range()
    {
        var buffer = new ArrayBufferWriter<byte>();
        using var stream = new SeekableBufferWriterStream(buffer);
        stream.Write([1, 2, 3]);
        stream.Flush();
        stream.Write([4, 5]);

        var before = Assert.Throws<ArgumentOutOfRangeException>(() => stream.Position = 2);
        Assert.Contains("positions 3 to 5", before.Message, StringComparison.Ordinal);
        Assert.Throws<ArgumentOutOfRangeException>(() => stream.Seek(1, SeekOrigin.End));
        Assert.Equal(4, stream.Seek(-1, SeekOrigin.Current));
        Assert.Throws<NotSupportedException>(() => stream.SetLength(0));
        Assert.Throws<NotSupportedException>(() => stream.ReadByte());
    }

    [Fact]
    public void A_bson_writer_through_it_writes_what_it_writes_into_a_memory_stream()
    {
        var document = new BsonDocument
        {
            { "name", "x" },
            { "nested", new BsonDocument { { "values", new BsonArray(Enumerable.Range(0, 2_000)) } } },
            { "last", true },
        };
        var expected = new MemoryStream();
        using (var writer = new BsonBinaryWriter(expected))
        {
            BsonSerializer.Serialize(writer, document);
        }

        var buffer = new ArrayBufferWriter<byte>(16);
        var stream = new SeekableBufferWriterStream(buffer);
        using (var writer = new BsonBinaryWriter(stream))
        {
            BsonSerializer.Serialize(writer, document);
        }

        stream.Flush();
        Assert.Equal(expected.ToArray(), buffer.WrittenSpan.ToArray());
    }
}
