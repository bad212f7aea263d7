using Microsoft.OData;
using SerBench.Adapters;
using SerBench.Payloads;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.OData;

/// <summary>What seed 003's eight Microsoft.OData.Core rows share; they differ in validation, sync vs async calls and the JSON writer.</summary>
internal static class ODataRows
{
    private const string Common =
        "Microsoft.OData.Core 8.4.4 (one OData version per process; seed 003's figures came from a 7.x release that already had the Utf8JsonWriter factory, inferred from its row names). " +
        "Writes the customers payload as an OData JSON response ({\"@odata.context\": \"…/$metadata#Customers\", \"value\": [...]}) " +
        "against seed 003's EDM model (complex type Address with City, Street and Misc as Edm.Untyped; entity type Customer keyed by Id; " +
        "entity set Customers) through ODataMessageWriter on an IODataResponseMessage over the lab's buffer; Misc's string is written as a raw JSON string " +
        "(ODataUntypedValue, encoded per call, the seed's raw-values option: OData refuses a primitive value for an Edm.Untyped property when validating, seen in 7.7.2). " +
        "Deserialize reads it back with ODataMessageReader and an ODataReader and rebuilds the List<Customer>, so the round trip is verified. " +
        "Model, settings and response messages are built once; ODataMessageWriter/Reader and the OData items are created per call, as the library requires. " +
        "Reader MaxReceivedMessageSize is raised from 1 MiB so large collections read.";

    private const string ClassicNote =
        "JSON written by OData's classic JsonWriter (ODataJsonWriterFactory registered as IJsonWriterFactory in the message's services), " +
        "which escapes non-ASCII characters (\\u00eb). ";

    private const string Utf8Note =
        "JSON written by OData's Utf8JsonWriter-based writer (ODataUtf8JsonWriterFactory, what AddDefaultODataServices registers in 8.x), " +
        "which writes non-ASCII characters as UTF-8. ";

    private const string AsyncNote =
        " Calls the async APIs (CreateODataResourceSetWriterAsync, WriteStartAsync, WriteEndAsync, FlushAsync; ReadAsync) and waits for the whole " +
        "write or read with GetAwaiter().GetResult(); the lab's streams complete synchronously, so the difference is the async API's own cost.";

    public static string Version { get; } = LibraryVersion.Of(typeof(ODataMessageWriter));

    public static SerializerInfo Info(string id, string displayName, ODataSetup setup) => new()
    {
        Id = id,

        // Seed 003's OData writers belong to the HTTP question; the micro lab's default run leaves them to --serializers all.
        InDefaultRoster = false,
        DisplayName = displayName,
        Package = "Microsoft.OData.Core",
        Version = Version,
        Format = FormatFamily.Json,
        Codegen = Codegen.HandWritten,
        ApiShape = ApiShape.Stream,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("every declared property is written, nulls included"),
            VersionTolerant: Trait.Yes("the reader is not told to reject undeclared properties (see Notes); the rows skip them"),
            NeedsSchema: Trait.Yes("an EDM model declares the types and the entity set; the mapping to OData items is written by hand"),
            SafeForUntrustedInput: Trait.Yes("types come from the EDM model; the data cannot name CLR types")),
        Notes = (setup.Validate
                ? "Validation on: the writer uses ValidationKinds.All (the default); the reader checks duplicate names and type conflicts but not " +
                  "undeclared properties, because OData's reader with that check dropped the Edm.Untyped Misc inside a complex value and then failed (7.7.2). "
                : "Validation off (ValidationKinds.None) for writer and reader. ")
            + (setup.Utf8JsonWriter ? Utf8Note : ClassicNote) + Common + (setup.Async ? AsyncNote : string.Empty),
    };

    public static Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return payload.ClrType == typeof(List<Customer>)
            ? Support.Yes
            : Support.No(
                $"the OData rows write seed 003's customer collection against its EDM model; {payload.Id} has no EDM model or entity set here");
    }

    public static ICodec<T> CreateCodec<T>(ODataSetup setup) =>
        new ODataCustomersCodec(setup) as ICodec<T>
        ?? throw new NotSupportedException($"The OData rows serialize List<Customer> only, not {typeof(T).FullName}; call Supports first.");
}
