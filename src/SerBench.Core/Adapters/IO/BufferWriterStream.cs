using System.Buffers;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace SerBench.Adapters.IO;

/// <summary>
/// A write-only <see cref="Stream"/> over an <see cref="IBufferWriter{T}"/>, for libraries whose best API
/// writes to a stream. Reusable: point it at the next buffer with <see cref="Reset"/>, so no stream is
/// allocated inside a timed call.
/// </summary>
/// <remarks>
/// Writes land in a window of the writer's memory and reach the writer (<see cref="IBufferWriter{T}.Advance"/>)
/// on <see cref="WindowedBufferWriterStream.Flush"/>, when the window is full, and on dispose: a library that writes a few bytes at a time
/// then pays one copy per write, as into a MemoryStream, instead of two interface calls (the writer's GetSpan and
/// Advance), which made such a library's writes markedly slower than into a MemoryStream.
/// The window is held as an array and two indexes, as a MemoryStream holds its buffer: kept as a
/// <see cref="Memory{T}"/> with an offset, it cost a direct call's overhead beyond the adapter-overhead target
/// (measured: docs/measuring.md, 'Measurements behind the code'). Memory without an array behind it
/// (a native pool's) is written through a scratch array of the stream's own, copied to the writer on flush.
/// Whoever writes through it flushes it at the end, as any buffered stream.
/// </remarks>
public sealed class BufferWriterStream : WindowedBufferWriterStream
{
    /// <summary>Writes up to this long are copied byte by byte.</summary>
    private const int SmallWrite = 8;

    /// <summary>The output when it is an <see cref="ArrayBufferWriter{T}"/>, the lab's own buffer.</summary>
    private ArrayBufferWriter<byte>? _arrayOutput;

    /// <summary>
    /// The array of the last window that <see cref="_arrayOutput"/> gave from its start (written count 0), or null.
    /// While that writer is empty again and its capacity unchanged, its memory is this array from index 0.
    /// </summary>
    private byte[]? _arrayOutputStart;

    /// <summary>The window's array: the writer's own, or the stream's scratch array. Only [_start, _end) belongs to this stream.</summary>
    private byte[] _array = [];
    private int _start;
    private int _position;
    private int _end;

    public BufferWriterStream()
    {
    }

    public BufferWriterStream(IBufferWriter<byte> output) => Reset(output);

    public override bool CanSeek => false;

    public override long Length => Committed + (_position - _start);

    public override long Position
    {
        get => Length;
        set => throw new NotSupportedException("A BufferWriterStream only appends.");
    }

    /// <summary>
    /// Directs further writes to <paramref name="output"/>. Bytes written since the last flush are dropped, not
    /// committed: the window they sit in belonged to the previous output, which its owner may have reset since.
    /// </summary>
    public override void Reset(IBufferWriter<byte> output)
    {
        if (Retarget(output))
        {
            _arrayOutput = output as ArrayBufferWriter<byte>;
            _arrayOutputStart = null;
        }

        if (_arrayOutputStart is { } start && _arrayOutput is { WrittenCount: 0 } writer && writer.Capacity == start.Length)
        {
            // The lab rewinds its ArrayBufferWriter before every timed call. Emptied, with the same capacity (it only
            // grows, into a new array), its GetMemory would return this same array from index 0: the window is opened
            // here without it, so a call pays the writer's Advance only, as a call into a MemoryStream pays its Position.
            OpenWindowAtStart(start);
            return;
        }

        CloseWindow();
    }

    public override void Write(byte[] buffer, int offset, int count)
    {
        ValidateBufferArguments(buffer, offset, count);
        var position = _position;
        if (count <= _end - position)
        {
            if (count <= SmallWrite)
            {
                // As MemoryStream does: a few bytes copied one by one cost less than a call to memmove.
                var array = _array;
                for (var i = 0; i < count; i++)
                {
                    array[position + i] = buffer[offset + i];
                }
            }
            else
            {
                Buffer.BlockCopy(buffer, offset, _array, position, count);
            }

            _position = position + count;
            return;
        }

        WriteBeyondWindow(buffer.AsSpan(offset, count));
    }

    public override void Write(ReadOnlySpan<byte> buffer)
    {
        var position = _position;
        if (buffer.Length <= _end - position)
        {
            buffer.CopyTo(_array.AsSpan(position));
            _position = position + buffer.Length;
            return;
        }

        WriteBeyondWindow(buffer);
    }

    public override void WriteByte(byte value)
    {
        var position = _position;
        if (position < _end)
        {
            _array[position] = value;
            _position = position + 1;
            return;
        }

        WriteByteBeyondWindow(value);
    }

    public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException("A BufferWriterStream only appends.");

    public override void SetLength(long value) => throw new NotSupportedException("A BufferWriterStream only appends.");

    private protected override (byte[] Array, int Used) Uncommitted() => (_array, _position - _start);

    /// <summary>Ends the window without committing it. The array is kept (not cleared) so the next window to the same writer stores nothing new.</summary>
    private protected override void CloseWindow() => _start = _position = _end = 0;

    /// <summary>The write that does not fit the window: kept off the fast paths so they stay small enough to inline.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WriteBeyondWindow(ReadOnlySpan<byte> buffer)
    {
        Flush();
        if (buffer.Length >= WindowBytes)
        {
            // A large write goes straight through: copying it into a window first would only add a copy.
            Output.Write(buffer);
            Committed += buffer.Length;
            return;
        }

        OpenWindow(buffer.Length);
        buffer.CopyTo(_array.AsSpan(_position));
        _position += buffer.Length;
    }

    /// <summary>A byte that does not fit the window (the first of every call, for libraries that start with one).</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WriteByteBeyondWindow(byte value)
    {
        Flush();
        OpenWindow(1);
        _array[_position++] = value;
    }

    /// <summary>A window over the whole of <paramref name="array"/>, the emptied array writer's memory.</summary>
    private void OpenWindowAtStart(byte[] array)
    {
        if (!ReferenceEquals(_array, array))
        {
            _array = array;
        }

        _start = _position = 0;
        _end = array.Length;
    }

    /// <summary>Takes a new window from the output; the previous one must have been flushed.</summary>
    private void OpenWindow(int atLeast)
    {
        var memory = Output.GetMemory(Math.Max(atLeast, WindowBytes));
        if (MemoryMarshal.TryGetArray<byte>(memory, out var segment))
        {
            if (segment.Offset == 0 && _arrayOutput is { WrittenCount: 0 } writer && segment.Count == writer.Capacity)
            {
                _arrayOutputStart = segment.Array;
            }

            if (!ReferenceEquals(_array, segment.Array))
            {
                _array = segment.Array!;
            }

            _start = _position = segment.Offset;
            _end = segment.Offset + segment.Count;
            return;
        }

        // atLeast is below WindowBytes here: larger writes never open a window.
        _array = Scratch(WindowBytes);
        _start = _position = 0;
        _end = _array.Length;
    }
}
