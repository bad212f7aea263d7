using System.Globalization;
using Google.Protobuf;
using SerBench.Serializers.Protobuf.Twins;
using SerBench.Serializers.Twins;

namespace SerBench.Serializers.Protobuf;

/// <summary>
/// The lossless mappings of .NET types protobuf lacks (Protos/common.proto explains each), which the protobuf mappers
/// use wherever their types meet. Defaults map to the proto3 default so that the twin skips them as protobuf would.
/// </summary>
internal static class ProtobufValues
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

    public static ByteString FromBytes(byte[] value) => ByteString.CopyFrom(value);

    public static byte[] ToBytes(ByteString value) => value.ToByteArray();

    /// <summary>Address.Misc, an untyped member that holds a string (a null is not assigned, so it is the empty string).</summary>
    public static string FromUntyped(object value) => TwinValues.FromUntypedString(value, "protobuf")!;
}
