using System.Buffers;

namespace SerBench.Tests.Adapters;

/// <summary>Memory that is not an array (as a pipe's or a native pool's may be).</summary>
internal sealed class NativeMemory(byte[] bytes) : MemoryManager<byte>
{
    private readonly byte[] _copy = [.. bytes];

    public override Span<byte> GetSpan() => _copy;

    public override MemoryHandle Pin(int elementIndex = 0) => throw new NotSupportedException();

    public override void Unpin()
    {
    }

    protected override void Dispose(bool disposing)
    {
    }
}
