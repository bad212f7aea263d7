using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using Newtonsoft.Json;
using Orleans.Serialization;
using SerBench.Serializers.Mongo.GrainState;
using SerBench.Serializers.Mongo.GrainState.Provider;
using SerBench.Serializers.Orleans;
using SerBench.Tests.Adapters;

namespace SerBench.Tests.Roster;

/// <summary>
/// The three Mongo grain-state rows follow Orleans.Providers.MongoDB 9.3.0 (tag v9.3.0, commit c1e8ecab): the element the
/// binary state is stored under, the Orleans JSON settings and the provider's date text, and the BSON serializer's refusal
/// of Orleans' pub/sub state.
/// </summary>
public sealed class MongoGrainStateProviderTests
{
    public static TheoryData<string> Rows => ["mongo-grainstate-binary", "mongo-grainstate-bson", "mongo-grainstate-json"];

    [Theory]
    [MemberData(nameof(Rows))]
    public void Every_row_names_the_provider_version_and_commit_it_follows(string id)
    {
        var notes = Row(id).Info.Notes;

        Assert.Contains("Orleans.Providers.MongoDB 9.3.0", notes, StringComparison.Ordinal);
        Assert.Contains("tag v9.3.0", notes, StringComparison.Ordinal);
        Assert.Contains("c1e8ecab3b9698739c9c4ec2049bfdf27113e1a4", notes, StringComparison.Ordinal);
    }

    [Fact]
    public void Binary_stores_orleans_bytes_of_the_state_under_data_and_nothing_else()
    {
        var bytes = AdapterBytes.Serialize(new MongoGrainStateBinaryAdapter(), BuiltInPayloads.Complex);
        var orleans = OrleansRows.SerializerOf<SerBench.Payloads.Models.ComplexObject>().SerializeToArray(BuiltInPayloads.Complex.Create(1));

        var element = Assert.Single(BsonSerializer.Deserialize<BsonDocument>(bytes).Elements);
        Assert.Equal(BinaryGrainStateSerializer.BinaryElementName, element.Name);
        Assert.Equal("data", element.Name);
        Assert.Equal(orleans, element.Value.AsByteArray);

        // Document length (4), element type (1), "data" and its terminator (5), binary length (4), subtype (1), the bytes,
        // the document's terminator (1): 16 B around Orleans' bytes, 5 fewer than under the "statedata" the row used before.
        Assert.Equal(orleans.Length + 16, bytes.Length);
    }

    [Fact]
    public void Json_uses_orleans_json_settings_with_the_providers_two_changes()
    {
        var settings = MongoGrainStateRows.JsonSerializer.Settings;

        Assert.IsType<OrleansJsonSerializationBinder>(settings.SerializationBinder);
        Assert.Contains(settings.Converters, c => c.GetType().Name == "GrainReferenceJsonConverter");
        Assert.Contains(settings.Converters, c => c.GetType().Name == "IPAddressConverter");
        Assert.Equal(TypeNameHandling.All, settings.TypeNameHandling);
        Assert.Equal(PreserveReferencesHandling.Objects, settings.PreserveReferencesHandling);
        Assert.Equal(NullValueHandling.Include, settings.NullValueHandling);
        Assert.Equal(DefaultValueHandling.Populate, settings.DefaultValueHandling);
    }

    [Fact]
    public void Json_stores_dates_as_the_providers_text_to_the_tick()
    {
        var document = BsonSerializer.Deserialize<BsonDocument>(AdapterBytes.Serialize(new MongoGrainStateJsonAdapter(), BuiltInPayloads.EnvelopeFull));

        // 2024-03-15 10:30 UTC plus 1,234,567 ticks, as "yyyy-MM-ddTHH:mm:ss.FFFFFFFK" writes it.
        Assert.Equal("2024-03-15T10:30:00.1234567Z", document["TimeStamp"].AsString);
        Assert.StartsWith("SerBench.Payloads.Models.MessageEnvelope, ", document["__type"].AsString, StringComparison.Ordinal);
    }

    [Fact]
    public void Json_reads_a_bson_date_back_as_utc()
    {
        var instant = new DateTime(2024, 3, 15, 10, 30, 0, DateTimeKind.Utc);

        var token = (Newtonsoft.Json.Linq.JValue)new BsonDateTime(instant).ToJToken();

        Assert.Equal(instant, token.Value);
        Assert.Equal(DateTimeKind.Utc, ((DateTime)token.Value!).Kind);
    }

    [Fact]
    public void Json_declines_a_type_orleans_binder_would_refuse_on_reading_and_says_what_to_add()
    {
        var support = new MongoGrainStateJsonAdapter().Supports(Library.UserTypes.Mutable);

        Assert.False(support.IsSupported);
        Assert.Contains(nameof(Library.UserTypes.UserOrder), support.Reason, StringComparison.Ordinal);
        Assert.Contains("[GenerateSerializer]", support.Reason, StringComparison.Ordinal);
        Assert.True(new MongoGrainStateJsonAdapter().Supports(BuiltInPayloads.GrainState).IsSupported);
    }

    [Fact]
    public void Bson_refuses_orleans_pub_sub_grain_state_as_the_provider_does()
    {
        var payload = new Payload<Orleans.Streams.PubSubGrainState>("pubsub", "Orleans' pub/sub state by name", _ => new Orleans.Streams.PubSubGrainState { Producers = 1 });

        var thrown = Assert.ThrowsAny<Exception>(() => AdapterBytes.Serialize(new MongoGrainStateBsonAdapter(), payload));

        var refusal = Assert.IsType<NotImplementedException>(Innermost(thrown));
        Assert.Contains("use BinaryGrainStateSerializer or JsonGrainStateSerializer instead", refusal.Message, StringComparison.Ordinal);
        Assert.Contains(OrleansBsonSerializationProvider.PubSubGrainState, new MongoGrainStateBsonAdapter().Info.Notes, StringComparison.Ordinal);
    }

    private static ISerializerAdapter Row(string id) => id switch
    {
        "mongo-grainstate-binary" => new MongoGrainStateBinaryAdapter(),
        "mongo-grainstate-bson" => new MongoGrainStateBsonAdapter(),
        _ => new MongoGrainStateJsonAdapter(),
    };

    private static Exception Innermost(Exception exception)
    {
        while (exception is not NotImplementedException && exception.InnerException is { } inner)
        {
            exception = inner;
        }

        return exception;
    }
}
