using SerBench.Payloads.Models;
using SerBench.Serializers.Thrift.Twins;

namespace SerBench.Serializers.Thrift;

/// <summary>Mappings of seed 001 (Tiny, Simple, Complex) and seed 004 (Person) to their twins (Idl/seed001.thrift, Idl/person.thrift).</summary>
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

    public static TwinMap<ComplexObject, ComplexTwin> Complex { get; } = new(
        v => new ComplexTwin
        {
            Id = v.Id,
            OtherId = v.OtherId,
            Name = v.Name,
            EnumValue = (SampleEnumTwin)v.EnumValue,
            Percentage = v.Percentage,
            Cost = TwinValues.FromDecimal(v.Cost),
            Children = [.. v.Children.Select(ToTwin)],
        },
        m => new ComplexObject
        {
            Id = m.Id,
            OtherId = m.OtherId,
            Name = m.Name,
            EnumValue = (SampleEnum)m.EnumValue,
            Percentage = m.Percentage,
            Cost = TwinValues.ToDecimal(m.Cost),
            Children = m.Children is null ? [] : [.. m.Children.Select(FromTwin)],
        },
        () => new ComplexTwin());

    public static TwinMap<Person, PersonTwin> Person { get; } = new(
        v => new PersonTwin { Id = v.Id, Name = v.Name, Data = v.Data, Guid = TwinConvert.FromGuid(v.Guid) },
        m => new Person { Id = m.Id, Name = m.Name, Data = m.Data, Guid = TwinConvert.ToGuid(m.Guid) },
        () => new PersonTwin());

    private static ChildTwin ToTwin(ChildObject child) => new()
    {
        Id = TwinConvert.FromGuid(child.Id),
        Created = TwinConvert.FromDateTime(child.Created),
        LastEdit = TwinConvert.FromDateTime(child.LastEdit),
        Name = child.Name,
        Percentage = child.Percentage,
    };

    // The double came from a float, so narrowing it gives the float back exactly.
    private static ChildObject FromTwin(ChildTwin twin) => new()
    {
        Id = TwinConvert.ToGuid(twin.Id),
        Created = TwinConvert.ToDateTime(twin.Created),
        LastEdit = TwinConvert.ToDateTime(twin.LastEdit),
        Name = twin.Name,
        Percentage = (float)twin.Percentage,
    };
}
