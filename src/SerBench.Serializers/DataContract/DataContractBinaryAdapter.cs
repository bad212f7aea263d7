using System.Runtime.Serialization;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.DataContract;

/// <summary>DataContractSerializer writing .NET binary XML (XmlDictionaryWriter.CreateBinaryWriter), as WCF's binary encoding does.</summary>
public sealed class DataContractBinaryAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "datacontract-binary",
        InDefaultRoster = false,
        DisplayName = "DataContractSerializer (binary XML)",
        Package = "System.Runtime.Serialization (shared framework)",
        Version = LibraryVersion.Of(typeof(DataContractSerializer)),
        Format = FormatFamily.BinaryXml,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.Stream,
        Traits = DataContractRows.XmlTraits,
        Notes =
            "Binary XML without a shared dictionary or session (element names are written as text once per element). " +
            "The binary writer and reader are created once per codec and re-pointed at each buffer through " +
            "IXmlBinaryWriterInitializer / IXmlBinaryReaderInitializer, as WCF reuses them. Reader quotas are Max so large payloads read.",
    };

    public Support Supports(PayloadDescriptor payload) => DataContractSupport.Of(payload, "DataContractSerializer");

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new DataContractBinaryCodec<T>();
}
