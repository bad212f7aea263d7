using System.Buffers;
using System.Runtime.InteropServices;

namespace SerBench.Adapters.IO;

/// <summary>
/// A write-only, seekable <see cref="Stream"/> over an <see cref="IBufferWriter{T}"/>, for libraries that go back to
/// patch what they wrote (BSON writes each document's length in front of it once the document is done). Everything
/// written since the last flush stays in one window of the writer's memory, where the stream can seek; a flush commits
/// it (<see cref="IBufferWriter{T}.Advance"/>), and seeking before that point is refused. Reusable through
/// <see cref="Reset"/>, so no stream is allocated inside a timed call.
/// </summary>
/// <remarks>
/// Without it such a library writes into a MemoryStream that is then copied into the lab's buffer: one copy more than
/// its users' call into a MemoryStream, which put the Mongo grain-state rows' serialize over the adapter-overhead
/// target (measured: docs/measuring.md, 'Measurements behind the code').
/// Memory without an array behind it (a native pool's) is written through a scratch array of the stream's own, copied to
/// the writer on flush.
/// </remarks>
public sealed class SeekableBufferWriterStream : WindowedBufferWriterStream
{
    /// <summary>The window's array: the writer's own, or the stream's scratch array. Only [_start, _end) belongs to this stream.</summary>
    private byte[] _array = [];
    private int _start;
    private int _end;

    /// <summary>Where the next byte goes, and how far the window has been written (the furthest position reached).</summary>
    private int _position;
    private int _written;

    public SeekableBufferWriterStream()
    {
    }

    public SeekableBufferWriterStream(IBufferWriter<byte> output) => Reset(output);

    public override bool CanSeek => true;

    public override long Length => Committed + (_written - _start);

    public override long Position
    {
        get => Committed + (_position - _start);
        set => Seek(value, SeekOrigin.Begin);
    }

    /// <summary>Directs further writes to <paramref name="output"/>, from its position 0; bytes not flushed to the previous output are dropped.</summary>
    public override void Reset(IBufferWriter<byte> output)
    {
        Retarget(output);
        CloseWindow();
    }

    public override long Seek(long offset, SeekOrigin origin)
    {
        var target = origin switch
        {
            SeekOrigin.Begin => offset,
            SeekOrigin.Current => Position + offset,
            SeekOrigin.End => Length + offset,
            _ => throw new ArgumentOutOfRangeException(nameof(origin), origin, "Valid origins are Begin, Current and End."),
        };
        if (target < Committed || target > Length)
        {
            throw new ArgumentOutOfRangeException(
                nameof(offset),
                target,
                $"A SeekableBufferWriterStream seeks within the bytes written since its last flush: positions {Committed} to {Length}.");
        }

        _position = _start + (int)(target - Committed);
        return target;
    }

    public override void Write(byte[] buffer, int offset, int count)
    {
        ValidateBufferArguments(buffer, offset, count);
        Write(buffer.AsSpan(offset, count));
    }

    public override void Write(ReadOnlySpan<byte> buffer)
    {
        if (buffer.Length > _end - _position)
        {
            Grow(buffer.Length);
        }

        buffer.CopyTo(_array.AsSpan(_position));
        Advanced(buffer.Length);
    }

    public override void WriteByte(byte value)
    {
        if (_position >= _end)
        {
            Grow(1);
        }

        _array[_position] = value;
        Advanced(1);
    }

    public override void SetLength(long value) => throw new NotSupportedException("A SeekableBufferWriterStream's length is what has been written.");

    private protected override (byte[] Array, int Used) Uncommitted() => (_array, _written - _start);

    private protected override void CloseWindow() => _start = _end = _position = _written = 0;

    private void Advanced(int count)
    {
        _position += count;
        if (_position > _written)
        {
            _written = _position;
        }
    }

    /// <summary>
    /// A window that holds what is written so far plus <paramref name="more"/> bytes beyond the position. The writer gives
    /// memory from its uncommitted position, but a new array need not keep what this stream wrote there, so the
    /// written part is carried over.
    /// </summary>
    private void Grow(int more)
    {
        var used = _written - _start;
        var offset = _position - _start;
        var needed = Math.Max(offset + more, used);
        var kept = used == 0 ? null : _array.AsSpan(_start, used).ToArray();
        var memory = Output.GetMemory(Math.Max(WindowBytes, needed > int.MaxValue / 2 ? needed : needed * 2));
        if (MemoryMarshal.TryGetArray<byte>(memory, out var segment))
        {
            _array = segment.Array!;
            _start = segment.Offset;
            _end = segment.Offset + segment.Count;
        }
        else
        {
            _array = Scratch(needed > int.MaxValue / 2 ? needed : needed * 2);
            _start = 0;
            _end = _array.Length;
        }

        kept?.CopyTo(_array.AsSpan(_start));
        _position = _start + offset;
        _written = _start + used;
    }
}
