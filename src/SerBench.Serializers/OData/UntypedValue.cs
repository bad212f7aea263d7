using System.Text.Json;
using Microsoft.OData;

namespace SerBench.Serializers.OData;

/// <summary>Reads an Edm.Untyped property back into the CLR value the payload held (a string or null).</summary>
internal static class UntypedValue
{
    public static object? Read(object? value) => value switch
    {
        null or ODataNullValue => null,
        string text => text,
        ODataUntypedValue { RawValue: var raw } => FromRawJson(raw),
        _ => throw new InvalidDataException($"Address.Misc was read as a {value.GetType().Name}; the OData rows expect a JSON string or null."),
    };

    private static string? FromRawJson(string raw)
    {
        var reader = new Utf8JsonReader(System.Text.Encoding.UTF8.GetBytes(raw));
        reader.Read();
        return reader.TokenType switch
        {
            JsonTokenType.Null => null,
            JsonTokenType.String => reader.GetString(),
            _ => throw new InvalidDataException($"Address.Misc held the JSON {reader.TokenType}; the OData rows expect a JSON string or null."),
        };
    }
}
