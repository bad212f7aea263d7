namespace SerBench.Adapters;

/// <summary>
/// What a format loses by design. The round-trip check forgives exactly these losses and nothing more,
/// so a row that loses more than it declares fails.
/// </summary>
public sealed record Fidelity
{
    public static Fidelity Exact { get; } = new();

    /// <summary>
    /// The resolution to which <see cref="DateTime"/> and <see cref="DateTimeOffset"/> values survive
    /// (e.g. one millisecond for BSON); null means every tick survives.
    /// </summary>
    public TimeSpan? DateTimePrecision { get; init; }

    /// <summary>False when a DateTime comes back with a different <see cref="DateTimeKind"/> (same instant).</summary>
    public bool PreservesDateTimeKind { get; init; } = true;

    /// <summary>True when a null collection or string may come back empty, or an empty one as null.</summary>
    public bool NullEqualsEmpty { get; init; }

    /// <summary>
    /// True when a member typed <see cref="object"/> comes back as the library's document node (e.g. a
    /// JsonElement) rather than the CLR value it held; such members are then compared by their text.
    /// </summary>
    public bool UntypedMembersAsText { get; init; }

    /// <summary>One line for reports; "exact" when nothing is lost.</summary>
    public string Describe()
    {
        var parts = new List<string>();
        if (DateTimePrecision is { } p)
        {
            parts.Add($"DateTime to {p.TotalMilliseconds:0.###} ms");
        }

        if (!PreservesDateTimeKind)
        {
            parts.Add("DateTime kind not kept");
        }

        if (NullEqualsEmpty)
        {
            parts.Add("null and empty collections are equal");
        }

        if (UntypedMembersAsText)
        {
            parts.Add("untyped members compared as text");
        }

        return parts.Count == 0 ? "exact" : string.Join("; ", parts);
    }
}
