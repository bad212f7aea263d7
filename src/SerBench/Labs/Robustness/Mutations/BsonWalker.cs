using System.Buffers.Binary;

namespace SerBench.Labs.Robustness;

/// <summary>Finds the int32 length of every BSON document, array, string and binary value in a well-formed document.</summary>
internal static class BsonWalker
{
    private const int MaxDepth = 32;

    public static IReadOnlyList<int> LengthFields(byte[] data)
    {
        var found = new List<int>();
        if (!Document(data, 0, 0, found, out _))
        {
            // A document we cannot walk still has its leading length.
            return data.Length >= 4 ? [0] : [];
        }

        return found;
    }

    private static bool Document(byte[] data, int start, int depth, List<int> found, out int end)
    {
        end = start;
        if (start + 5 > data.Length || depth > MaxDepth)
        {
            return false;
        }

        var length = BinaryPrimitives.ReadInt32LittleEndian(data.AsSpan(start));
        if (length < 5 || start + length > data.Length)
        {
            return false;
        }

        found.Add(start);
        end = start + length;
        var position = start + 4;
        while (position < end - 1)
        {
            var type = data[position++];
            var nameEnd = Array.IndexOf(data, (byte)0, position, end - position);
            if (nameEnd < 0)
            {
                return false;
            }

            position = nameEnd + 1;
            if (!Value(data, type, ref position, end, depth, found))
            {
                return false;
            }
        }

        return position == end - 1 && data[position] == 0;
    }

    private static bool Value(byte[] data, byte type, ref int position, int end, int depth, List<int> found)
    {
        int Fixed(int size, int at) => at + size <= end ? at + size : -1;
        int next;
        switch (type)
        {
            case 0x01 or 0x09 or 0x11 or 0x12: next = Fixed(8, position); break;
            case 0x10: next = Fixed(4, position); break;
            case 0x08: next = Fixed(1, position); break;
            case 0x07: next = Fixed(12, position); break;
            case 0x13: next = Fixed(16, position); break;
            case 0x06 or 0x0A or 0x7F or 0xFF: next = position; break;
            case 0x02 or 0x0D or 0x0E or 0x05:
                if (position + 4 > end)
                {
                    return false;
                }

                found.Add(position);
                var length = BinaryPrimitives.ReadInt32LittleEndian(data.AsSpan(position));
                next = length < 0 ? -1 : Fixed(4 + length + (type == 0x05 ? 1 : 0), position);
                break;
            case 0x03 or 0x04:
                if (!Document(data, position, depth + 1, found, out next))
                {
                    return false;
                }

                break;
            default:
                return false;
        }

        if (next < 0)
        {
            return false;
        }

        position = next;
        return true;
    }
}
