namespace SerBench.Labs.Robustness;

/// <summary>LEB128 varints as protobuf and the custom envelope write them.</summary>
internal static class Varint
{
    public static byte[] Encode(ulong value)
    {
        var bytes = new List<byte>(10);
        while (value >= 0x80)
        {
            bytes.Add((byte)(value | 0x80));
            value >>= 7;
        }

        bytes.Add((byte)value);
        return [.. bytes];
    }

    /// <summary>Reads a varint at <paramref name="offset"/>; false when it runs off the end or past 10 bytes.</summary>
    public static bool TryRead(ReadOnlySpan<byte> data, int offset, out ulong value, out int length)
    {
        value = 0;
        for (length = 0; length < 10 && offset + length < data.Length; length++)
        {
            var b = data[offset + length];
            value |= (ulong)(b & 0x7F) << (7 * length);
            if (b < 0x80)
            {
                length++;
                return true;
            }
        }

        return false;
    }
}
