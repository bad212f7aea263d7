namespace Orleans.Streams;

/// <summary>
/// A state under the full name of Orleans' own pub/sub grain state (internal to Microsoft.Orleans.Streaming), which
/// Orleans.Providers.MongoDB's BSON grain-state serializer refuses by name: MongoGrainStateProviderTests shows the row does too.
/// </summary>
public sealed class PubSubGrainState
{
    public int Producers { get; set; }
}
