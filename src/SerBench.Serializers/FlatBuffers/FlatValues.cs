using System.Buffers.Binary;
using SerBench.Serializers.FlatBuffers.Twins;
using SerBench.Serializers.Twins;

namespace SerBench.Serializers.FlatBuffers;

/// <summary>
/// The lossless mappings of .NET types FlatBuffers lacks (Idl/common.fbs explains each), which the FlatBuffers mappers
/// use wherever their types meet. A struct field left out of its table (bytes from an older writer) reads back as null
/// and maps to the type's default.
/// </summary>
internal static class FlatValues
{
    /// <summary>Guid.ToByteArray()'s bytes 0-7 and 8-15, each as a little-endian ulong.</summary>
    public static GuidFbT FromGuid(Guid value)
    {
        Span<byte> bytes = stackalloc byte[16];
        value.TryWriteBytes(bytes);
        return new GuidFbT { Low = BinaryPrimitives.ReadUInt64LittleEndian(bytes), High = BinaryPrimitives.ReadUInt64LittleEndian(bytes[8..]) };
    }

    public static Guid ToGuid(GuidFbT? value)
    {
        if (value is null)
        {
            return Guid.Empty;
        }

        Span<byte> bytes = stackalloc byte[16];
        BinaryPrimitives.WriteUInt64LittleEndian(bytes, value.Low);
        BinaryPrimitives.WriteUInt64LittleEndian(bytes[8..], value.High);
        return new Guid(bytes);
    }

    public static DateTimeFbT FromDateTime(DateTime value) => new() { Ticks = value.Ticks, Kind = (DateTimeKindFb)value.Kind };

    /// <summary>A struct left out reads as default(DateTime); ticks or a kind DateTime cannot hold are refused as bad data.</summary>
    public static DateTime ToDateTime(DateTimeFbT? value) => value is null ? default : TwinValues.ToDateTime(value.Ticks, (int)value.Kind);

    /// <summary>An untyped member that holds a string (Address.Misc); anything else has no twin and is refused.</summary>
    public static string? FromUntyped(object? value) => TwinValues.FromUntypedString(value, "FlatBuffers");

    /// <summary>
    /// A dictionary that can be null, as its entries in its order (FlatBuffers has no map type): null is no table at all,
    /// so nothing is written for it. A dictionary that cannot be null is a vector of such entries (Mapperly's own mapping).
    /// </summary>
    public static StringMapFbT? FromNullableDictionary(Dictionary<string, string>? value) =>
        value is null
            ? null
            : new StringMapFbT { Entries = [.. value.Select(pair => new StringPairFbT { Key = pair.Key, Value = pair.Value })] };

    public static Dictionary<string, string>? ToNullableDictionary(StringMapFbT? value) =>
        value is null ? null : ToDictionary(value.Entries);

    /// <summary>A vector of key/value tables as flatc's object API holds it (its types carry no nullability, so Mapperly sees these).</summary>
    public static Dictionary<string, string> ToDictionary(List<StringPairFbT?>? entries) =>
        ToDictionary(entries, entry => entry!.Key, entry => entry!.Value);

    /// <summary>Key/value tables back into a dictionary; an entry without a key, or a key twice, is refused as bad data.</summary>
    public static Dictionary<string, TValue> ToDictionary<TEntry, TValue>(List<TEntry>? entries, Func<TEntry, string?> key, Func<TEntry, TValue> value)
    {
        var result = new Dictionary<string, TValue>(entries?.Count ?? 0);
        foreach (var entry in entries ?? [])
        {
            if (key(entry) is not { } name || !result.TryAdd(name, value(entry)))
            {
                throw new InvalidDataException($"A dictionary entry has {(key(entry) is { } twice ? $"the key \"{twice}\" twice" : "no key")}; each key must appear once.");
            }
        }

        return result;
    }
}
