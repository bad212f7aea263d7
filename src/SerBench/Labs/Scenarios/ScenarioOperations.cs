namespace SerBench.Labs.Scenarios;

/// <summary>Several prepared operations in turn per call (ten different objects), each through its compiled call.</summary>
internal sealed class SequenceOperation(CellOperation[] operations) : CellOperation
{
    private readonly Action[] _calls = [.. operations.Select(o => o.AsAction())];

    public override void Invoke()
    {
        foreach (var call in _calls)
        {
            call();
        }
    }
}
