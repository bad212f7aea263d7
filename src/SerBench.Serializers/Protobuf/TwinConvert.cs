using System.Globalization;
using Google.Protobuf;
using SerBench.Serializers.Protobuf.Twins;

namespace SerBench.Serializers.Protobuf;

/// <summary>
/// The lossless mappings of .NET types protobuf lacks (Protos/common.proto explains each). Defaults map to
/// the proto3 default so that the twin skips them as protobuf would.
/// </summary>
internal static class TwinConvert
{
    private const int GuidLength = 16;

    public static ByteString FromGuid(Guid value)
    {
        if (value == Guid.Empty)
        {
            return ByteString.Empty;
        }

        Span<byte> bytes = stackalloc byte[GuidLength];
        value.TryWriteBytes(bytes);
        return ByteString.CopyFrom(bytes);
    }

    public static Guid ToGuid(ByteString value) => value.Length switch
    {
        0 => Guid.Empty,
        GuidLength => new Guid(value.Span),
        _ => throw new InvalidDataException($"A Guid field holds {value.Length} bytes; a Guid twin holds 16 bytes or none (Guid.Empty)."),
    };

    public static DateTimeTicks? FromDateTime(DateTime value) =>
        value == default && value.Kind == DateTimeKind.Unspecified
            ? null
            : new DateTimeTicks { Ticks = value.Ticks, Kind = (DateTimeKindTwin)value.Kind };

    public static DateTime ToDateTime(DateTimeTicks? value) =>
        value is null ? default : new DateTime(value.Ticks, (DateTimeKind)value.Kind);

    public static string FromDecimal(decimal value) => value.ToString(CultureInfo.InvariantCulture);

    public static decimal ToDecimal(string value) =>
        value.Length == 0 ? 0m : decimal.Parse(value, NumberStyles.Number, CultureInfo.InvariantCulture);

    /// <summary>proto3 strings cannot be null: null is written as the empty string (no built-in payload holds a null string).</summary>
    public static string FromString(string? value) => value ?? string.Empty;

    public static ByteString FromBytes(byte[]? value) => value is null ? ByteString.Empty : ByteString.CopyFrom(value);

    /// <summary>An untyped member that holds a string (Address.Misc); anything else has no twin and is refused.</summary>
    public static string FromUntypedString(object? value, string member) => value switch
    {
        null => string.Empty,
        string text => text,
        _ => throw new NotSupportedException(
            $"{member} holds a {value.GetType().FullName}; its protobuf twin is a string field, so only a string (or null) can be mapped."),
    };
}
