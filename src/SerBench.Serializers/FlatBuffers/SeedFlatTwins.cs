using SerBench.Payloads.Models;
using SerBench.Serializers.FlatBuffers.Twins;

namespace SerBench.Serializers.FlatBuffers;

/// <summary>
/// Mappings of seed 001 (Tiny, Simple, Complex), seed 004 (Person) and the ceiling's float vectors to their twins
/// (Idl/seed001.fbs, Idl/person.fbs, Idl/floats.fbs).
/// </summary>
internal static class SeedFlatTwins
{
    public static FlatTwinMap<TinyObject, TinyFbT> Tiny { get; } = new(
        v => new TinyFbT { Id = v.Id, OtherId = v.OtherId },
        m => new TinyObject { Id = m.Id, OtherId = m.OtherId },
        (b, t) => TinyFb.Pack(b, t).Value,
        bb => TinyFb.GetRootAsTinyFb(bb).UnPack());

    public static FlatTwinMap<SimpleObject, SimpleFbT> Simple { get; } = new(
        v => new SimpleFbT { Id = v.Id, OtherId = v.OtherId, Name = v.Name, EnumValue = (SampleEnumFb)v.EnumValue },
        m => new SimpleObject { Id = m.Id, OtherId = m.OtherId, Name = m.Name, EnumValue = (SampleEnum)m.EnumValue },
        (b, t) => SimpleFb.Pack(b, t).Value,
        bb => SimpleFb.GetRootAsSimpleFb(bb).UnPack());

    public static FlatTwinMap<ComplexObject, ComplexFbT> Complex { get; } = new(
        v => new ComplexFbT
        {
            Id = v.Id,
            OtherId = v.OtherId,
            Name = v.Name,
            EnumValue = (SampleEnumFb)v.EnumValue,
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
        (b, t) => ComplexFb.Pack(b, t).Value,
        bb => ComplexFb.GetRootAsComplexFb(bb).UnPack());

    public static FlatTwinMap<Person, PersonFbT> Person { get; } = new(
        v => new PersonFbT { Id = v.Id, Name = v.Name, Data = v.Data, Guid = FlatConvert.FromGuid(v.Guid) },
        m => new Person { Id = m.Id, Name = m.Name, Data = m.Data, Guid = FlatConvert.ToGuid(m.Guid) },
        (b, t) => PersonFb.Pack(b, t).Value,
        bb => PersonFb.GetRootAsPersonFb(bb).UnPack());

    /// <summary>The float[] as a vector of 32-bit floats; the object API holds it as a List&lt;float&gt;.</summary>
    public static FlatTwinMap<FloatVectors, FloatVectorsFbT> Floats { get; } = new(
        v => new FloatVectorsFbT { Values = [.. v.Values] },
        m => new FloatVectors { Values = m.Values is null ? [] : [.. m.Values] },
        (b, t) => FloatVectorsFb.Pack(b, t).Value,
        bb => FloatVectorsFb.GetRootAsFloatVectorsFb(bb).UnPack());

    private static ChildFbT ToTwin(ChildObject child) => new()
    {
        Id = FlatConvert.FromGuid(child.Id),
        Created = FlatConvert.FromDateTime(child.Created),
        LastEdit = FlatConvert.FromDateTime(child.LastEdit),
        Name = child.Name,
        Percentage = child.Percentage,
    };

    private static ChildObject FromTwin(ChildFbT twin) => new()
    {
        Id = FlatConvert.ToGuid(twin.Id),
        Created = FlatConvert.ToDateTime(twin.Created),
        LastEdit = FlatConvert.ToDateTime(twin.LastEdit),
        Name = twin.Name,
        Percentage = twin.Percentage,
    };
}
