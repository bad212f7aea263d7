using System.Runtime.Serialization.Json;
using System.Xml;
using System.Xml.Linq;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.DataContract;

/// <summary>DataContractJsonSerializer with its default settings, through its Stream API.</summary>
public sealed class DataContractJsonAdapter : ISerializerAdapter, IAnyValueReader
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "datacontract-json",
        InDefaultRoster = false,
        DisplayName = "DataContractJsonSerializer",
        Package = "System.Runtime.Serialization.Json (shared framework)",
        Version = LibraryVersion.Of(typeof(DataContractJsonSerializer)),
        Format = FormatFamily.Json,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.Stream,
        Traits = DataContractRows.Traits,
        Fidelity = new Fidelity { DateTimePrecision = TimeSpan.FromMilliseconds(1) },
        Notes =
            "Default settings: DateTime as \"\\/Date(ms)\\/\" (milliseconds since 1970; UTC values carry no offset and read back as UTC; unspecified and local ones are written with the local offset and read back as local time, which no payload this row takes holds), " +
            "dictionaries as arrays of {\"Key\",\"Value\"} objects (UseSimpleDictionaryFormat off), " +
            "non-ASCII characters written as themselves.",
    };

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);

        // Decided by payload, not by this machine's time zone, so every machine runs the same cells.
        return payload.Id == PayloadIds.Envelope
            ? Support.No(
                "the echo envelope's TimeStamp is default(DateTime) (kind Unspecified), which DataContractJsonSerializer converts from local " +
                "time to UTC milliseconds; for DateTime.MinValue that throws SerializationException wherever the local UTC offset is positive")
            : DataContractSupport.Of(payload, "DataContractJsonSerializer");
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new DataContractJsonCodec<T>();

    public string AnyValueType => "XElement (JsonReaderWriterFactory)";

    /// <summary>The reader DataContractJsonSerializer parses with (default quotas), loaded into the XML it maps JSON to.</summary>
    public object ReadAnyValue(ReadOnlyMemory<byte> data)
    {
        using var reader = JsonReaderWriterFactory.CreateJsonReader(data.ToArray(), new XmlDictionaryReaderQuotas());
        return XElement.Load(reader);
    }
}
