using System.Buffers;

namespace SerBench.Adapters.IO;

/// <summary>
/// What the lab's writing streams over an <see cref="IBufferWriter{T}"/> share: they write into a window of the
/// writer's own memory (or, for memory without an array behind it, a scratch array of their own), and a flush commits
/// the window to the writer. How a stream moves inside its window is its own (<see cref="BufferWriterStream"/> only
/// appends, <see cref="SeekableBufferWriterStream"/> can go back).
/// </summary>
public abstract class WindowedBufferWriterStream : Stream
{
    /// <summary>The least window asked of the writer: about a page, so small writes rarely need a new one.</summary>
    private protected const int WindowBytes = 4096;

    private IBufferWriter<byte>? _output;
    private byte[]? _scratch;

    private protected WindowedBufferWriterStream()
    {
    }

    public override bool CanRead => false;

    public override bool CanWrite => true;

    /// <summary>Directs further writes to <paramref name="output"/>; bytes not flushed to the previous output are dropped.</summary>
    public abstract void Reset(IBufferWriter<byte> output);

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
        var (array, used) = Uncommitted();
        if (used > 0)
        {
            if (ReferenceEquals(array, _scratch))
            {
                Output.Write(_scratch.AsSpan(0, used));
            }
            else
            {
                Output.Advance(used);
            }

            Committed += used;
        }

        CloseWindow();
    }

    public override Task FlushAsync(CancellationToken cancellationToken)
    {
        Flush();
        return Task.CompletedTask;
    }

    public override int Read(byte[] buffer, int offset, int count) => throw new NotSupportedException($"A {GetType().Name} is write-only.");

    /// <summary>Bytes committed to the output since the last reset.</summary>
    private protected long Committed { get; set; }

    private protected IBufferWriter<byte> Output => _output ?? throw new InvalidOperationException("Call Reset with an output before writing.");

    /// <summary>
    /// Points the stream at <paramref name="output"/> from its position 0; true when it is another output than before.
    /// The reference is compared first: storing one costs a GC write barrier on every call, and the lab resets to the same buffer.
    /// </summary>
    private protected bool Retarget(IBufferWriter<byte> output)
    {
        ArgumentNullException.ThrowIfNull(output);
        Committed = 0;
        if (ReferenceEquals(_output, output))
        {
            return false;
        }

        _output = output;
        return true;
    }

    /// <summary>The stream's own array, of at least <paramref name="bytes"/>, for a window over memory without an array.</summary>
    private protected byte[] Scratch(int bytes)
    {
        if (_scratch is null || _scratch.Length < bytes)
        {
            _scratch = new byte[Math.Max(WindowBytes, bytes)];
        }

        return _scratch;
    }

    /// <summary>The window's array and how many bytes from the window's start are written and not yet committed.</summary>
    private protected abstract (byte[] Array, int Used) Uncommitted();

    /// <summary>Ends the window without committing it.</summary>
    private protected abstract void CloseWindow();

    protected override void Dispose(bool disposing)
    {
        if (disposing && _output is not null)
        {
            Flush();
        }

        base.Dispose(disposing);
    }
}
