using System.Buffers;
using System.Runtime.InteropServices;

namespace SerBench.Adapters.IO;

/// <summary>
/// A write-only <see cref="Stream"/> over an <see cref="IBufferWriter{T}"/>, for libraries whose best API
/// writes to a stream. Reusable: point it at the next buffer with <see cref="Reset"/>, so no stream is
/// allocated inside a timed call.
/// </summary>
/// <remarks>
/// Writes land in a window of the writer's memory and reach the writer (<see cref="IBufferWriter{T}.Advance"/>)
/// on <see cref="Flush"/>, when the window is full, and on dispose: a library that writes a few bytes at a time
/// then pays one copy per write, as into a MemoryStream, instead of two interface calls (the writer's GetSpan and
/// Advance), which made a Hyperion write of the Simple payload 40 % slower than into a MemoryStream.
/// Whoever writes through it flushes it at the end, as any buffered stream.
/// </remarks>
public sealed class BufferWriterStream : Stream
{
    /// <summary>The least window asked of the writer: about a page, so small writes rarely need a new one.</summary>
    private const int WindowBytes = 4096;

    /// <summary>Writes up to this long are copied byte by byte.</summary>
    private const int SmallWrite = 8;

    private IBufferWriter<byte>? _output;
    private long _written;
    private Memory<byte> _window;
    private byte[]? _windowArray;
    private int _windowOffset;
    private int _windowLength;
    private int _used;

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

    /// <summary>
    /// Directs further writes to <paramref name="output"/>. Bytes written since the last flush are dropped, not
    /// committed: the window they sit in belonged to the previous output, which its owner may have reset since.
    /// </summary>
    public void Reset(IBufferWriter<byte> output)
    {
        ArgumentNullException.ThrowIfNull(output);
        _output = output;
        _written = 0;
        DropWindow();
    }

    public override void Write(byte[] buffer, int offset, int count) => Write(buffer.AsSpan(offset, count));

    public override void Write(ReadOnlySpan<byte> buffer)
    {
        if (buffer.Length <= _windowLength - _used)
        {
            if (buffer.Length <= SmallWrite && _windowArray is { } array)
            {
                // As MemoryStream does: a few bytes copied one by one cost less than a call to memmove.
                var at = _windowOffset + _used;
                for (var i = 0; i < buffer.Length; i++)
                {
                    array[at + i] = buffer[i];
                }
            }
            else
            {
                buffer.CopyTo(Free());
            }

            _used += buffer.Length;
            _written += buffer.Length;
            return;
        }

        WriteBeyondWindow(buffer);
    }

    public override void WriteByte(byte value)
    {
        if (_windowArray is { } array && _used < _windowLength)
        {
            array[_windowOffset + _used] = value;
        }
        else
        {
            if (_used == _windowLength)
            {
                Flush();
                OpenWindow(1);
            }

            Free()[0] = value;
        }

        _used++;
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

    /// <summary>Commits every byte written so far to the output.</summary>
    public override void Flush()
    {
        if (_used > 0)
        {
            Output.Advance(_used);
        }

        DropWindow();
    }

    public override Task FlushAsync(CancellationToken cancellationToken)
    {
        Flush();
        return Task.CompletedTask;
    }

    public override int Read(byte[] buffer, int offset, int count) => throw new NotSupportedException("A BufferWriterStream is write-only.");

    public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException("A BufferWriterStream only appends.");

    public override void SetLength(long value) => throw new NotSupportedException("A BufferWriterStream only appends.");

    protected override void Dispose(bool disposing)
    {
        if (disposing && _output is not null)
        {
            Flush();
        }

        base.Dispose(disposing);
    }

    private IBufferWriter<byte> Output => _output ?? throw new InvalidOperationException("Call Reset with an output before writing.");

    /// <summary>The window's unused part (through its array when it has one: cheaper than Memory.Span on every write).</summary>
    private Span<byte> Free() => _windowArray is { } array
        ? array.AsSpan(_windowOffset + _used, _windowLength - _used)
        : _window.Span[_used..];

    private void WriteBeyondWindow(ReadOnlySpan<byte> buffer)
    {
        Flush();
        if (buffer.Length >= WindowBytes)
        {
            // A large write goes straight through: copying it into a window first would only add a copy.
            Output.Write(buffer);
            _written += buffer.Length;
            return;
        }

        OpenWindow(buffer.Length);
        buffer.CopyTo(Free());
        _used = buffer.Length;
        _written += buffer.Length;
    }

    /// <summary>Takes a new window from the output; the previous one must have been flushed.</summary>
    private void OpenWindow(int atLeast)
    {
        _window = Output.GetMemory(Math.Max(atLeast, WindowBytes));
        _windowLength = _window.Length;
        (_windowArray, _windowOffset) = MemoryMarshal.TryGetArray<byte>(_window, out var segment)
            ? (segment.Array, segment.Offset)
            : (null, 0);
    }

    private void DropWindow()
    {
        _window = Memory<byte>.Empty;
        _windowArray = null;
        _windowOffset = 0;
        _windowLength = 0;
        _used = 0;
    }
}
