using System.Formats.Cbor;

namespace SerBench.Serializers.HandWrittenCbor;

/// <summary>
/// The encodings every hand-written CBOR codec shares: an object is a definite-length array of its members in
/// declaration order (null is CBOR null), a Guid is a 16-byte string under tag 37 (RFC 9562's UUID tag), a
/// DateTime is an RFC 3339 string under tag 0 (its instant, in UTC), a decimal is a decimal fraction (tag 4).
/// </summary>
internal static class CborParts
{
    private const CborTag UuidTag = (CborTag)37;

    public delegate TItem ReadItem<out TItem>(CborReader reader);

    /// <summary>Starts an object of <paramref name="members"/> members, or writes null and returns false.</summary>
    public static bool StartObject(CborWriter writer, object? value, int members)
    {
        if (value is null)
        {
            writer.WriteNull();
            return false;
        }

        writer.WriteStartArray(members);
        return true;
    }

    /// <summary>Reads the start of an object of <paramref name="members"/> members; false (and the null read) for null.</summary>
    public static bool StartObject(CborReader reader, int members)
    {
        if (reader.PeekState() == CborReaderState.Null)
        {
            reader.ReadNull();
            return false;
        }

        var length = reader.ReadStartArray();
        if (length != members)
        {
            throw new CborContentException($"Expected an object of {members} members, found an array of {length?.ToString(System.Globalization.CultureInfo.InvariantCulture) ?? "indefinite"} items.");
        }

        return true;
    }

    /// <summary>Writes null, or an array of <paramref name="members"/> items that <paramref name="body"/> writes.</summary>
    public static void WriteObject<TObject>(CborWriter writer, TObject? value, int members, Action<CborWriter, TObject> body)
        where TObject : class
    {
        if (StartObject(writer, value, members))
        {
            body(writer, value!);
            writer.WriteEndArray();
        }
    }

    /// <summary>Reads null, or an array of <paramref name="members"/> items that <paramref name="body"/> reads.</summary>
    public static TObject? ReadObject<TObject>(CborReader reader, int members, ReadItem<TObject> body)
        where TObject : class
    {
        if (!StartObject(reader, members))
        {
            return null;
        }

        var value = body(reader);
        reader.ReadEndArray();
        return value;
    }

    public static void WriteString(CborWriter writer, string? value)
    {
        if (value is null)
        {
            writer.WriteNull();
        }
        else
        {
            writer.WriteTextString(value);
        }
    }

    public static string? ReadString(CborReader reader)
    {
        if (reader.PeekState() == CborReaderState.Null)
        {
            reader.ReadNull();
            return null;
        }

        return reader.ReadTextString();
    }

    public static void WriteGuid(CborWriter writer, Guid value)
    {
        Span<byte> bytes = stackalloc byte[16];
        value.TryWriteBytes(bytes, bigEndian: true, out _);
        writer.WriteTag(UuidTag);
        writer.WriteByteString(bytes);
    }

    public static Guid ReadGuid(CborReader reader)
    {
        var tag = reader.ReadTag();
        if (tag != UuidTag)
        {
            throw new CborContentException($"Expected tag 37 (UUID), found tag {(ulong)tag}.");
        }

        Span<byte> bytes = stackalloc byte[16];
        if (!reader.TryReadByteString(bytes, out var written) || written != 16)
        {
            throw new CborContentException("Expected a 16-byte UUID.");
        }

        return new Guid(bytes, bigEndian: true);
    }

    /// <summary>The instant, as UTC (an unspecified kind is taken as UTC), 100 ns ticks kept.</summary>
    public static void WriteDateTime(CborWriter writer, DateTime value) =>
        writer.WriteDateTimeOffset(new DateTimeOffset(value.Kind == DateTimeKind.Local ? value.ToUniversalTime() : DateTime.SpecifyKind(value, DateTimeKind.Utc)));

    public static DateTime ReadDateTime(CborReader reader) => reader.ReadDateTimeOffset().UtcDateTime;

    // A List<T> (what every model holds), not an interface: its struct enumerator keeps the timed call free of an enumerator allocation per list.
    public static void WriteList<TItem>(CborWriter writer, List<TItem>? items, Action<CborWriter, TItem> write)
    {
        if (items is null)
        {
            writer.WriteNull();
            return;
        }

        writer.WriteStartArray(items.Count);
        foreach (var item in items)
        {
            write(writer, item);
        }

        writer.WriteEndArray();
    }

    public static List<TItem>? ReadList<TItem>(CborReader reader, ReadItem<TItem> read)
    {
        if (reader.PeekState() == CborReaderState.Null)
        {
            reader.ReadNull();
            return null;
        }

        var count = reader.ReadStartArray() ?? throw new CborContentException("Expected a definite-length array.");
        var items = new List<TItem>(Math.Min(count, reader.BytesRemaining));
        for (var i = 0; i < count; i++)
        {
            items.Add(read(reader));
        }

        reader.ReadEndArray();
        return items;
    }

    public static void WriteMap<TValue>(CborWriter writer, Dictionary<string, TValue>? map, Action<CborWriter, TValue> write)
    {
        if (map is null)
        {
            writer.WriteNull();
            return;
        }

        writer.WriteStartMap(map.Count);
        foreach (var (key, value) in map)
        {
            writer.WriteTextString(key);
            write(writer, value);
        }

        writer.WriteEndMap();
    }

    public static Dictionary<string, TValue>? ReadMap<TValue>(CborReader reader, ReadItem<TValue> read)
    {
        if (reader.PeekState() == CborReaderState.Null)
        {
            reader.ReadNull();
            return null;
        }

        var count = reader.ReadStartMap() ?? throw new CborContentException("Expected a definite-length map.");
        var map = new Dictionary<string, TValue>(Math.Min(count, reader.BytesRemaining));
        for (var i = 0; i < count; i++)
        {
            var key = reader.ReadTextString();
            map.Add(key, read(reader));
        }

        reader.ReadEndMap();
        return map;
    }
}
