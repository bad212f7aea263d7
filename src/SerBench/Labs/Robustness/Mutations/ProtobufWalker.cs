namespace SerBench.Labs.Robustness;

/// <summary>Finds the varint length of every length-delimited protobuf field, descending into those that parse as messages.</summary>
internal static class ProtobufWalker
{
    private const int MaxDepth = 16;

    public static IReadOnlyList<(int Offset, int Length)> LengthFields(byte[] data)
    {
        var found = new List<(int, int)>();
        Walk(data, 0, data.Length, 0, found);
        return found;
    }

    /// <summary>Walks fields in [start, end); returns false when the range is not a well-formed message.</summary>
    private static bool Walk(byte[] data, int start, int end, int depth, List<(int, int)> found)
    {
        var mark = found.Count;
        var position = start;
        while (position < end)
        {
            if (!Varint.TryRead(data, position, out var tag, out var tagLength) || tag >> 3 == 0)
            {
                found.RemoveRange(mark, found.Count - mark);
                return false;
            }

            position += tagLength;
            switch (tag & 7)
            {
                case 0:
                    if (!Varint.TryRead(data, position, out _, out var n) || position + n > end)
                    {
                        found.RemoveRange(mark, found.Count - mark);
                        return false;
                    }

                    position += n;
                    break;
                case 1:
                    position += 8;
                    break;
                case 5:
                    position += 4;
                    break;
                case 2:
                    if (!Varint.TryRead(data, position, out var length, out var lengthBytes) || (ulong)(end - position - lengthBytes) < length)
                    {
                        found.RemoveRange(mark, found.Count - mark);
                        return false;
                    }

                    found.Add((position, lengthBytes));
                    var content = position + lengthBytes;
                    if (depth < MaxDepth && length > 0)
                    {
                        Walk(data, content, content + (int)length, depth + 1, found);
                    }

                    position = content + (int)length;
                    break;
                default:
                    found.RemoveRange(mark, found.Count - mark);
                    return false;
            }
        }

        if (position != end)
        {
            found.RemoveRange(mark, found.Count - mark);
            return false;
        }

        return true;
    }
}
