using System.Buffers;

namespace SerBench.Tests.Adapters;

/// <summary>A writer handing out memory without an array behind it, in blocks of its own size.</summary>
internal sealed class NativeBufferWriter : IBufferWriter<byte>
{
    private readonly List<byte> _written = [];
    private NativeMemory? _block;

    public byte[] Written => [.. _written];

    public void Advance(int count)
    {
        _written.AddRange(_block!.GetSpan()[..count].ToArray());
        _block = null;
    }

    public Memory<byte> GetMemory(int sizeHint = 0)
    {
        _block = new NativeMemory(new byte[Math.Max(sizeHint, 256)]);
        return _block.Memory;
    }

    public Span<byte> GetSpan(int sizeHint = 0) => GetMemory(sizeHint).Span;
}
