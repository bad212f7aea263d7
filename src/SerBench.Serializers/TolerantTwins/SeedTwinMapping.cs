using SerBench.Payloads.Models;

namespace SerBench.Serializers.TolerantTwins;

/// <summary>The canonical seed models to their twins and back (outside any timing).</summary>
internal static partial class TwinMapping
{
    public static TinyObjectTwin ToTwin(TinyObject v) => new()
    {
        Id = v.Id,
        OtherId = v.OtherId,
    };

    public static TinyObject FromTwin(TinyObjectTwin t) => new()
    {
        Id = t.Id,
        OtherId = t.OtherId,
    };

    public static SimpleObjectTwin ToTwin(SimpleObject v) => new()
    {
        Id = v.Id,
        OtherId = v.OtherId,
        Name = v.Name,
        EnumValue = v.EnumValue,
    };

    public static SimpleObject FromTwin(SimpleObjectTwin t) => new()
    {
        Id = t.Id,
        OtherId = t.OtherId,
        Name = t.Name,
        EnumValue = t.EnumValue,
    };

    public static ComplexObjectTwin ToTwin(ComplexObject v) => new()
    {
        Id = v.Id,
        OtherId = v.OtherId,
        Name = v.Name,
        EnumValue = v.EnumValue,
        Percentage = v.Percentage,
        Cost = v.Cost,
        Children = v.Children.Select(x => ToTwin(x)).ToList(),
    };

    public static ComplexObject FromTwin(ComplexObjectTwin t) => new()
    {
        Id = t.Id,
        OtherId = t.OtherId,
        Name = t.Name,
        EnumValue = t.EnumValue,
        Percentage = t.Percentage,
        Cost = t.Cost,
        Children = t.Children.Select(x => FromTwin(x)).ToList(),
    };

    public static ChildObjectTwin ToTwin(ChildObject v) => new()
    {
        Id = v.Id,
        Created = v.Created,
        LastEdit = v.LastEdit,
        Name = v.Name,
        Percentage = v.Percentage,
    };

    public static ChildObject FromTwin(ChildObjectTwin t) => new()
    {
        Id = t.Id,
        Created = t.Created,
        LastEdit = t.LastEdit,
        Name = t.Name,
        Percentage = t.Percentage,
    };

    public static PersonTwin ToTwin(Person v) => new()
    {
        Id = v.Id,
        Name = v.Name,
        Data = v.Data,
        Guid = v.Guid,
    };

    public static Person FromTwin(PersonTwin t) => new()
    {
        Id = t.Id,
        Name = t.Name,
        Data = t.Data,
        Guid = t.Guid,
    };

    public static MessageEnvelopeTwin ToTwin(MessageEnvelope v) => new()
    {
        TimeStamp = v.TimeStamp,
        MessageId = v.MessageId,
        Header = v.Header,
        From = v.From,
        To = v.To,
        KeyValuePairs = v.KeyValuePairs,
        IsInternal = v.IsInternal,
    };

    public static MessageEnvelope FromTwin(MessageEnvelopeTwin t) => new()
    {
        TimeStamp = t.TimeStamp,
        MessageId = t.MessageId,
        Header = t.Header,
        From = t.From,
        To = t.To,
        KeyValuePairs = t.KeyValuePairs,
        IsInternal = t.IsInternal,
    };

    public static FloatVectorsTwin ToTwin(FloatVectors v) => new()
    {
        Values = v.Values,
    };

    public static FloatVectors FromTwin(FloatVectorsTwin t) => new()
    {
        Values = t.Values,
    };
}
