namespace SerBench.Labs.Shared;

/// <summary>Runs another prepared operation several times per call (seed 000's "5 round trips per op").</summary>
internal sealed class RepeatedOperation(CellOperation inner, int times) : CellOperation
{
    private readonly Action _inner = inner.AsAction();
    private readonly int _times = times;

    public override void Invoke()
    {
        for (var i = 0; i < _times; i++)
        {
            _inner();
        }
    }
}

/// <summary>Copies the raw bytes into a preallocated buffer: the ceiling every serializer is compared with.</summary>
internal sealed class MemcpyOperation(byte[] source) : CellOperation
{
    private readonly byte[] _source = source;
    private readonly byte[] _destination = new byte[source.Length];

    public override void Invoke() => _source.AsSpan().CopyTo(_destination);
}
