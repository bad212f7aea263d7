namespace SerBench.Payloads.Generators;

/// <summary>
/// .NET type names like the ones Orleans stores in its grain state documents, so text formats pay for them
/// (System.Text.Json escapes the generic backtick). The document-level names are assembly-qualified (long,
/// with commas); the per-consumer ones are shorter (namespace-qualified, a few with their assembly), which keeps a consumer near the origin's
/// ≈ 895 bytes of JSON.
/// </summary>
internal static class GrainStateTypeNames
{
    private const string Streaming = "Orleans.Streaming, Version=8.2.0.0, Culture=neutral, PublicKeyToken=null";
    private const string CoreLib = "System.Private.CoreLib, Version=8.0.0.0, Culture=neutral, PublicKeyToken=7cec85d7bea7798e";

    public const string GrainState = "Orleans.Streams.PubSubGrainState, " + Streaming;

    public const string Producers =
        "System.Collections.Generic.HashSet`1[[Orleans.Streams.PubSubPublisherState, " + Streaming + "]], " + CoreLib;

    public const string Consumers =
        "System.Collections.Generic.HashSet`1[[Orleans.Streams.PubSubSubscriptionState, " + Streaming + "]], " + CoreLib;

    public const string PublisherState = "Orleans.Streams.PubSubPublisherState";

    public const string SubscriptionState = "Orleans.Streams.PubSubSubscriptionState, Orleans.Streaming";

    public const string GrainReference = "Orleans.Runtime.GrainReference, Orleans.Core.Abstractions";

    public const string SubscriptionId = "Orleans.Runtime.GuidId";

    public const string StreamReference = "Orleans.Streams.QualifiedStreamId";

    public const string StreamId = "Orleans.Runtime.StreamId";

    public const string StreamKey = "System.ReadOnlyMemory`1[System.Byte]";

    public const string FilterData = "System.Collections.Generic.Dictionary`2[System.String,System.String]";
}
