using System.Formats.Cbor;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.HandWrittenCbor;

/// <summary>Hand-written CBOR for the customers list; Content as a byte string, Address.Misc as the string it holds.</summary>
internal sealed class CustomersCborCodec : HandWrittenCborCodec<List<Customer>>
{
    protected override void Write(CborWriter writer, List<Customer> value) => CborParts.WriteList(writer, value, WriteCustomer);

    protected override List<Customer>? Read(CborReader reader) => CborParts.ReadList(reader, ReadCustomer);

    private static void WriteCustomer(CborWriter writer, Customer customer)
    {
        if (!CborParts.StartObject(writer, customer, 7))
        {
            return;
        }

        writer.WriteInt32(customer.Id);
        CborParts.WriteString(writer, customer.Name);
        CborParts.WriteList(writer, customer.Emails, CborParts.WriteString);
        CborParts.WriteString(writer, customer.Bio);
        if (customer.Content is null)
        {
            writer.WriteNull();
        }
        else
        {
            writer.WriteByteString(customer.Content);
        }

        WriteAddress(writer, customer.HomeAddress);
        CborParts.WriteList(writer, customer.Addresses, WriteAddress);
        writer.WriteEndArray();
    }

    private static Customer ReadCustomer(CborReader reader)
    {
        if (!CborParts.StartObject(reader, 7))
        {
            return null!;
        }

        var customer = new Customer
        {
            Id = reader.ReadInt32(),
            Name = CborParts.ReadString(reader),
            Emails = CborParts.ReadList(reader, static r => CborParts.ReadString(r)!)!,
            Bio = CborParts.ReadString(reader),
        };
        if (reader.PeekState() == CborReaderState.Null)
        {
            reader.ReadNull();
        }
        else
        {
            customer.Content = reader.ReadByteString();
        }

        customer.HomeAddress = ReadAddress(reader);
        customer.Addresses = CborParts.ReadList(reader, static r => ReadAddress(r)!)!;
        reader.ReadEndArray();
        return customer;
    }

    private static void WriteAddress(CborWriter writer, Address? address)
    {
        if (!CborParts.StartObject(writer, address, 3))
        {
            return;
        }

        CborParts.WriteString(writer, address!.City);
        CborParts.WriteString(writer, address.Street);
        CborParts.WriteString(writer, address.Misc switch
        {
            null => null,
            string text => text,
            var other => throw new NotSupportedException($"Address.Misc holds a {other.GetType().Name}; the hand-written CBOR codec writes the strings the payload puts there."),
        });
        writer.WriteEndArray();
    }

    private static Address? ReadAddress(CborReader reader)
    {
        if (!CborParts.StartObject(reader, 3))
        {
            return null;
        }

        var address = new Address { City = CborParts.ReadString(reader), Street = CborParts.ReadString(reader), Misc = CborParts.ReadString(reader) };
        reader.ReadEndArray();
        return address;
    }
}
