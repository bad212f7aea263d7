using System.Diagnostics.CodeAnalysis;

namespace SerBench.Tests.Library;

/// <summary>Plain types as a user writes them: no attributes, no schema, in three styles.</summary>
[SuppressMessage("Design", "CA1002:Do not expose generic lists", Justification = "Users' models expose List<T>; that is the point.")]
[SuppressMessage("Usage", "CA2227:Collection properties should be read only", Justification = "Users' models have settable collections.")]
public static class UserTypes
{
    public static readonly DateTimeOffset Placed = new(2026, 3, 14, 9, 26, 53, 589, TimeSpan.FromHours(2));

    public static Payload<UserOrder> Mutable { get; } = new("user-class", "a class with get/set properties", _ => NewMutable());

    public static Payload<UserOrderRecord> Record { get; } = new("user-record", "a positional record", _ => NewRecord());

    public static Payload<UserOrderInit> Init { get; } = new("user-init", "a class with init properties", _ => NewInit());

    /// <summary>Without a dictionary, so XmlSerializer's other requirements are exercised too.</summary>
    public static Payload<UserShipment> Shipment { get; } = new("user-shipment", "a class without a dictionary", _ => NewShipment());

    public static Payload<UserLineRecord> LineRecord { get; } = new("user-line-record", "a record without a dictionary", _ => new UserLineRecord("A-1", 2, 9.99m));

    public static IReadOnlyList<PayloadDescriptor> All { get; } = [Mutable, Record, Init, Shipment, LineRecord];

    public static UserShipment NewShipment() => new()
    {
        Number = 7,
        Status = UserStatus.Paid,
        Sent = Placed,
        Delivered = null,
        Weight = 12.5m,
        Lines = [new UserLine { Sku = "A-1", Quantity = 2, Price = 9.99m, Options = ["gift", "wrap"] }],
    };

    public static UserOrder NewMutable() => new()
    {
        Id = 42,
        Customer = "Ada Lovelace",
        Status = UserStatus.Shipped,
        Placed = Placed,
        Total = 1234.56m,
        Discount = 0.15m,
        Shipped = null,
        Lines = [new UserLine { Sku = "A-1", Quantity = 2, Price = 9.99m, Options = ["gift"] }, new UserLine { Sku = "B-2", Quantity = 1, Price = 1214.58m, Options = [] }],
        Tags = new Dictionary<string, int> { ["priority"] = 1, ["region"] = 7 },
    };

    public static UserOrderRecord NewRecord() => new(
        42, "Ada Lovelace", UserStatus.Shipped, Placed, 1234.56m, 0.15m,
        [new UserLineRecord("A-1", 2, 9.99m), new UserLineRecord("B-2", 1, 1214.58m)],
        new Dictionary<string, int> { ["priority"] = 1, ["region"] = 7 });

    public static UserOrderInit NewInit() => new()
    {
        Id = 42,
        Customer = "Ada Lovelace",
        Status = UserStatus.Shipped,
        Placed = Placed,
        Total = 1234.56m,
        Discount = null,
        Lines = [new UserLineInit { Sku = "A-1", Quantity = 2 }],
        Tags = new Dictionary<string, int> { ["priority"] = 1 },
    };

    public enum UserStatus
    {
        New,
        Paid,
        Shipped,
    }

    public sealed class UserOrder
    {
        public int Id { get; set; }

        public string Customer { get; set; } = "";

        public UserStatus Status { get; set; }

        public DateTimeOffset Placed { get; set; }

        public decimal Total { get; set; }

        public decimal? Discount { get; set; }

        public DateTimeOffset? Shipped { get; set; }

        public List<UserLine> Lines { get; set; } = [];

        public Dictionary<string, int> Tags { get; set; } = [];
    }

    public sealed class UserLine
    {
        public string Sku { get; set; } = "";

        public int Quantity { get; set; }

        public decimal Price { get; set; }

        public List<string> Options { get; set; } = [];
    }

    public sealed class UserShipment
    {
        public int Number { get; set; }

        public UserStatus Status { get; set; }

        public DateTimeOffset Sent { get; set; }

        public DateTimeOffset? Delivered { get; set; }

        public decimal Weight { get; set; }

        public List<UserLine> Lines { get; set; } = [];
    }

    public sealed record UserOrderRecord(
        int Id, string Customer, UserStatus Status, DateTimeOffset Placed, decimal Total, decimal? Discount,
        List<UserLineRecord> Lines, Dictionary<string, int> Tags);

    public sealed record UserLineRecord(string Sku, int Quantity, decimal Price);

    public sealed class UserOrderInit
    {
        public int Id { get; init; }

        public string Customer { get; init; } = "";

        public UserStatus Status { get; init; }

        public DateTimeOffset Placed { get; init; }

        public decimal Total { get; init; }

        public decimal? Discount { get; init; }

        public List<UserLineInit> Lines { get; init; } = [];

        public Dictionary<string, int> Tags { get; init; } = [];
    }

    public sealed class UserLineInit
    {
        public string Sku { get; init; } = "";

        public int Quantity { get; init; }
    }
}
