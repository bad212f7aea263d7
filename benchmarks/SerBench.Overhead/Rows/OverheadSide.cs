namespace SerBench.Overhead.Rows;

/// <summary>Which calls a measuring process of the overhead tool warms and times.</summary>
/// <remarks>
/// A row whose direct call and adapter hand the library different argument types (a MemoryStream against the lab's
/// stream over its buffer) cannot be read with both in one process: the library's call sites then see both types, and
/// profile-guided optimization devirtualizes for one of them (or none), so one side pays for the other's presence
/// (measured: docs/measuring.md, 'Measurements behind the code').
/// </remarks>
public enum OverheadSide
{
    /// <summary>Both, interleaved in one process: exact when both sides hand the library the same types.</summary>
    Both,

    /// <summary>The library called directly, alone in its process.</summary>
    Direct,

    /// <summary>The lab's timed path through the adapter, alone in its process.</summary>
    Adapter,
}
