using System.Globalization;
using SerBench.Payloads.Models;
using Names = SerBench.Payloads.Generators.GrainStateTypeNames;

namespace SerBench.Payloads.Generators;

/// <summary>
/// Draws the parts of one grain-state document from one seeded random, in a fixed order. Nested objects get
/// Newtonsoft-style reference ids ("$id" counters, short), as the stored Orleans documents carry.
/// </summary>
internal sealed class GrainStateParts
{
    public const string StreamNamespace = "pubsub-events";

    /// <summary>Seeded System.Random is stable across .NET versions; the origin used the same seed per document.</summary>
    private const int Seed = 42;

    private const string ProviderName = "SMSProvider";

    /// <summary>Timestamps are this instant plus a random offset (the origin used DateTime.UtcNow).</summary>
    private static readonly DateTime BaseInstant = new(2024, 3, 15, 10, 30, 0, DateTimeKind.Utc);

    private readonly Random _random = new(Seed);
    private int _lastReference;

    public PublisherState Publisher() => new()
    {
        Id = NextReference(),
        Type = Names.PublisherState,
        Producer = Grain(),
        Stream = Stream(),
        LastTimeUsed = Timestamp(),
    };

    public SubscriptionState Subscription(int index)
    {
        var id = NextReference();
        return new SubscriptionState
        {
            Id = id,
            Type = Names.SubscriptionState,
            SubscriptionId = new SubscriptionIdentity { Id = NextReference(), Type = Names.SubscriptionId, Guid = NextGuid() },
            Stream = Stream(),
            Consumer = Grain(),
            FilterData = index % 3 == 0 ? Filter() : null,
            State = _random.Next(0, 3),
        };
    }

    public MetadataEntry Metadata(int index)
    {
        var entry = new MetadataEntry
        {
            Name = $"PubSub metadata entry {index} (provider {ProviderName}, namespace {StreamNamespace})",
            Value = RandomBase64(500, 2000),
            Timestamp = Timestamp(),
        };
        var tags = _random.Next(1, 5);
        for (var j = 0; j < tags; j++)
        {
            entry.Tags.Add($"tag_{index}_{j}_{_random.Next(0, 10_000):D4}");
        }

        return entry;
    }

    /// <summary>A version-4-shaped Guid from the seeded random (never Guid.NewGuid()).</summary>
    public Guid NextGuid()
    {
        Span<byte> bytes = stackalloc byte[16];
        _random.NextBytes(bytes);
        bytes[7] = (byte)((bytes[7] & 0x0F) | 0x40);
        bytes[8] = (byte)((bytes[8] & 0x3F) | 0x80);
        return new Guid(bytes);
    }

    private GrainReference Grain() => new()
    {
        Type = Names.GrainReference,
        Key = NextGuid().ToString("N"),
    };

    private StreamReference Stream() => new()
    {
        Id = NextReference(),
        Type = Names.StreamReference,
        ProviderName = ProviderName,
        StreamId = new StreamIdentity
        {
            Id = NextReference(),
            Type = Names.StreamId,
            FullKey = new StreamKey
            {
                Type = Names.StreamKey,
                Value = new StreamKeyValue { Binary = new BinaryValue { Base64 = RandomBase64(50, 200), SubType = "00" } },
            },
            KeyIndex = _random.Next(10, 30),
            HashCode = _random.Next(),
        },
    };

    private FilterData Filter()
    {
        var count = _random.Next(3, 10);
        var properties = new Dictionary<string, string>(count);
        for (var j = 0; j < count; j++)
        {
            properties.Add($"prop_{j}", $"value_{_random.Next(0, 10_000):D4}");
        }

        return new FilterData { Id = NextReference(), Type = Names.FilterData, Properties = properties };
    }

    private string NextReference() => (++_lastReference).ToString(CultureInfo.InvariantCulture);

    /// <summary>Base64 of between <paramref name="minBytes"/> and <paramref name="maxBytesExclusive"/> − 1 random bytes.</summary>
    private string RandomBase64(int minBytes, int maxBytesExclusive)
    {
        Span<byte> bytes = stackalloc byte[maxBytesExclusive];
        bytes = bytes[.._random.Next(minBytes, maxBytesExclusive)];
        _random.NextBytes(bytes);
        return Convert.ToBase64String(bytes);
    }

    /// <summary>An ISO 8601 UTC instant within 30 days after the base instant, to the tick.</summary>
    private string Timestamp() =>
        BaseInstant.AddTicks(_random.NextInt64(0, TimeSpan.TicksPerDay * 30)).ToString("O", CultureInfo.InvariantCulture);
}
