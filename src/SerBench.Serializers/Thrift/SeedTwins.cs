using SerBench.Payloads.Models;
using SerBench.Serializers.Thrift.Twins;

namespace SerBench.Serializers.Thrift;

/// <summary>Mappings of seed 001 (Tiny, Simple) and seed 004 (Person) to their twins (Idl/seed001.thrift, Idl/person.thrift).</summary>
internal static class SeedTwins
{
    public static TwinMap<TinyObject, TinyTwin> Tiny { get; } = new(
        v => new TinyTwin { Id = v.Id, OtherId = v.OtherId },
        m => new TinyObject { Id = m.Id, OtherId = m.OtherId },
        () => new TinyTwin());

    public static TwinMap<SimpleObject, SimpleTwin> Simple { get; } = new(
        v => new SimpleTwin { Id = v.Id, OtherId = v.OtherId, Name = v.Name, EnumValue = (SampleEnumTwin)v.EnumValue },
        m => new SimpleObject { Id = m.Id, OtherId = m.OtherId, Name = m.Name, EnumValue = (SampleEnum)m.EnumValue },
        () => new SimpleTwin());

    public static TwinMap<Person, PersonTwin> Person { get; } = new(
        v => new PersonTwin { Id = v.Id, Name = v.Name, Data = v.Data, Guid = TwinConvert.FromGuid(v.Guid) },
        m => new Person { Id = m.Id, Name = m.Name, Data = m.Data, Guid = TwinConvert.ToGuid(m.Guid) },
        () => new PersonTwin());
}
