using SerBench.Payloads.Models;
using SerBench.Serializers.FlatBuffers.Twins;

namespace SerBench.Serializers.FlatBuffers;

/// <summary>
/// Mappings of seed 002's envelope and seed 003's customers to their twins (Idl/envelope.fbs, Idl/customers.fbs).
/// Lists of strings are handed over as they are, not copied: a twin only lives to be written, or to be mapped once
/// after a read.
/// </summary>
internal static class MessageFlatTwins
{
    public static FlatTwinMap<MessageEnvelope, MessageEnvelopeFbT> Envelope { get; } = new(
        ToTwin,
        FromTwin,
        (b, t) => MessageEnvelopeFb.Pack(b, t).Value,
        bb => MessageEnvelopeFb.GetRootAsMessageEnvelopeFb(bb).UnPack());

    public static FlatTwinMap<List<Customer>, CustomerListFbT> Customers { get; } = new(
        ToTwin,
        FromTwin,
        (b, t) => CustomerListFb.Pack(b, t).Value,
        bb => CustomerListFb.GetRootAsCustomerListFb(bb).UnPack());

    private static MessageEnvelopeFbT ToTwin(MessageEnvelope value) => new()
    {
        TimeStamp = FlatConvert.FromDateTime(value.TimeStamp),
        MessageId = FlatConvert.FromGuid(value.MessageId),
        Header = value.Header,
        From = FlatConvert.FromGuid(value.From),
        To = FlatConvert.FromGuid(value.To),
        KeyValuePairs = FlatConvert.FromNullableDictionary(value.KeyValuePairs),
        IsInternal = value.IsInternal,
    };

    private static MessageEnvelope FromTwin(MessageEnvelopeFbT twin) => new()
    {
        TimeStamp = FlatConvert.ToDateTime(twin.TimeStamp),
        MessageId = FlatConvert.ToGuid(twin.MessageId),
        Header = twin.Header,
        From = FlatConvert.ToGuid(twin.From),
        To = FlatConvert.ToGuid(twin.To),
        KeyValuePairs = FlatConvert.ToNullableDictionary(twin.KeyValuePairs),
        IsInternal = twin.IsInternal,
    };

    private static CustomerListFbT ToTwin(List<Customer> value)
    {
        var customers = new List<CustomerFbT>(value.Count);
        foreach (var customer in value)
        {
            customers.Add(new CustomerFbT
            {
                Id = customer.Id,
                Name = customer.Name,
                Emails = customer.Emails,
                Bio = customer.Bio,
                Content = customer.Content is { } content ? [.. content] : null,
                HomeAddress = customer.HomeAddress is { } home ? ToTwin(home, "Customer.HomeAddress.Misc") : null,
                Addresses = [.. customer.Addresses.Select(a => ToTwin(a, "Customer.Addresses[].Misc"))],
            });
        }

        return new CustomerListFbT { Customers = customers };
    }

    private static List<Customer> FromTwin(CustomerListFbT twin)
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
                Content = item.Content is { } content ? [.. content] : null,
                HomeAddress = item.HomeAddress is { } home ? FromTwin(home) : null,
                Addresses = item.Addresses is { } addresses ? [.. addresses.Select(FromTwin)] : [],
            });
        }

        return customers;
    }

    private static AddressFbT ToTwin(Address value, string member) => new()
    {
        City = value.City,
        Street = value.Street,
        Misc = FlatConvert.FromUntypedString(value.Misc, member),
    };

    private static Address FromTwin(AddressFbT twin) => new() { City = twin.City, Street = twin.Street, Misc = twin.Misc };
}
