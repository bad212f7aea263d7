using System.Globalization;
using SerBench.Serializers.Thrift.Twins;

namespace SerBench.Serializers.Thrift;

/// <summary>
/// The lossless mappings of .NET types Thrift lacks (Idl/common.thrift explains each). Unlike proto3, Thrift
/// can leave a field unset, so a null stays null and every other value, default or not, is written.
/// </summary>
internal static class TwinConvert
{
    private const int GuidLength = 16;

    /// <summary>16 bytes in Guid.ToByteArray() order, Guid.Empty included.</summary>
    public static byte[] FromGuid(Guid value) => value.ToByteArray();

    /// <summary>An unset field (bytes from an older writer) reads as Guid.Empty; any length but 16 is refused.</summary>
    public static Guid ToGuid(byte[]? value) => value switch
    {
        null => Guid.Empty,
        { Length: GuidLength } => new Guid(value),
        _ => throw new InvalidDataException($"A Guid field holds {value.Length} bytes; a Guid twin holds exactly 16."),
    };

    public static DateTimeTicks FromDateTime(DateTime value) =>
        new() { Ticks = value.Ticks, Kind = (DateTimeKindTwin)value.Kind };

    /// <summary>
    /// An unset field reads as default(DateTime). Ticks or a kind DateTime cannot hold are refused as bad data here,
    /// rather than left to DateTime's constructor, whose argument exceptions would read as the mapping tripping over itself.
    /// </summary>
    public static DateTime ToDateTime(DateTimeTicks? value)
    {
        if (value is null)
        {
            return default;
        }

        var kind = (DateTimeKind)value.Kind;
        if (value.Ticks < DateTime.MinValue.Ticks || value.Ticks > DateTime.MaxValue.Ticks || !Enum.IsDefined(kind))
        {
            throw new InvalidDataException(
                $"A DateTime twin holds ticks {value.Ticks} and kind {(int)kind}; a DateTime takes ticks 0 to {DateTime.MaxValue.Ticks} and kinds 0 to 2.");
        }

        return new DateTime(value.Ticks, kind);
    }

    public static string FromDecimal(decimal value) => value.ToString(CultureInfo.InvariantCulture);

    /// <summary>An unset field reads as 0; text that is not an invariant-culture decimal is refused as bad data.</summary>
    public static decimal ToDecimal(string? value) =>
        value is null ? 0m
        : decimal.TryParse(value, NumberStyles.Number, CultureInfo.InvariantCulture, out var parsed) ? parsed
        : throw new InvalidDataException($"A decimal field holds \"{Truncate(value)}\"; its twin holds invariant-culture text such as \"456.78\".");

    /// <summary>An untyped member that holds a string (Address.Misc); anything else has no twin and is refused.</summary>
    public static string? FromUntypedString(object? value, string member) => value switch
    {
        null => null,
        string text => text,
        _ => throw new NotSupportedException(
            $"{member} holds a {value.GetType().FullName}; its Thrift twin is a string field, so only a string (or null) can be mapped."),
    };

    private static string Truncate(string value) => value.Length <= 40 ? value : value[..40] + "…";
}
