using SerBench.Payloads.Models;

namespace SerBench.Tests.Equality;

public enum Color
{
    Red,
    Green,
}

public sealed class Sample
{
    public int Number { get; set; }
    public string? Text { get; set; }
    public Color Color { get; set; }
    public decimal Money { get; set; }
    public double Ratio { get; set; }
    public float Small { get; set; }
    public DateTime When { get; set; }
    public DateTimeOffset At { get; set; }
    public TimeSpan Span { get; set; }
    public Guid Id { get; set; }
    public byte[]? Bytes { get; set; }
    public int? Maybe { get; set; }
    public List<int>? Numbers { get; set; }
    public IEnumerable<string>? Names { get; set; }
    public Dictionary<string, int>? Map { get; set; }
    public Sample? Child { get; set; }
    public object? Untyped { get; set; }

#pragma warning disable CA1051 // Public fields are compared too; this one proves it.
    public long Field;
#pragma warning restore CA1051
}

/// <summary>Hand-built grain states, so the comparer is tested independently of the generator.</summary>
internal static class GrainStates
{
    public static GrainStateDocument Build(int consumers) => new()
    {
        Id = "doc",
        Etag = "etag",
        Doc = new PubSubGrainState
        {
            Id = "state",
            Type = "PubSubGrainState",
            Consumers = new SubscriptionContainer
            {
                Type = "List`1[[SubscriptionState, Orleans]]",
                Values = [.. Enumerable.Range(0, consumers).Select(Consumer)],
            },
            Metadata = Enumerable.Range(0, 5).ToDictionary(
                i => $"meta_key_{i}",
                i => new MetadataEntry { Name = $"m{i}", Value = "AAAA", Tags = [$"tag_{i}_0_0001"] }),
        },
    };

    private static SubscriptionState Consumer(int i) => new()
    {
        Id = $"c{i}",
        Stream = new StreamReference
        {
            Id = $"s{i}",
            StreamId = new StreamIdentity
            {
                Id = $"sid{i}",
                KeyIndex = 10 + (i % 20),
                FullKey = new StreamKey { Value = new StreamKeyValue { Binary = new BinaryValue { Base64 = "AQID", SubType = "00" } } },
            },
        },
        FilterData = i % 3 == 0 ? new FilterData { Id = $"f{i}", Properties = { ["p0"] = "v0", ["p1"] = "v1" } } : null,
        State = i % 3,
    };
}
