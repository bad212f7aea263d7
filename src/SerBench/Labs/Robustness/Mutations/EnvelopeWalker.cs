namespace SerBench.Labs.Robustness;

/// <summary>
/// Finds the varints of seed 002's hand-written envelope (PAYLOADS.md): the Header's byte count, the
/// dictionary's zigzag count and each key and value's byte count, by reading the presence byte and the fields it names.
/// </summary>
internal static class EnvelopeWalker
{
    private const byte ToBit = 1 << 1;
    private const byte FromBit = 1 << 2;
    private const byte MessageIdBit = 1 << 3;
    private const byte TimeStampBit = 1 << 4;
    private const byte HeaderBit = 1 << 5;
    private const byte KeyValuePairsBit = 1 << 6;

    public static IReadOnlyList<(int Offset, int Length)> VarintFields(byte[] data)
    {
        var found = new List<(int, int)>();
        if (data.Length == 0)
        {
            return found;
        }

        var presence = data[0];
        var position = 1;
        foreach (var (bit, size) in new (byte, int)[] { (ToBit, 16), (FromBit, 16), (MessageIdBit, 16), (TimeStampBit, 8) })
        {
            if ((presence & bit) != 0)
            {
                position += size;
            }
        }

        if ((presence & HeaderBit) != 0 && !String(data, ref position, found))
        {
            return found;
        }

        if ((presence & KeyValuePairsBit) != 0 && Varint.TryRead(data, position, out var zigzag, out var n))
        {
            found.Add((position, n));
            position += n;
            var count = (int)(zigzag >> 1);
            for (var i = 0; i < count * 2 && String(data, ref position, found); i++)
            {
            }
        }

        return found;
    }

    private static bool String(byte[] data, ref int position, List<(int, int)> found)
    {
        if (!Varint.TryRead(data, position, out var length, out var n) || (ulong)(data.Length - position - n) < length)
        {
            return false;
        }

        found.Add((position, n));
        position += n + (int)length;
        return true;
    }
}
