using System.Buffers;
using MyLab.Model;
using SerBench.Adapters;

namespace MyLab.Codec;

/// <summary>One order.</summary>
internal sealed class OrderCodec : ICodec<Order>
{
    public void Serialize(Order value, IBufferWriter<byte> output)
    {
        var writer = new BinaryOut(output);
        OrderWire.Write(ref writer, value);
    }

    public Order Deserialize(ReadOnlyMemory<byte> data)
    {
        var reader = new BinaryIn(data.Span);
        var order = OrderWire.Read(ref reader);
        return reader.AtEnd ? order : throw new InvalidDataException("Bytes are left after the order.");
    }
}

/// <summary>A list of orders: the count, then each order.</summary>
internal sealed class OrderListCodec : ICodec<List<Order>>
{
    public void Serialize(List<Order> value, IBufferWriter<byte> output)
    {
        var writer = new BinaryOut(output);
        writer.VarUInt((ulong)value.Count);
        foreach (var order in value)
        {
            OrderWire.Write(ref writer, order);
        }
    }

    public List<Order> Deserialize(ReadOnlyMemory<byte> data)
    {
        var reader = new BinaryIn(data.Span);
        var count = reader.Count();
        var orders = new List<Order>(count);
        for (var i = 0; i < count; i++)
        {
            orders.Add(OrderWire.Read(ref reader));
        }

        return reader.AtEnd ? orders : throw new InvalidDataException("Bytes are left after the orders.");
    }
}
