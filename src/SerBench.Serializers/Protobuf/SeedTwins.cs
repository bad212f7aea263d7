using SerBench.Payloads.Models;
using SerBench.Serializers.Protobuf.Twins;

namespace SerBench.Serializers.Protobuf;

/// <summary>Mappings of seed 001 (Tiny, Simple, Complex), seed 004 (Person) and the float vectors to their twins.</summary>
internal static class SeedTwins
{
    public static TwinMap<TinyObject, TinyTwin> Tiny { get; } = new(
        v => new TinyTwin { Id = v.Id, OtherId = v.OtherId },
        m => new TinyObject { Id = m.Id, OtherId = m.OtherId },
        TinyTwin.Parser);

    public static TwinMap<SimpleObject, SimpleTwin> Simple { get; } = new(
        v => new SimpleTwin { Id = v.Id, OtherId = v.OtherId, Name = TwinConvert.FromString(v.Name), EnumValue = (SampleEnumTwin)v.EnumValue },
        m => new SimpleObject { Id = m.Id, OtherId = m.OtherId, Name = m.Name, EnumValue = (SampleEnum)m.EnumValue },
        SimpleTwin.Parser);

    public static TwinMap<ComplexObject, ComplexTwin> Complex { get; } = new(ToTwin, FromTwin, ComplexTwin.Parser);

    public static TwinMap<Person, PersonTwin> Person { get; } = new(
        v => new PersonTwin { Id = v.Id, Name = TwinConvert.FromString(v.Name), Data = TwinConvert.FromString(v.Data), Guid = TwinConvert.FromGuid(v.Guid) },
        m => new Person { Id = m.Id, Name = m.Name, Data = m.Data, Guid = TwinConvert.ToGuid(m.Guid) },
        PersonTwin.Parser);

    public static TwinMap<FloatVectors, FloatVectorsTwin> Floats { get; } = new(
        v =>
        {
            var twin = new FloatVectorsTwin();
            twin.Values.AddRange(v.Values);
            return twin;
        },
        m => new FloatVectors { Values = [.. m.Values] },
        FloatVectorsTwin.Parser);

    private static ComplexTwin ToTwin(ComplexObject value)
    {
        var twin = new ComplexTwin
        {
            Id = value.Id,
            OtherId = value.OtherId,
            Name = TwinConvert.FromString(value.Name),
            EnumValue = (SampleEnumTwin)value.EnumValue,
            Percentage = value.Percentage,
            Cost = TwinConvert.FromDecimal(value.Cost),
        };
        foreach (var child in value.Children)
        {
            twin.Children.Add(new ChildTwin
            {
                Id = TwinConvert.FromGuid(child.Id),
                Created = TwinConvert.FromDateTime(child.Created),
                LastEdit = TwinConvert.FromDateTime(child.LastEdit),
                Name = TwinConvert.FromString(child.Name),
                Percentage = child.Percentage,
            });
        }

        return twin;
    }

    private static ComplexObject FromTwin(ComplexTwin twin)
    {
        var children = new List<ChildObject>(twin.Children.Count);
        foreach (var child in twin.Children)
        {
            children.Add(new ChildObject
            {
                Id = TwinConvert.ToGuid(child.Id),
                Created = TwinConvert.ToDateTime(child.Created),
                LastEdit = TwinConvert.ToDateTime(child.LastEdit),
                Name = child.Name,
                Percentage = child.Percentage,
            });
        }

        return new ComplexObject
        {
            Id = twin.Id,
            OtherId = twin.OtherId,
            Name = twin.Name,
            EnumValue = (SampleEnum)twin.EnumValue,
            Percentage = twin.Percentage,
            Cost = TwinConvert.ToDecimal(twin.Cost),
            Children = children,
        };
    }
}
