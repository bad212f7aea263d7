using Newtonsoft.Json;
using Newtonsoft.Json.Bson;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.Bson;

/// <summary>Newtonsoft.Json.Bson: the Newtonsoft serializer writing BSON through BsonDataWriter and reading through BsonDataReader.</summary>
public sealed class NewtonsoftBsonAdapter : ISerializerAdapter
{
    // Same serializer as the newtonsoft row (default settings, global DefaultSettings not applied), so only the format differs.
    private readonly JsonSerializer _serializer = new();

    public SerializerInfo Info { get; } = new()
    {
        Id = "newtonsoft-bson",
        InDefaultRoster = false,
        DisplayName = "Newtonsoft.Json.Bson",
        Package = "Newtonsoft.Json.Bson",
        Version = LibraryVersion.Of(typeof(BsonDataWriter)),
        Format = FormatFamily.Bson,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.Stream,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("default JsonSerializer settings write every member, nulls included"),
            VersionTolerant: Trait.Yes("members are matched by name; unknown ones are skipped"),
            NeedsSchema: Trait.No("reflection over the CLR types"),
            SafeForUntrustedInput: Trait.Yes("TypeNameHandling is None (the default), so the data names no types")),
        Fidelity = new Fidelity { DateTimePrecision = TimeSpan.FromMilliseconds(1), PreservesDateTimeKind = false },
        Notes =
            "BSON dates are UTC milliseconds: DateTime keeps 1 ms and is read back as UTC (DateTimeKindHandling Utc). " +
            "decimal is written as a BSON double (no decimal128 in this library), so only values with up to 15 significant digits survive; " +
            "the payloads' do. A collection root (customers) is written as a BSON document keyed \"0\", \"1\", … and read with " +
            "ReadRootValueAsArray, Newtonsoft's convention for a root array. Writer and reader are created per call (the library's API); " +
            "the streams over the lab's buffers are reused.",
    };

    public Support Supports(PayloadDescriptor payload) => Support.Yes;

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return new NewtonsoftBsonCodec<T>(_serializer, payload.Features.HasFlag(PayloadFeatures.CollectionRoot));
    }
}
