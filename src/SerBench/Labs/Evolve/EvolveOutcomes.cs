namespace SerBench.Labs.Evolve;

/// <summary>What a serializer did with a type change in one direction, as the run file spells it.</summary>
internal static class EvolveOutcomes
{
    /// <summary>Every value both versions can hold came through.</summary>
    public const string Works = "works";

    /// <summary>Accepted, but a value the reader could hold came back different (usually its default).</summary>
    public const string DataLost = "data-lost";

    /// <summary>The reader (or, rarely, the writer) threw; the message is kept.</summary>
    public const string Throws = "throws";

    /// <summary>The row cannot take the scenario's types (no twin, hand-written for other types); the reason is kept.</summary>
    public const string Unsupported = "unsupported";

    public const string OldToNew = "old-to-new";
    public const string NewToOld = "new-to-old";
}
