namespace MyLab.Model;

/// <summary>An order as this application sends it: a plain class, no serializer attributes.</summary>
public sealed class Order
{
    public long Id { get; set; }

    public string Customer { get; set; } = "";

    public OrderStatus Status { get; set; }

    public DateTimeOffset PlacedAt { get; set; }

    /// <summary>Null until the order ships.</summary>
    public DateTimeOffset? ShippedAt { get; set; }

    public decimal Total { get; set; }

    public List<OrderLine> Lines { get; set; } = [];

    /// <summary>Counters by name (e.g. "retries", "notes").</summary>
    public Dictionary<string, int> Counters { get; set; } = [];
}
