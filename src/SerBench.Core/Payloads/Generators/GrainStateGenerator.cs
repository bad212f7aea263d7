using SerBench.Payloads.Models;
using Names = SerBench.Payloads.Generators.GrainStateTypeNames;

namespace SerBench.Payloads.Generators;

/// <summary>
/// Seed 000's grain-state document with N consumers (PAYLOADS.md): 50 producers, N consumers, 500 metadata
/// entries. Every value comes from <c>new Random(42)</c> or a constant, so the bytes never depend on the run.
/// </summary>
public static class GrainStateGenerator
{
    public const int Producers = 50;
    public const int MetadataEntries = 500;

    public static GrainStateDocument Create(int consumers)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(consumers);
        var parts = new GrainStateParts();
        var stateId = parts.NextGuid();

        // The fixed part is drawn before the consumers, so it is identical at every size.
        var producers = new List<PublisherState>(Producers);
        for (var i = 0; i < Producers; i++)
        {
            producers.Add(parts.Publisher());
        }

        var metadata = new Dictionary<string, MetadataEntry>(MetadataEntries);
        for (var i = 0; i < MetadataEntries; i++)
        {
            metadata.Add($"meta_key_{i}", parts.Metadata(i));
        }

        var subscriptions = new List<SubscriptionState>(consumers);
        for (var i = 0; i < consumers; i++)
        {
            subscriptions.Add(parts.Subscription(i));
        }

        return new GrainStateDocument
        {
            Id = $"pubsubrendezvousgrain/{GrainStateParts.StreamNamespace}/{stateId:N}",
            Etag = $"\"{parts.NextGuid():N}\"",
            Doc = new PubSubGrainState
            {
                Id = $"{stateId:N}",
                Type = Names.GrainState,
                Producers = new PublisherContainer { Type = Names.Producers, Values = producers },
                Consumers = new SubscriptionContainer { Type = Names.Consumers, Values = subscriptions },
                Metadata = metadata,
            },
        };
    }
}
