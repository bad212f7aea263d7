using SerBench.Payloads.Models;
using SerBench.Serializers.Protobuf.Twins;

namespace SerBench.Serializers.Protobuf;

/// <summary>Mappings of seed 002's envelope and seed 003's customers to their twins.</summary>
internal static class MessageTwins
{
    public static TwinMap<MessageEnvelope, MessageEnvelopeTwin> Envelope { get; } = new(ToTwin, FromTwin, MessageEnvelopeTwin.Parser);

    public static TwinMap<List<Customer>, CustomerListTwin> Customers { get; } = new(ToTwin, FromTwin, CustomerListTwin.Parser);

    private static MessageEnvelopeTwin ToTwin(MessageEnvelope value)
    {
        var twin = new MessageEnvelopeTwin
        {
            TimeStamp = TwinConvert.FromDateTime(value.TimeStamp),
            MessageId = TwinConvert.FromGuid(value.MessageId),
            Header = TwinConvert.FromString(value.Header),
            From = TwinConvert.FromGuid(value.From),
            To = TwinConvert.FromGuid(value.To),
            IsInternal = value.IsInternal,
        };
        if (value.KeyValuePairs is { } pairs)
        {
            twin.KeyValuePairs.Add(pairs);
        }

        return twin;
    }

    private static MessageEnvelope FromTwin(MessageEnvelopeTwin twin) => new()
    {
        TimeStamp = TwinConvert.ToDateTime(twin.TimeStamp),
        MessageId = TwinConvert.ToGuid(twin.MessageId),
        Header = twin.Header,
        From = TwinConvert.ToGuid(twin.From),
        To = TwinConvert.ToGuid(twin.To),

        // The model's default is null; an empty map cannot say whether it was null or empty.
        KeyValuePairs = twin.KeyValuePairs.Count == 0 ? null : new Dictionary<string, string>(twin.KeyValuePairs),
        IsInternal = twin.IsInternal,
    };

    private static CustomerListTwin ToTwin(List<Customer> value)
    {
        var twin = new CustomerListTwin();
        foreach (var customer in value)
        {
            var item = new CustomerTwin
            {
                Id = customer.Id,
                Name = TwinConvert.FromString(customer.Name),
                Bio = TwinConvert.FromString(customer.Bio),
                Content = TwinConvert.FromBytes(customer.Content),
                HomeAddress = customer.HomeAddress is { } home ? ToTwin(home, "Customer.HomeAddress.Misc") : null,
            };
            item.Emails.AddRange(customer.Emails);
            foreach (var address in customer.Addresses)
            {
                item.Addresses.Add(ToTwin(address, "Customer.Addresses[].Misc"));
            }

            twin.Customers.Add(item);
        }

        return twin;
    }

    private static List<Customer> FromTwin(CustomerListTwin twin)
    {
        var customers = new List<Customer>(twin.Customers.Count);
        foreach (var item in twin.Customers)
        {
            var addresses = new List<Address>(item.Addresses.Count);
            foreach (var address in item.Addresses)
            {
                addresses.Add(FromTwin(address));
            }

            customers.Add(new Customer
            {
                Id = item.Id,
                Name = item.Name,
                Emails = [.. item.Emails],
                Bio = item.Bio,
                Content = item.Content.ToByteArray(),
                HomeAddress = item.HomeAddress is { } home ? FromTwin(home) : null,
                Addresses = addresses,
            });
        }

        return customers;
    }

    private static AddressTwin ToTwin(Address value, string member) => new()
    {
        City = TwinConvert.FromString(value.City),
        Street = TwinConvert.FromString(value.Street),
        Misc = TwinConvert.FromUntypedString(value.Misc, member),
    };

    private static Address FromTwin(AddressTwin twin) => new() { City = twin.City, Street = twin.Street, Misc = twin.Misc };
}
