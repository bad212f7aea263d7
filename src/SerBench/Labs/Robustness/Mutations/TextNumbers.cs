namespace SerBench.Labs.Robustness;

/// <summary>
/// Text formats have no length prefixes; the nearest thing is a number that sizes or counts something. Each
/// number in the text (up to a cap, spread over the input) is replaced by a huge, a negative and an overflowing one.
/// </summary>
internal static class TextNumbers
{
    private const int MaxNumbers = 48;

    private static readonly (string Name, string Text)[] Replacements =
    [
        ("huge", "99999999999999999999999999999"),
        ("-1", "-1"),
        ("2^31", "2147483648"),
    ];

    public static IEnumerable<(string Label, Func<byte[]> Make)> Mutate(byte[] valid)
    {
        var numbers = Find(valid);
        var step = Math.Max(1, numbers.Count / MaxNumbers);
        for (var i = 0; i < numbers.Count; i += step)
        {
            var (offset, length) = numbers[i];
            foreach (var (name, text) in Replacements)
            {
                yield return ($"number at byte {RobustnessCorpus.Count(offset)} set to {name}",
                    () => LengthFields.Splice(valid, offset, length, Encoding.ASCII.GetBytes(text)));
            }
        }
    }

    /// <summary>Runs of ASCII digits (with a leading minus) that stand alone, not inside a longer word or a Guid.</summary>
    private static List<(int Offset, int Length)> Find(byte[] data)
    {
        var found = new List<(int, int)>();
        var i = 0;
        while (i < data.Length)
        {
            if (!IsDigit(data[i]) || (i > 0 && IsWordByte(data[i - 1])))
            {
                i++;
                continue;
            }

            var start = i > 0 && data[i - 1] == (byte)'-' ? i - 1 : i;
            while (i < data.Length && IsDigit(data[i]))
            {
                i++;
            }

            if (i >= data.Length || !IsWordByte(data[i]))
            {
                found.Add((start, i - start));
            }
        }

        return found;
    }

    private static bool IsDigit(byte b) => b is >= (byte)'0' and <= (byte)'9';

    private static bool IsWordByte(byte b) => b is >= (byte)'a' and <= (byte)'z' or >= (byte)'A' and <= (byte)'Z' or (byte)'_' or (byte)'.' or >= 0x80 || IsDigit(b);
}
