using System.Xml.Serialization;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.Xml;

/// <summary>System.Xml.Serialization.XmlSerializer with default settings, through its Stream API.</summary>
public sealed class XmlSerializerAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "xmlserializer",
        DisplayName = "XmlSerializer",
        Package = "System.Xml.XmlSerializer (shared framework)",
        Version = LibraryVersion.Of(typeof(XmlSerializer)),
        Format = FormatFamily.Xml,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.Stream,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("every public member is written; null ones are left out"),
            VersionTolerant: Trait.Yes("members are matched by element name; unknown elements are skipped"),
            NeedsSchema: Trait.No("reflection over public types; serialization code is generated per type on first use"),
            SafeForUntrustedInput: Trait.Yes("the types it can create are fixed when the serializer is built")),
        Notes =
            "The serializer is built once per type (the constructor generates and caches its reader/writer code). " +
            "An object-typed member holding a primitive (Address.Misc holds a string) is written with xsi:type and read back as that primitive. " +
            "Dictionaries cannot be written by XmlSerializer, so payloads with one are declined.",
    };

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        var features = payload.Features;
        if (features.HasFlag(PayloadFeatures.Dictionary))
        {
            return Support.No(
                $"{payload.Id} has a dictionary member; XmlSerializer cannot serialize types implementing IDictionary " +
                "(it throws NotSupportedException when the serializer is built); to use this row, model it as a list of key/value items");
        }

        if (PayloadTypeGraph.FirstWithoutParameterlessConstructor(payload.ClrType) is { } type)
        {
            return Support.No(
                $"XmlSerializer needs a public parameterless constructor on every type; {type.Name} has none " +
                "(records with positional parameters have none): add one, with public setters, to use this row");
        }

        if (PayloadTypeGraph.FirstPropertyWithoutPublicSetter(payload.ClrType) is { } property)
        {
            return Support.No(
                $"XmlSerializer writes only properties with a public setter (init counts); {property} has none, so it would not come back: give it a public setter");
        }

        return Support.Yes;
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new XmlSerializerCodec<T>();
}
