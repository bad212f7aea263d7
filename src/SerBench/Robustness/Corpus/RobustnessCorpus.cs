using System.Globalization;

namespace SerBench.Robustness.Corpus;

/// <summary>
/// Builds a cell's corpus from the valid bytes: the valid input itself, every truncation (a dense sample for
/// large inputs), single-bit flips, byte replacements, length fields set huge or negative, deep nesting where
/// the format nests, and random bytes. The same valid bytes, settings and seed give the same corpus.
/// </summary>
internal static class RobustnessCorpus
{
    public static IReadOnlyList<CorpusCase> Build(byte[] valid, CorpusSettings settings)
    {
        ArgumentNullException.ThrowIfNull(valid);
        ArgumentNullException.ThrowIfNull(settings);
        var random = new Random(StableSeed.Of(settings.Seed, settings.SerializerId, valid.Length.ToString(CultureInfo.InvariantCulture)));
        var cases = new List<CorpusCase>();
        void Add(string kind, string label, byte[] input) => cases.Add(new CorpusCase(cases.Count, kind, label, input));

        Add(CaseKinds.Valid, "the valid bytes", valid);
        foreach (var length in Mutations.TruncationLengths(valid.Length, settings.Sample))
        {
            Add(CaseKinds.Truncation, $"first {Count(length)} of {Count(valid.Length)} bytes", valid[..length]);
        }

        foreach (var bit in Mutations.BitPositions(valid.Length, settings.Sample, random))
        {
            var input = (byte[])valid.Clone();
            input[bit / 8] ^= (byte)(1 << (bit % 8));
            Add(CaseKinds.BitFlip, $"bit {bit % 8} of byte {Count(bit / 8)}", input);
        }

        foreach (var (offset, value) in Mutations.Replacements(valid.Length, settings.Sample, random))
        {
            var input = (byte[])valid.Clone();
            input[offset] = value;
            Add(CaseKinds.ByteReplacement, $"byte {Count(offset)} set to 0x{value:X2}", input);
        }

        foreach (var (label, input) in LengthFields.Mutate(valid, settings, random))
        {
            Add(CaseKinds.LengthField, label, input);
        }

        foreach (var (label, input) in DeepNesting.Build(valid, settings.Format))
        {
            Add(CaseKinds.Nesting, label, input);
        }

        foreach (var input in Mutations.RandomInputs(valid.Length, settings.Sample, random))
        {
            Add(CaseKinds.Random, $"{Count(input.Length)} random bytes", input);
        }

        return cases;
    }

    internal static string Count(long value) => value.ToString("N0", CultureInfo.InvariantCulture);
}
