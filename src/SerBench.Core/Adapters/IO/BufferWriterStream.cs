using System.Buffers;

namespace SerBench.Adapters.IO;

/// <summary>
/// A write-only <see cref="Stream"/> over an <see cref="IBufferWriter{T}"/>, for libraries whose best API
/// writes to a stream. Reusable: point it at the next buffer with <see cref="Reset"/>, so no stream is
/// allocated inside a timed call.
/// </summary>
public sealed class BufferWriterStream : Stream
{
    private IBufferWriter<byte>? _output;
    private long _written;

    public BufferWriterStream()
    {
    }

    public BufferWriterStream(IBufferWriter<byte> output) => Reset(output);

    public override bool CanRead => false;

    public override bool CanSeek => false;

    public override bool CanWrite => true;

    public override long Length => _written;

    public override long Position
    {
        get => _written;
        set => throw new NotSupportedException("A BufferWriterStream only appends.");
    }

    /// <summary>Directs further writes to <paramref name="output"/>.</summary>
    public void Reset(IBufferWriter<byte> output)
    {
        ArgumentNullException.ThrowIfNull(output);
        _output = output;
        _written = 0;
    }

    public override void Write(byte[] buffer, int offset, int count) => Write(buffer.AsSpan(offset, count));

    public override void Write(ReadOnlySpan<byte> buffer)
    {
        var output = _output ?? throw new InvalidOperationException("Call Reset with an output before writing.");
        output.Write(buffer);
        _written += buffer.Length;
    }

    public override void WriteByte(byte value)
    {
        var output = _output ?? throw new InvalidOperationException("Call Reset with an output before writing.");
        var span = output.GetSpan(1);
        span[0] = value;
        output.Advance(1);
        _written++;
    }

    public override Task WriteAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken)
    {
        Write(buffer, offset, count);
        return Task.CompletedTask;
    }

    public override ValueTask WriteAsync(ReadOnlyMemory<byte> buffer, CancellationToken cancellationToken = default)
    {
        Write(buffer.Span);
        return ValueTask.CompletedTask;
    }

    public override void Flush()
    {
    }

    public override Task FlushAsync(CancellationToken cancellationToken) => Task.CompletedTask;

    public override int Read(byte[] buffer, int offset, int count) => throw new NotSupportedException("A BufferWriterStream is write-only.");

    public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException("A BufferWriterStream only appends.");

    public override void SetLength(long value) => throw new NotSupportedException("A BufferWriterStream only appends.");
}
