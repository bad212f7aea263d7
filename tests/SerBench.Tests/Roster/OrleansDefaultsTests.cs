using Orleans;
using SerBench.Payloads.Models;
using SerBench.Serializers.Mongo.GrainState;
using SerBench.Serializers.Orleans;
using SerBench.Tests.Adapters;

namespace SerBench.Tests.Roster;

/// <summary>
/// Orleans' generated serializers write every [Id] member, defaults included, unless a type is marked
/// [OmitDefaultMemberValues]; no model is, so the rows built on them do not skip defaults.
/// </summary>
public sealed class OrleansDefaultsTests
{
    [Fact]
    public void No_model_is_marked_to_omit_default_member_values()
    {
        var marked = typeof(TinyObject).Assembly.GetTypes()
            .Where(t => t.IsDefined(typeof(GenerateSerializerAttribute), inherit: false) && t.IsDefined(typeof(OmitDefaultMemberValuesAttribute), inherit: false))
            .Select(t => t.Name);

        Assert.Empty(marked);
    }

    [Fact]
    public void A_tiny_holding_defaults_is_as_long_as_one_holding_small_values_because_each_member_is_still_written()
    {
        // An int of 0, 1 or 2 is one field header and a one-byte varint each way: a skipped default would be shorter.
        var defaults = new Payload<TinyObject>("tiny-defaults", "tiny with both members 0", _ => new TinyObject());
        var values = new Payload<TinyObject>("tiny-values", "tiny with members 1 and 2", _ => new TinyObject { Id = 1, OtherId = 2 });

        Assert.Equal(AdapterBytes.Serialize(new OrleansAdapter(), values).Length, AdapterBytes.Serialize(new OrleansAdapter(), defaults).Length);
    }

    [Fact]
    public void The_orleans_rows_say_they_do_not_skip_defaults()
    {
        Assert.False(new OrleansAdapter().Info.Traits.SkipsDefaults.Value);
        Assert.False(new MongoGrainStateBinaryAdapter().Info.Traits.SkipsDefaults.Value);
    }
}
