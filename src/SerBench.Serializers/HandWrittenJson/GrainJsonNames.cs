using System.Text.Json;

namespace SerBench.Serializers.HandWrittenJson;

/// <summary>The property names of the grain-state graph, encoded once.</summary>
internal static class GrainJsonNames
{
    public static readonly JsonEncodedText Id = JsonEncodedText.Encode("Id");
    public static readonly JsonEncodedText Type = JsonEncodedText.Encode("Type");
    public static readonly JsonEncodedText Etag = JsonEncodedText.Encode("Etag");
    public static readonly JsonEncodedText Doc = JsonEncodedText.Encode("Doc");
    public static readonly JsonEncodedText Producers = JsonEncodedText.Encode("Producers");
    public static readonly JsonEncodedText Consumers = JsonEncodedText.Encode("Consumers");
    public static readonly JsonEncodedText Metadata = JsonEncodedText.Encode("Metadata");
    public static readonly JsonEncodedText Values = JsonEncodedText.Encode("Values");
    public static readonly JsonEncodedText Producer = JsonEncodedText.Encode("Producer");
    public static readonly JsonEncodedText Stream = JsonEncodedText.Encode("Stream");
    public static readonly JsonEncodedText LastTimeUsed = JsonEncodedText.Encode("LastTimeUsed");
    public static readonly JsonEncodedText SubscriptionId = JsonEncodedText.Encode("SubscriptionId");
    public static readonly JsonEncodedText Consumer = JsonEncodedText.Encode("Consumer");
    public static readonly JsonEncodedText FilterData = JsonEncodedText.Encode("FilterData");
    public static readonly JsonEncodedText State = JsonEncodedText.Encode("State");
    public static readonly JsonEncodedText Key = JsonEncodedText.Encode("Key");
    public static readonly JsonEncodedText Guid = JsonEncodedText.Encode("Guid");
    public static readonly JsonEncodedText Properties = JsonEncodedText.Encode("Properties");
    public static readonly JsonEncodedText Name = JsonEncodedText.Encode("Name");
    public static readonly JsonEncodedText Value = JsonEncodedText.Encode("Value");
    public static readonly JsonEncodedText Timestamp = JsonEncodedText.Encode("Timestamp");
    public static readonly JsonEncodedText Tags = JsonEncodedText.Encode("Tags");
    public static readonly JsonEncodedText ProviderName = JsonEncodedText.Encode("ProviderName");
    public static readonly JsonEncodedText StreamId = JsonEncodedText.Encode("StreamId");
    public static readonly JsonEncodedText FullKey = JsonEncodedText.Encode("FullKey");
    public static readonly JsonEncodedText KeyIndex = JsonEncodedText.Encode("KeyIndex");
    public static readonly JsonEncodedText HashCode = JsonEncodedText.Encode("HashCode");
    public static readonly JsonEncodedText Binary = JsonEncodedText.Encode("Binary");
    public static readonly JsonEncodedText Base64 = JsonEncodedText.Encode("Base64");
    public static readonly JsonEncodedText SubType = JsonEncodedText.Encode("SubType");
}
