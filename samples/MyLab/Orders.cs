using MyLab.Model;

namespace MyLab;

/// <summary>Deterministic orders (no clock, no random seed from the time): the same bytes on every run.</summary>
public static class Orders
{
    private static readonly DateTimeOffset Start = new(2026, 1, 5, 8, 30, 0, 250, TimeSpan.FromHours(1));

    public static Order Sample() => Create(1);

    public static List<Order> Many(int count) => [.. Enumerable.Range(1, count).Select(Create)];

    private static Order Create(int n)
    {
        var lines = Enumerable.Range(1, 1 + (n % 4)).Select(i => new OrderLine
        {
            Sku = $"SKU-{n:D5}-{i}",
            Quantity = i,
            UnitPrice = 9.99m + (n % 50) + (i * 0.25m),
            Tags = i % 2 == 0 ? ["gift", $"promo-{n % 7}"] : [],
        }).ToList();
        return new Order
        {
            Id = 1_000_000_000L + n,
            Customer = $"Customer {n} — Zoë Müller",
            Status = (OrderStatus)(n % 5),
            PlacedAt = Start.AddMinutes(n * 17),
            ShippedAt = n % 3 == 0 ? null : Start.AddDays(2).AddMinutes(n),
            Total = lines.Sum(l => l.UnitPrice * l.Quantity),
            Lines = lines,
            Counters = new Dictionary<string, int> { ["retries"] = n % 3, ["notes"] = n % 11 },
        };
    }
}
