namespace SerBench.Labs.Robustness;

/// <summary>
/// Builds a cell's corpus from the valid bytes: the valid input itself, every truncation (a dense sample for
/// large inputs), single-bit flips, byte replacements, length fields set huge or negative, deep nesting where
/// the format nests, and random bytes. The same valid bytes, settings and seed give the same corpus.
/// </summary>
internal static class RobustnessCorpus
{
    /// <summary>
    /// The cases in order, made one at a time as they are enumerated: a 1 MB payload's corpus is hundreds of
    /// inputs of about its size, which need not all be in memory at once.
    /// </summary>
    public static IEnumerable<CorpusCase> Build(byte[] valid, CorpusSettings settings)
    {
        ArgumentNullException.ThrowIfNull(valid);
        ArgumentNullException.ThrowIfNull(settings);
        return Cases(valid, settings).Select((c, index) => new CorpusCase(index, c.Kind, c.Label, c.Input));
    }

    private static IEnumerable<(string Kind, string Label, byte[] Input)> Cases(byte[] valid, CorpusSettings settings)
    {
        var random = new Random(StableSeed.Of(settings.Seed, settings.SerializerId, valid.Length.ToString(CultureInfo.InvariantCulture)));
        yield return (CaseKinds.Valid, "the valid bytes", valid);
        foreach (var length in Mutations.TruncationLengths(valid.Length, settings.Sample))
        {
            yield return (CaseKinds.Truncation, $"first {Count(length)} of {Count(valid.Length)} bytes", valid[..length]);
        }

        foreach (var bit in Mutations.BitPositions(valid.Length, settings.Sample, random).ToList())
        {
            var input = (byte[])valid.Clone();
            input[bit / 8] ^= (byte)(1 << (bit % 8));
            yield return (CaseKinds.BitFlip, $"bit {bit % 8} of byte {Count(bit / 8)}", input);
        }

        foreach (var (offset, value) in Mutations.Replacements(valid.Length, settings.Sample, random).ToList())
        {
            var input = (byte[])valid.Clone();
            input[offset] = value;
            yield return (CaseKinds.ByteReplacement, $"byte {Count(offset)} set to 0x{value:X2}", input);
        }

        foreach (var (label, make) in LengthFields.Mutate(valid, settings, random))
        {
            yield return (CaseKinds.LengthField, label, make());
        }

        foreach (var (label, input) in DeepNesting.Build(valid, settings.Format))
        {
            yield return (CaseKinds.Nesting, label, input);
        }

        foreach (var input in Mutations.RandomInputs(valid.Length, settings.Sample, random).ToList())
        {
            yield return (CaseKinds.Random, $"{Count(input.Length)} random bytes", input);
        }
    }

    internal static string Count(long value) => value.ToString("N0", CultureInfo.InvariantCulture);
}
