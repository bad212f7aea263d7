using System.Text;
using Google.Protobuf;
using Google.Protobuf.WellKnownTypes;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.Protobuf;

/// <summary>Protobuf's JSON mapping on the same twins: <c>JsonFormatter.Format</c> to a string and <c>JsonParser.Parse</c> from one.</summary>
public sealed class ProtobufJsonAdapter : ISerializerAdapter, IAnyValueReader
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "protobuf-json",
        InDefaultRoster = false,
        DisplayName = "Google.Protobuf JsonFormatter (string)",
        Package = ProtobufRows.Package,
        Version = ProtobufRows.Version,
        Format = FormatFamily.Json,
        Codegen = Codegen.Schema,
        ApiShape = ApiShape.String,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.Yes("JsonFormatter.Settings.Default omits fields holding their default"),
            VersionTolerant: Trait.No("JsonParser.Settings.Default rejects unknown fields (IgnoreUnknownFields is off)"),
            NeedsSchema: ProtobufRows.NeedsSchema,
            SafeForUntrustedInput: ProtobufRows.SafeForUntrustedInput),
        Fidelity = ProtobufRows.Fidelity,
        TimedOnTwinTypes = true,
        Notes = ProtobufRows.Timing +
            " JSON per the proto3 mapping (lowerCamelCase names, bytes as base64, enums by name); the string is encoded to UTF-8 " +
            "into the lab's buffer and decoded from it, both timed.",
    };

    public Support Supports(PayloadDescriptor payload) => ProtobufTwins.Supports(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => ProtobufTwins.CreateCodec<T>(ProtobufApi.Json);

    public string AnyValueType => "google.protobuf.Value";

    /// <summary>JsonParser (default settings) into google.protobuf.Value, the well-known type that holds any JSON value; UTF-8 decoded as the codec does.</summary>
    public object ReadAnyValue(ReadOnlyMemory<byte> data) =>
        new JsonParser(JsonParser.Settings.Default).Parse<Value>(Encoding.UTF8.GetString(data.Span));
}
