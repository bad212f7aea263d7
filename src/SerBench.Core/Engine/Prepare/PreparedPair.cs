using SerBench.RunFiles;

namespace SerBench.Engine;

/// <summary>
/// A (serializer, payload) pair after verification: either ready to measure (with its sizes and a factory
/// for each operation's timed call), or unsupported/failed with the reason every one of its cells carries.
/// </summary>
internal sealed record PreparedPair(string Status, string? Reason, string? Diff, PayloadSizes? Sizes, Func<string, CellOperation>? CreateOperation)
{
    public static PreparedPair Unsupported(string reason) => new(CellStatus.Unsupported, reason, null, null, null);

    public static PreparedPair Failed(string reason, string? diff = null) => new(CellStatus.Failed, reason, diff, null, null);

    public static PreparedPair Ready(PayloadSizes? sizes, Func<string, CellOperation> createOperation) =>
        new(CellStatus.Ok, null, null, sizes, createOperation);
}
