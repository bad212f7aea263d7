using MyLab.Model;

namespace MyLab.Codec;

/// <summary>
/// The wire format of an order, written by hand: fields in declaration order, no names, no tags.
/// A presence byte says whether ShippedAt follows.
/// </summary>
internal static class OrderWire
{
    public static void Write(ref BinaryOut output, Order order)
    {
        output.VarInt(order.Id);
        output.String(order.Customer);
        output.VarUInt((ulong)order.Status);
        output.DateTimeOffset(order.PlacedAt);
        output.Byte(order.ShippedAt.HasValue ? (byte)1 : (byte)0);
        if (order.ShippedAt is { } shipped)
        {
            output.DateTimeOffset(shipped);
        }

        output.Decimal(order.Total);
        output.VarUInt((ulong)order.Lines.Count);
        foreach (var line in order.Lines)
        {
            output.String(line.Sku);
            output.VarInt(line.Quantity);
            output.Decimal(line.UnitPrice);
            output.VarUInt((ulong)line.Tags.Count);
            foreach (var tag in line.Tags)
            {
                output.String(tag);
            }
        }

        output.VarUInt((ulong)order.Counters.Count);
        foreach (var (key, value) in order.Counters)
        {
            output.String(key);
            output.VarInt(value);
        }
    }

    public static Order Read(ref BinaryIn input)
    {
        var order = new Order
        {
            Id = input.VarInt(),
            Customer = input.String(),
            Status = (OrderStatus)input.VarUInt(),
            PlacedAt = input.DateTimeOffset(),
            ShippedAt = input.Byte() == 1 ? input.DateTimeOffset() : null,
            Total = input.Decimal(),
        };
        var lines = input.Count();
        order.Lines = new List<OrderLine>(lines);
        for (var i = 0; i < lines; i++)
        {
            var line = new OrderLine { Sku = input.String(), Quantity = (int)input.VarInt(), UnitPrice = input.Decimal() };
            var tags = input.Count();
            line.Tags = new List<string>(tags);
            for (var t = 0; t < tags; t++)
            {
                line.Tags.Add(input.String());
            }

            order.Lines.Add(line);
        }

        var counters = input.Count();
        order.Counters = new Dictionary<string, int>(counters);
        for (var i = 0; i < counters; i++)
        {
            order.Counters.Add(input.String(), (int)input.VarInt());
        }

        return order;
    }
}
