using System.Buffers;

namespace SerBench.Engine;

/// <summary>
/// A buffer writer whose bytes go to a file on the temporary disk as the serializer writes them: each
/// <see cref="Advance"/> hands its bytes to a <see cref="FileStream"/> (with the stream's own 4 KiB buffer, as
/// an application's <c>File.Create</c> has). A serialize cell rewinds it before and flushes it to the OS after
/// each call, so every call writes the whole message to the file; nothing is synced to the disk.
/// The file is deleted when the sink is disposed.
/// </summary>
internal sealed class FileSink : IBufferWriter<byte>, IDisposable
{
    private readonly FileStream _file;
    private byte[] _scratch = new byte[4096];

    public FileSink(string directory)
    {
        Path = System.IO.Path.Combine(directory, $"serbench-sink-{Environment.ProcessId}-{Guid.NewGuid():N}.bin");
        _file = new FileStream(Path, FileMode.CreateNew, FileAccess.ReadWrite, FileShare.None, bufferSize: 4096, FileOptions.DeleteOnClose);
    }

    /// <summary>The file written to.</summary>
    public string Path { get; }

    /// <summary>Bytes written since the last <see cref="Rewind"/>.</summary>
    public long WrittenCount => _file.Position;

    /// <summary>Starts the next message at the file's beginning.</summary>
    public void Rewind() => _file.Position = 0;

    /// <summary>Hands the stream's buffered bytes to the OS, as a writer's final Flush does.</summary>
    public void Flush() => _file.Flush(flushToDisk: false);

    public void Advance(int count)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(count, _scratch.Length);
        _file.Write(_scratch, 0, count);
    }

    public Memory<byte> GetMemory(int sizeHint = 0) => Scratch(sizeHint);

    public Span<byte> GetSpan(int sizeHint = 0) => Scratch(sizeHint);

    /// <summary>The bytes of the last message, read back from the file (for tests and checks, never timed).</summary>
    public byte[] ReadBack()
    {
        _file.Flush();
        var length = _file.Position;
        var bytes = new byte[length];
        _file.Position = 0;
        _file.ReadExactly(bytes);
        return bytes;
    }

    public void Dispose() => _file.Dispose();

    private byte[] Scratch(int sizeHint)
    {
        if (sizeHint > _scratch.Length)
        {
            // Grows once to the largest hint seen, like a pooled writer; then every call reuses it.
            _scratch = new byte[Math.Max(sizeHint, _scratch.Length * 2)];
        }

        return _scratch;
    }
}
