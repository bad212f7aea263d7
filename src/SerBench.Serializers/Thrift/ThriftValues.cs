using SerBench.Serializers.Thrift.Twins;
using SerBench.Serializers.Twins;

namespace SerBench.Serializers.Thrift;

/// <summary>
/// The lossless mappings of .NET types Thrift lacks (Idl/common.thrift explains each), which the Thrift mappers use
/// wherever their types meet. Unlike proto3, Thrift can leave a field unset, so a null stays null and every other
/// value, default or not, is written.
/// </summary>
internal static class ThriftValues
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

    /// <summary>An unset field reads as default(DateTime); ticks or a kind DateTime cannot hold are refused as bad data.</summary>
    public static DateTime ToDateTime(DateTimeTicks? value) => value is null ? default : TwinValues.ToDateTime(value.Ticks, (int)value.Kind);

    /// <summary>An untyped member that holds a string (Address.Misc); anything else has no twin and is refused.</summary>
    public static string? FromUntyped(object? value) => TwinValues.FromUntypedString(value, "Thrift");
}
