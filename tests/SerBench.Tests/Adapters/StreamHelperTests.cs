using System.Buffers;
using SerBench.Adapters.IO;

namespace SerBench.Tests.Adapters;

/// <summary>The streams stream-shaped rows write through: the bytes, where they land and when (ReadOnlyMemoryStreamTests: the one they read from).</summary>
public sealed class StreamHelperTests
{
    internal static readonly byte[] Sample = [.. Enumerable.Range(0, 10_000).Select(i => (byte)(i * 7))];

    public static TheoryData<int> Chunks => [1, 3, 8, 9, 17, 4095, 4096, 5000];

    [Theory]
    [MemberData(nameof(Chunks))]
    public void Writes_of_any_size_reach_the_writer_in_order_once_flushed(int chunk)
    {
        var buffer = new ArrayBufferWriter<byte>();
        var stream = new BufferWriterStream(buffer);

        WriteInChunks(stream, chunk);
        stream.Flush();

        Assert.Equal(Sample, buffer.WrittenSpan.ToArray());
        Assert.Equal(Sample.Length, stream.Length);
    }

    [Fact]
    public void Single_bytes_and_spans_mix_in_order()
    {
        var buffer = new ArrayBufferWriter<byte>();
        var stream = new BufferWriterStream(buffer);

        stream.WriteByte(1);
        stream.Write([2, 3]);
        stream.WriteByte(4);
        stream.Flush();

        Assert.Equal(new byte[] { 1, 2, 3, 4 }, buffer.WrittenSpan.ToArray());
    }

    [Fact]
    public void Small_writes_stay_in_the_window_until_a_flush()
    {
        var buffer = new ArrayBufferWriter<byte>();
        var stream = new BufferWriterStream(buffer);

        stream.Write([1, 2, 3]);

        Assert.Equal(0, buffer.WrittenCount);
        Assert.Equal(3, stream.Position);
        stream.Flush();
        Assert.Equal(3, buffer.WrittenCount);
    }

    [Fact]
    public void Async_flush_and_dispose_commit_too()
    {
        var buffer = new ArrayBufferWriter<byte>();
        var stream = new BufferWriterStream(buffer);
        stream.Write([1]);
        Assert.True(stream.FlushAsync().IsCompletedSuccessfully);
        stream.Write([2]);
        stream.Dispose();

        Assert.Equal(new byte[] { 1, 2 }, buffer.WrittenSpan.ToArray());
    }

    [Fact]
    public void Reset_drops_what_the_previous_output_was_never_flushed_with()
    {
        var first = new ArrayBufferWriter<byte>();
        var second = new ArrayBufferWriter<byte>();
        var stream = new BufferWriterStream(first);
        stream.Write([9, 9]);

        stream.Reset(second);
        stream.Write([1]);
        stream.Flush();

        Assert.Equal(0, first.WrittenCount);
        Assert.Equal(new byte[] { 1 }, second.WrittenSpan.ToArray());
    }

    [Theory]
    [MemberData(nameof(Chunks))]
    public void A_writer_whose_memory_has_no_array_gets_the_same_bytes(int chunk)
    {
        var buffer = new NativeBufferWriter();
        var stream = new BufferWriterStream(buffer);

        WriteInChunks(stream, chunk);
        stream.Flush();

        Assert.Equal(Sample, buffer.Written);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void Bytes_written_one_at_a_time_cross_windows_in_order(bool withoutArray)
    {
        var array = new ArrayBufferWriter<byte>(16);
        var native = new NativeBufferWriter();
        var stream = withoutArray ? new BufferWriterStream(native) : new BufferWriterStream(array);

        foreach (var b in Sample)
        {
            stream.WriteByte(b);
        }

        Assert.Equal(Sample.Length, stream.Position);
        stream.Flush();
        Assert.Equal(Sample, withoutArray ? native.Written : array.WrittenSpan.ToArray());
    }

    /// <summary>The lab's two writing streams, for what both must do alike.</summary>
    public static TheoryData<string> WritingStreams => [nameof(BufferWriterStream), nameof(SeekableBufferWriterStream)];

    [Theory]
    [MemberData(nameof(WritingStreams))]
    public void Each_call_of_a_reused_stream_writes_from_the_start_of_its_buffer(string kind)
    {
        // As a stream row's codec is called by the lab: reset to the same buffer, which the lab reset too.
        var buffer = new ArrayBufferWriter<byte>(8);
        var stream = NewWritingStream(kind);
        foreach (var message in new byte[][] { [1, 2, 3], [.. Sample[..5000]], [4], [] })
        {
            buffer.ResetWrittenCount();
            stream.Reset(buffer);
            stream.Write(message, 0, message.Length);
            stream.Flush();

            Assert.Equal(message, buffer.WrittenSpan.ToArray());
            Assert.Equal(message.Length, stream.Length);
        }
    }

    [Fact]
    public void A_window_kept_from_the_emptied_writer_follows_it_when_it_grows_or_is_not_emptied()
    {
        var buffer = new ArrayBufferWriter<byte>(4096);
        var stream = new BufferWriterStream();

        void Call(byte[] message)
        {
            stream.Reset(buffer);
            stream.Write(message, 0, message.Length);
            stream.Flush();
        }

        Call([1, 2, 3]);
        Assert.Equal(new byte[] { 1, 2, 3 }, buffer.WrittenSpan.ToArray());

        // Someone else fills the writer past its capacity (a new, larger array) and empties it again.
        buffer.ResetWrittenCount();
        buffer.Write(Sample);
        buffer.ResetWrittenCount();
        Call([4, 5]);
        Assert.Equal(new byte[] { 4, 5 }, buffer.WrittenSpan.ToArray());

        // Not emptied: the next call appends after what the writer holds instead of writing over it.
        Call([6]);
        Assert.Equal(new byte[] { 4, 5, 6 }, buffer.WrittenSpan.ToArray());

        buffer.ResetWrittenCount();
        Call([.. Sample[..5000]]);
        Assert.Equal(Sample[..5000], buffer.WrittenSpan.ToArray());
    }

    [Fact]
    public void Writes_outside_the_given_array_range_are_refused_before_anything_is_written()
    {
        var buffer = new ArrayBufferWriter<byte>();
        var stream = new BufferWriterStream(buffer);

        Assert.Throws<ArgumentOutOfRangeException>(() => stream.Write(new byte[4], 2, 3));
        stream.Flush();
        Assert.Equal(0, buffer.WrittenCount);
    }

    [Theory]
    [MemberData(nameof(WritingStreams))]
    public void Writing_before_any_output_says_what_to_do(string kind)
    {
        var stream = NewWritingStream(kind);

        var error = Assert.Throws<InvalidOperationException>(() => stream.Write([1]));
        Assert.Contains("Reset", error.Message, StringComparison.Ordinal);
        error = Assert.Throws<InvalidOperationException>(() => stream.WriteByte(1));
        Assert.Contains("Reset", error.Message, StringComparison.Ordinal);
    }

    private static WindowedBufferWriterStream NewWritingStream(string kind) =>
        kind == nameof(BufferWriterStream) ? new BufferWriterStream() : new SeekableBufferWriterStream();

    private static void WriteInChunks(Stream stream, int chunk)
    {
        for (var i = 0; i < Sample.Length; i += chunk)
        {
            stream.Write(Sample, i, Math.Min(chunk, Sample.Length - i));
        }
    }
}
