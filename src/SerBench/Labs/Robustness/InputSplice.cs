namespace SerBench.Labs.Robustness;

/// <summary>
/// One change that turns a cell's valid bytes into a corpus input: remove <see cref="Removed"/> bytes at
/// <see cref="Offset"/> and put <see cref="Inserted"/> there. Every corpus input has one (the common prefix and
/// suffix are kept), so a large input is stored exactly without a copy per finding.
/// </summary>
internal sealed record InputSplice(int Offset, int Removed, byte[] Inserted)
{
    public static InputSplice Between(byte[] valid, byte[] input)
    {
        var prefix = valid.AsSpan().CommonPrefixLength(input);
        var maxSuffix = Math.Min(valid.Length, input.Length) - prefix;
        var suffix = 0;
        while (suffix < maxSuffix && valid[^(suffix + 1)] == input[^(suffix + 1)])
        {
            suffix++;
        }

        return new InputSplice(prefix, valid.Length - prefix - suffix, input[prefix..(input.Length - suffix)]);
    }

    public byte[] ApplyTo(byte[] valid)
    {
        if (Offset < 0 || Removed < 0 || Offset + Removed > valid.Length)
        {
            throw new InvalidDataException($"The splice (offset {Offset}, {Removed} bytes removed) does not fit the {valid.Length}-byte valid input it names.");
        }

        return [.. valid.AsSpan(0, Offset), .. Inserted, .. valid.AsSpan(Offset + Removed)];
    }
}
