namespace SerBench.Labs.Robustness;

/// <summary>One input of a robustness corpus: its place in the corpus, how it was made, and its exact bytes.</summary>
/// <param name="Index">Position in the cell's corpus; stable for a seed, so it names the case in files and reports.</param>
/// <param name="Kind">The mutation family (<see cref="CaseKinds"/>).</param>
/// <param name="Label">What exactly was done, e.g. "bit 3 of byte 17" or "json nesting 1,000 levels".</param>
/// <param name="Input">The exact bytes the deserializer is given.</param>
internal sealed record CorpusCase(int Index, string Kind, string Label, byte[] Input);

/// <summary>The mutation families of a corpus, as the run file and the reports spell them.</summary>
internal static class CaseKinds
{
    public const string Valid = "valid";
    public const string Truncation = "truncation";
    public const string BitFlip = "bit-flip";
    public const string ByteReplacement = "byte-replacement";
    public const string LengthField = "length-field";
    public const string Nesting = "nesting";
    public const string Random = "random";

    public static IReadOnlyList<string> All { get; } = [Valid, Truncation, BitFlip, ByteReplacement, LengthField, Nesting, Random];
}
