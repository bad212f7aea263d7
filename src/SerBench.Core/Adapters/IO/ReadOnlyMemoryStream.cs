using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace SerBench.Adapters.IO;

/// <summary>
/// A read-only, seekable <see cref="Stream"/> over <see cref="ReadOnlyMemory{T}"/>, for libraries that read
/// from a stream. Reusable through <see cref="Reset"/>, so no stream is allocated inside a timed call.
/// Reads copy from the bytes' array when they have one, as a MemoryStream does, rather than through
/// ReadOnlyMemory.Span on every read (libraries that read a few bytes at a time read thousands of times).
/// </summary>
public sealed class ReadOnlyMemoryStream : Stream
{
    private ReadOnlyMemory<byte> _data;
    private byte[]? _array;
    private int _offset;
    private int _position;
    private Task<int>? _lastReadTask;

    private const int SmallRead = 8;

    public ReadOnlyMemoryStream()
    {
    }

    public ReadOnlyMemoryStream(ReadOnlyMemory<byte> data) => Reset(data);

    public override bool CanRead => true;

    public override bool CanSeek => true;

    public override bool CanWrite => false;

    public override long Length => _data.Length;

    public override long Position
    {
        get => _position;
        set
        {
            ArgumentOutOfRangeException.ThrowIfNegative(value);
            ArgumentOutOfRangeException.ThrowIfGreaterThan(value, _data.Length);
            _position = (int)value;
        }
    }

    /// <summary>Starts reading <paramref name="data"/> from its beginning.</summary>
    public void Reset(ReadOnlyMemory<byte> data)
    {
        _data = data;
        _position = 0;
        (_array, _offset) = MemoryMarshal.TryGetArray(data, out var segment) ? (segment.Array, segment.Offset) : (null, 0);
    }

    public override int Read(byte[] buffer, int offset, int count) => Read(buffer.AsSpan(offset, count));

    public override int Read(Span<byte> buffer)
    {
        var remaining = _data.Length - _position;
        var n = Math.Min(remaining, buffer.Length);
        if (n <= SmallRead && _array is { } array)
        {
            // As MemoryStream does: a few bytes copied one by one cost less than a call to memmove (protocols read
            // a type byte, a field id, a four-byte length at a time).
            var at = _offset + _position;
            for (var i = 0; i < n; i++)
            {
                buffer[i] = array[at + i];
            }
        }
        else
        {
            Bytes(n).CopyTo(buffer);
        }

        _position += n;
        return n;
    }

    /// <summary>
    /// One byte, from the array on a short path: the end of the data and memory without an array are read in a method
    /// of their own, and the array without a bounds check (whose throw is a call). Written plainly, with the span read
    /// beside it, the method saved registers on every call, and Avro, which reads its varints a byte at a time, paid
    /// for it (measured: docs/measuring.md, 'Measurements behind the code').
    /// </summary>
    public override int ReadByte()
    {
        var position = _position;
        if (_array is { } array && position < _data.Length)
        {
            _position = position + 1;

            // In range: position < _data.Length, and the array holds the memory's bytes from _offset on (see Reset).
            return Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(array), _offset + position);
        }

        return ReadByteOffTheArray(position);
    }

    /// <summary>Completes at once; as MemoryStream does, the task of the last read is reused when the count read is the same.</summary>
    public override Task<int> ReadAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken)
    {
        var n = Read(buffer, offset, count);
        if (_lastReadTask is { } last && last.Result == n)
        {
            return last;
        }

        return _lastReadTask = Task.FromResult(n);
    }

    public override ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default) =>
        ValueTask.FromResult(Read(buffer.Span));

    public override long Seek(long offset, SeekOrigin origin)
    {
        var target = origin switch
        {
            SeekOrigin.Begin => offset,
            SeekOrigin.Current => _position + offset,
            SeekOrigin.End => _data.Length + offset,
            _ => throw new ArgumentOutOfRangeException(nameof(origin)),
        };
        Position = target;
        return _position;
    }

    /// <summary>The end of the data (-1), or a byte of memory without an array behind it (a native pool's).</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private int ReadByteOffTheArray(int position)
    {
        if (position >= _data.Length)
        {
            return -1;
        }

        _position = position + 1;
        return _data.Span[position];
    }

    public override void Flush()
    {
    }

    /// <summary>The next <paramref name="count"/> unread bytes.</summary>
    private ReadOnlySpan<byte> Bytes(int count) =>
        _array is { } array ? array.AsSpan(_offset + _position, count) : _data.Span.Slice(_position, count);

    public override void SetLength(long value) => throw new NotSupportedException("A ReadOnlyMemoryStream is read-only.");

    public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException("A ReadOnlyMemoryStream is read-only.");
}
