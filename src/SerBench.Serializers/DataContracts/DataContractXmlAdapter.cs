using System.Runtime.Serialization;
using SerBench.Adapters;
using SerBench.Payloads;
using SerBench.Serializers.DataContract;

namespace SerBench.Serializers.DataContracts;

/// <summary>DataContractSerializer writing text XML through XmlDictionaryWriter, over streams.</summary>
public sealed class DataContractXmlAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "datacontract-xml",
        DisplayName = "DataContractSerializer (text XML)",
        Package = "System.Runtime.Serialization.Xml",
        Version = LibraryVersion.Of(typeof(DataContractSerializer)),
        Format = FormatFamily.Xml,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.Stream,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("[DataMember] defaults to EmitDefaultValue = true: every member is written"),
            VersionTolerant: DataContractRows.XmlVersionTolerant,
            NeedsSchema: Trait.No("[DataContract] attributes on the CLR types; no schema file (XSD can be exported)"),
            SafeForUntrustedInput: Trait.Yes(
                "creates only the declared contract and its known types; this row reads with XmlDictionaryReaderQuotas.Max, so size quotas are off")),
        Notes = "XmlDictionaryWriter.CreateTextWriter (UTF-8) over the lab's buffer and XmlDictionaryReader.CreateTextReader with " +
                "XmlDictionaryReaderQuotas.Max, both reused through IXmlTextWriterInitializer / IXmlTextReaderInitializer.",
    };

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return DataContractSupport.Of(payload, "DataContractSerializer");
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new DataContractXmlCodec<T>();
}
