namespace SerBench.Labs.Robustness;

/// <summary>
/// Length and count fields set to huge or negative values. Where the format's length fields can be found
/// (protobuf varint lengths, BSON int32 lengths, the custom envelope's varints) each one is patched; text
/// formats get their numbers replaced by huge and negative ones; other binary formats get a 4-byte integer
/// written over sampled offsets, little- and big-endian.
/// </summary>
internal static class LengthFields
{
    private const string EnvelopeCustomId = "envelope-custom";

    /// <summary>
    /// The patches as labels and makers, already sampled, so a large document's thousands of length fields cost
    /// nothing until the chosen few are made. The random draws happen here, in order, so the choice is deterministic.
    /// </summary>
    public static IReadOnlyList<(string Label, Func<byte[]> Make)> Mutate(byte[] valid, CorpusSettings settings, Random random)
    {
        var cap = Math.Max(8, settings.Sample / 2);
        IEnumerable<(string, Func<byte[]>)> found = settings.Format switch
        {
            FormatFamily.Protobuf => VarintFields(ProtobufWalker.LengthFields(valid), valid, "protobuf length"),
            FormatFamily.Bson => BsonFields(valid),
            FormatFamily.CustomBinary when string.Equals(settings.SerializerId, EnvelopeCustomId, StringComparison.OrdinalIgnoreCase)
                => VarintFields(EnvelopeWalker.VarintFields(valid), valid, "envelope varint"),
            FormatFamily.Json or FormatFamily.Jsv or FormatFamily.Xml => TextNumbers.Mutate(valid),
            _ => [],
        };
        var list = found.ToList();
        if (list.Count > cap)
        {
            list = [.. list.OrderBy(_ => random.Next()).Take(cap)];
        }

        if (settings.Format is not (FormatFamily.Json or FormatFamily.Jsv or FormatFamily.Xml))
        {
            // Also the format-blind patch, so every binary format meets a 4-byte length claiming gigabytes.
            list.AddRange(GenericInt32(valid, Math.Max(4, settings.Sample / 8), random).ToList());
        }

        return list;
    }

    private static IEnumerable<(string, Func<byte[]>)> VarintFields(IEnumerable<(int Offset, int Length)> fields, byte[] valid, string what)
    {
        foreach (var (offset, length) in fields)
        {
            foreach (var (name, value) in new (string, ulong)[] { ("2^31-1", int.MaxValue), ("2^32-1", uint.MaxValue), ("-1", ulong.MaxValue) })
            {
                yield return ($"{what} at byte {RobustnessCorpus.Count(offset)} set to {name}", () => Splice(valid, offset, length, Varint.Encode(value)));
            }
        }
    }

    private static IEnumerable<(string, Func<byte[]>)> BsonFields(byte[] valid)
    {
        foreach (var offset in BsonWalker.LengthFields(valid))
        {
            foreach (var (name, value) in new (string, int)[] { ("2^31-1", int.MaxValue), ("1 GiB", 1 << 30), ("-1", -1) })
            {
                yield return ($"bson int32 length at byte {RobustnessCorpus.Count(offset)} set to {name}", () =>
                {
                    var input = (byte[])valid.Clone();
                    BitConverter.TryWriteBytes(input.AsSpan(offset, 4), value);
                    return input;
                }
                );
            }
        }
    }

    private static IEnumerable<(string, Func<byte[]>)> GenericInt32(byte[] valid, int offsets, Random random)
    {
        if (valid.Length < 4)
        {
            yield break;
        }

        var picked = new SortedSet<int>();
        while (picked.Count < Math.Min(offsets, valid.Length - 3))
        {
            picked.Add(random.Next(valid.Length - 3));
        }

        foreach (var offset in picked)
        {
            foreach (var (name, bytes) in new (string, byte[])[]
                     {
                         ("2^31-1 little-endian", [0xFF, 0xFF, 0xFF, 0x7F]),
                         ("-1", [0xFF, 0xFF, 0xFF, 0xFF]),
                         ("2^31-1 big-endian", [0x7F, 0xFF, 0xFF, 0xFF]),
                     })
            {
                yield return ($"4-byte integer at byte {RobustnessCorpus.Count(offset)} set to {name}", () =>
                {
                    var input = (byte[])valid.Clone();
                    bytes.CopyTo(input, offset);
                    return input;
                }
                );
            }
        }
    }

    internal static byte[] Splice(byte[] valid, int offset, int removed, ReadOnlySpan<byte> inserted)
    {
        var result = new byte[valid.Length - removed + inserted.Length];
        valid.AsSpan(0, offset).CopyTo(result);
        inserted.CopyTo(result.AsSpan(offset));
        valid.AsSpan(offset + removed).CopyTo(result.AsSpan(offset + inserted.Length));
        return result;
    }
}
