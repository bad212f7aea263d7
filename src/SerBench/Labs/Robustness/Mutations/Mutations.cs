namespace SerBench.Labs.Robustness;

/// <summary>The format-blind mutations: which truncation lengths, bits, bytes and random inputs a corpus holds.</summary>
internal static class Mutations
{
    private static readonly byte[] ReplacementValues = [0x00, 0xFF, 0x80, 0x7F];

    /// <summary>Every length below the valid one when it fits the sample; else both ends densely and the middle evenly.</summary>
    public static IEnumerable<int> TruncationLengths(int length, int sample)
    {
        if (length <= sample)
        {
            return Enumerable.Range(0, length);
        }

        var edge = Math.Max(1, sample / 4);
        var picked = new SortedSet<int>();
        for (var i = 0; i < edge; i++)
        {
            picked.Add(i);
            picked.Add(length - 1 - i);
        }

        var middle = sample - picked.Count;
        for (var i = 1; i <= middle; i++)
        {
            picked.Add((int)((long)length * i / (middle + 1)));
        }

        return picked;
    }

    /// <summary>Every bit when the buffer has no more bits than the sample; else distinct random bits.</summary>
    public static IEnumerable<int> BitPositions(int length, int sample, Random random)
    {
        var bits = (long)length * 8;
        if (bits <= sample)
        {
            return Enumerable.Range(0, (int)bits);
        }

        return Distinct(bits, sample, random);
    }

    /// <summary>Replacements at every offset (small inputs) or sampled offsets, cycling through telling values and random ones.</summary>
    public static IEnumerable<(int Offset, byte Value)> Replacements(int length, int sample, Random random)
    {
        if (length == 0)
        {
            yield break;
        }

        var offsets = length * 2 <= sample ? Enumerable.Range(0, length).ToList() : Distinct(length, sample / 2, random).ToList();
        var n = 0;
        foreach (var offset in offsets)
        {
            yield return (offset, ReplacementValues[n++ % ReplacementValues.Length]);
            yield return (offset, (byte)random.Next(256));
        }
    }

    /// <summary>Random buffers: as long as the valid input, shorter, longer, and a few tiny ones.</summary>
    public static IEnumerable<byte[]> RandomInputs(int length, int sample, Random random)
    {
        var count = Math.Clamp(sample / 16, 4, 32);
        for (var i = 0; i < count; i++)
        {
            var size = (i % 4) switch
            {
                0 => length,
                1 => random.Next(1, 17),
                2 => random.Next(1, Math.Max(2, length)),
                _ => random.Next(1, Math.Max(2, length * 2)),
            };
            var input = new byte[size];
            random.NextBytes(input);
            yield return input;
        }
    }

    private static IEnumerable<int> Distinct(long range, int count, Random random)
    {
        var picked = new SortedSet<int>();
        while (picked.Count < Math.Min(count, range))
        {
            picked.Add((int)random.NextInt64(range));
        }

        return picked;
    }
}
