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
                "(it throws NotSupportedException when the serializer is built)");
        }

        if (features.HasFlag(PayloadFeatures.ImmutableTypes))
        {
            return Support.No($"{payload.Id} has a type without a public parameterless constructor or public setters, which XmlSerializer needs");
        }

        return Support.Yes;
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new XmlSerializerCodec<T>();
}
