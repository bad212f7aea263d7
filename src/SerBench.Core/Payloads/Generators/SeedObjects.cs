using SerBench.Payloads.Models;

namespace SerBench.Payloads.Generators;

/// <summary>Seed 001's Tiny, Simple and Complex objects, with fixed Guids and instants (PAYLOADS.md).</summary>
public static class SeedObjects
{
    /// <summary>Children's LastEdit instants: fixed UTC times with a half-second fraction, so sizes never depend on the run.</summary>
    private static readonly DateTime FirstLastEdit = new DateTime(2024, 3, 15, 10, 30, 0, DateTimeKind.Utc).AddMilliseconds(500);

    public static TinyObject Tiny() => new() { Id = 123456, OtherId = 123 };

    public static SimpleObject Simple() => new()
    {
        Id = 123456,
        OtherId = 123,
        Name = "Snuggles the Destroyer of Worlds",
        EnumValue = SampleEnum.Two,
    };

    public static ComplexObject Complex() => new()
    {
        Id = 123456,
        OtherId = 123,
        Name = "Snuggles the Destroyer of Worlds",
        EnumValue = SampleEnum.Three,
        Percentage = 0.5,
        Cost = 456.78m,
        Children = [Child(1, 0.1f), Child(2, 0.2f), Child(3, 0.3f)],
    };

    private static ChildObject Child(int n, float percentage)
    {
        var lastEdit = FirstLastEdit.AddHours(n);
        return new ChildObject
        {
            Id = FixedGuids.Child(n),
            Created = lastEdit.AddDays(-1),
            LastEdit = lastEdit,
            Name = $"Child {n}",
            Percentage = percentage,
        };
    }
}
