using SerBench.Payloads.Models;
using SerBench.Serializers.Thrift.Twins;

namespace SerBench.Serializers.Thrift;

/// <summary>
/// Mappings of seed 002's envelope and seed 003's customers to their twins (Idl/envelope.thrift, Idl/customers.thrift).
/// Lists and dictionaries of strings are handed over as they are, not copied: a twin only lives to be written,
/// or to be mapped once after a read.
/// </summary>
internal static class MessageTwins
{
    public static TwinMap<MessageEnvelope, MessageEnvelopeTwin> Envelope { get; } = new(ToTwin, FromTwin, () => new MessageEnvelopeTwin());

    public static TwinMap<List<Customer>, CustomerListTwin> Customers { get; } = new(ToTwin, FromTwin, () => new CustomerListTwin());

    private static MessageEnvelopeTwin ToTwin(MessageEnvelope value) => new()
    {
        TimeStamp = TwinConvert.FromDateTime(value.TimeStamp),
        MessageId = TwinConvert.FromGuid(value.MessageId),
        Header = value.Header,
        FromId = TwinConvert.FromGuid(value.From),
        ToId = TwinConvert.FromGuid(value.To),

        // Null stays unset (not written, read back as null); an empty dictionary is an empty map.
        KeyValuePairs = value.KeyValuePairs,
        IsInternal = value.IsInternal,
    };

    private static MessageEnvelope FromTwin(MessageEnvelopeTwin twin) => new()
    {
        TimeStamp = TwinConvert.ToDateTime(twin.TimeStamp),
        MessageId = TwinConvert.ToGuid(twin.MessageId),
        Header = twin.Header,
        From = TwinConvert.ToGuid(twin.FromId),
        To = TwinConvert.ToGuid(twin.ToId),
        KeyValuePairs = twin.KeyValuePairs,
        IsInternal = twin.IsInternal,
    };

    private static CustomerListTwin ToTwin(List<Customer> value)
    {
        var customers = new List<CustomerTwin>(value.Count);
        foreach (var customer in value)
        {
            customers.Add(new CustomerTwin
            {
                Id = customer.Id,
                Name = customer.Name,
                Emails = customer.Emails,
                Bio = customer.Bio,
                Content = customer.Content,
                HomeAddress = customer.HomeAddress is { } home ? ToTwin(home, "Customer.HomeAddress.Misc") : null,
                Addresses = [.. customer.Addresses.Select(a => ToTwin(a, "Customer.Addresses[].Misc"))],
            });
        }

        return new CustomerListTwin { Customers = customers };
    }

    private static List<Customer> FromTwin(CustomerListTwin twin)
    {
        var items = twin.Customers ?? [];
        var customers = new List<Customer>(items.Count);
        foreach (var item in items)
        {
            customers.Add(new Customer
            {
                Id = item.Id,
                Name = item.Name,
                Emails = item.Emails ?? [],
                Bio = item.Bio,
                Content = item.Content,
                HomeAddress = item.HomeAddress is { } home ? FromTwin(home) : null,
                Addresses = item.Addresses is { } addresses ? [.. addresses.Select(FromTwin)] : [],
            });
        }

        return customers;
    }

    private static AddressTwin ToTwin(Address value, string member) => new()
    {
        City = value.City,
        Street = value.Street,
        Misc = TwinConvert.FromUntypedString(value.Misc, member),
    };

    private static Address FromTwin(AddressTwin twin) => new() { City = twin.City, Street = twin.Street, Misc = twin.Misc };
}
