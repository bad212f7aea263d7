using System.Text.Json;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.HandWrittenJson;

/// <summary>
/// Hand-written JSON for the customer collection. Address.Misc is untyped in the model; this codec knows the
/// built-in payload keeps a string there, so it writes and reads a string (or null) and refuses anything else.
/// </summary>
internal sealed class CustomersJsonCodec : HandWrittenJsonCodec<List<Customer>>
{
    private static readonly JsonEncodedText IdName = JsonEncodedText.Encode("Id");
    private static readonly JsonEncodedText NameName = JsonEncodedText.Encode("Name");
    private static readonly JsonEncodedText EmailsName = JsonEncodedText.Encode("Emails");
    private static readonly JsonEncodedText BioName = JsonEncodedText.Encode("Bio");
    private static readonly JsonEncodedText ContentName = JsonEncodedText.Encode("Content");
    private static readonly JsonEncodedText HomeAddressName = JsonEncodedText.Encode("HomeAddress");
    private static readonly JsonEncodedText AddressesName = JsonEncodedText.Encode("Addresses");
    private static readonly JsonEncodedText CityName = JsonEncodedText.Encode("City");
    private static readonly JsonEncodedText StreetName = JsonEncodedText.Encode("Street");
    private static readonly JsonEncodedText MiscName = JsonEncodedText.Encode("Misc");

    protected override void Write(Utf8JsonWriter writer, List<Customer> value)
    {
        writer.WriteStartArray();
        foreach (var customer in value)
        {
            WriteCustomer(writer, customer);
        }

        writer.WriteEndArray();
    }

    protected override List<Customer>? Read(ref Utf8JsonReader reader) => JsonParts.List(ref reader, ReadCustomer);

    private static void WriteCustomer(Utf8JsonWriter writer, Customer customer)
    {
        writer.WriteStartObject();
        writer.WriteNumber(IdName, customer.Id);
        JsonParts.WriteStringOrNull(writer, NameName, customer.Name);
        JsonParts.WriteStringList(writer, EmailsName, customer.Emails);
        JsonParts.WriteStringOrNull(writer, BioName, customer.Bio);
        if (customer.Content is null)
        {
            writer.WriteNull(ContentName);
        }
        else
        {
            writer.WriteBase64String(ContentName, customer.Content);
        }

        writer.WritePropertyName(HomeAddressName);
        WriteAddress(writer, customer.HomeAddress);
        JsonParts.WriteList(writer, AddressesName, customer.Addresses, WriteAddress);
        writer.WriteEndObject();
    }

    private static Customer ReadCustomer(ref Utf8JsonReader reader)
    {
        JsonParts.Expect(ref reader, JsonTokenType.StartObject);
        var customer = new Customer();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, IdName))
            {
                customer.Id = reader.GetInt32();
            }
            else if (JsonParts.Is(ref reader, NameName))
            {
                customer.Name = JsonParts.String(ref reader);
            }
            else if (JsonParts.Is(ref reader, EmailsName))
            {
                customer.Emails = JsonParts.List(ref reader, JsonParts.StringItem)!;
            }
            else if (JsonParts.Is(ref reader, BioName))
            {
                customer.Bio = JsonParts.String(ref reader);
            }
            else if (JsonParts.Is(ref reader, ContentName))
            {
                customer.Content = reader.TokenType == JsonTokenType.Null ? null : reader.GetBytesFromBase64();
            }
            else if (JsonParts.Is(ref reader, HomeAddressName))
            {
                customer.HomeAddress = ReadAddress(ref reader);
            }
            else if (JsonParts.Is(ref reader, AddressesName))
            {
                customer.Addresses = JsonParts.List(ref reader, ReadAddress)!;
            }
            else
            {
                JsonParts.Skip(ref reader);
            }
        }

        return customer;
    }

    private static void WriteAddress(Utf8JsonWriter writer, Address? address)
    {
        if (address is null)
        {
            writer.WriteNullValue();
            return;
        }

        writer.WriteStartObject();
        JsonParts.WriteStringOrNull(writer, CityName, address.City);
        JsonParts.WriteStringOrNull(writer, StreetName, address.Street);
        switch (address.Misc)
        {
            case null:
                writer.WriteNull(MiscName);
                break;
            case string text:
                writer.WriteString(MiscName, text);
                break;
            default:
                throw new NotSupportedException(
                    $"The hand-written customers codec writes Address.Misc only as a string or null (what the built-in payload holds); found {address.Misc.GetType().Name}.");
        }

        writer.WriteEndObject();
    }

    private static Address? ReadAddress(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var address = new Address();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, CityName))
            {
                address.City = JsonParts.String(ref reader);
            }
            else if (JsonParts.Is(ref reader, StreetName))
            {
                address.Street = JsonParts.String(ref reader);
            }
            else if (JsonParts.Is(ref reader, MiscName))
            {
                address.Misc = reader.TokenType is JsonTokenType.String or JsonTokenType.Null
                    ? JsonParts.String(ref reader)
                    : throw new JsonException($"The hand-written customers codec reads Address.Misc only as a string or null, found {reader.TokenType}.");
            }
            else
            {
                JsonParts.Skip(ref reader);
            }
        }

        return address;
    }
}
