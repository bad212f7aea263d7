using System.Globalization;

namespace SerBench.Serializers.Twins;

/// <summary>
/// The lossless mappings of .NET values that schema-first formats lack, as the schema-first twins hold them
/// (their schemas' comments explain each): decimal as invariant-culture text, DateTime as ticks and kind, and an
/// untyped member that holds a string. Bad values read back are refused as bad data, naming what was accepted.
/// </summary>
internal static class TwinValues
{
    public static string FromDecimal(decimal value) => value.ToString(CultureInfo.InvariantCulture);

    /// <summary>An unset field reads as 0; text that is not an invariant-culture decimal is refused as bad data.</summary>
    public static decimal ToDecimal(string? value) =>
        value is null ? 0m
        : decimal.TryParse(value, NumberStyles.Number, CultureInfo.InvariantCulture, out var parsed) ? parsed
        : throw new InvalidDataException($"A decimal field holds \"{Truncate(value)}\"; its twin holds invariant-culture text such as \"456.78\".");

    /// <summary>
    /// Ticks or a kind DateTime cannot hold are refused as bad data here, rather than left to DateTime's constructor,
    /// whose argument exceptions would read as the mapping tripping over itself.
    /// </summary>
    public static DateTime ToDateTime(long ticks, int kind)
    {
        if (ticks < DateTime.MinValue.Ticks || ticks > DateTime.MaxValue.Ticks || !Enum.IsDefined((DateTimeKind)kind))
        {
            throw new InvalidDataException(
                $"A DateTime twin holds ticks {ticks} and kind {kind}; a DateTime takes ticks 0 to {DateTime.MaxValue.Ticks} and kinds 0 to 2.");
        }

        return new DateTime(ticks, (DateTimeKind)kind);
    }

    /// <summary>Address.Misc, an untyped member that holds a string; anything else has no twin and is refused.</summary>
    public static string? FromUntypedString(object? value, string format) => value switch
    {
        null => null,
        string text => text,
        _ => throw new NotSupportedException(
            $"Address.Misc holds a {value.GetType().FullName}; its {format} twin is a string field, so only a string (or null) can be mapped."),
    };

    private static string Truncate(string value) => value.Length <= 40 ? value : value[..40] + "…";
}
