using Google.FlatBuffers;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.FlatBuffers;

/// <summary>Google FlatBuffers, on tables generated from the schemas in FlatBuffers/Idl, through flatc's object API.</summary>
public sealed class FlatBuffersAdapter : ISerializerAdapter
{
    private const string StampPrefix = "FLATBUFFERS_";

    private const string Timing =
        "Twin tables are generated from src/SerBench.Serializers/FlatBuffers/Idl/*.fbs by flatc 25.2.10 (flatc --csharp --gen-object-api, " +
        "committed in FlatBuffers/Generated; tools/generate-flatbuffers.sh regenerates them, with a flatc built from its source: Debian offers 2.0.8 only) " +
        "and run on Google.FlatBuffers 25.2.10. " +
        "Timed: the library's own work on the generated object-API twin in both directions: the table's Pack into a FlatBufferBuilder reused " +
        "from one call to the next (Clear keeps its grown buffer), Finish, and the copy of the finished bytes into the lab's buffer (FlatBuffers " +
        "builds back to front in a buffer of its own); then GetRootAs and UnPack into a new twin. " +
        "Reading in place without unpacking, FlatBuffers' zero-copy way, is not what a deserialize cell measures: every row here builds the " +
        "whole object. Reads are not verified first: this runtime's generated verifier cannot check a table more than 32,767 bytes into a buffer " +
        "(it converts the position to 16 bits, writes the overflow exception to the console and skips the check), so on customers and grainstate " +
        "it checked almost nothing (customers deserialize: 5.96 ms with it, 94 µs without, in quick runs here). " +
        "Mapping the canonical value to its twin and the read twin back to the model happens once, outside the timed call, to " +
        "verify the round trip. The served runtime is built without its Span support, so a ByteBuffer wraps a whole byte[]: input that is a " +
        "slice of a larger array is copied first (the round trip's read of the lab's buffer). " +
        "Mappings (see the .fbs comments): Guid as a 16-byte struct, DateTime as a ticks + kind struct (ticks or a kind DateTime cannot hold " +
        "are refused), decimal as an invariant-culture string, Address.Misc (object holding a string) as a string, List<Customer> as the " +
        "vector of a root table, dictionaries as vectors of key/value tables in their order; a null string or table is left out and read " +
        "back as null, a null vector reads back empty (the object API's reading; the one nullable dictionary, the envelope's, sits in a table).";

    public SerializerInfo Info { get; } = new()
    {
        Id = "flatbuffers",
        DisplayName = "FlatBuffers (object API)",
        Package = "Google.FlatBuffers",
        Version = RuntimeVersion(),
        Format = FormatFamily.Other,
        Codegen = Codegen.Schema,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.Yes("a scalar equal to its schema default (0, false, the enum's first value) is not written, FlatBuffers' own rule"),
            VersionTolerant: Trait.Yes(
                "by its schema rules only: fields are matched by their place in the table, so new fields go at the end and removed ones stay as " +
                "(deprecated); a reorder needs (id: n) on every field; a changed type is read as the new type and a (required) field's absence " +
                "goes unnoticed, since only the verifier checks either"),
            NeedsSchema: Trait.Yes(
                ".fbs schemas in the repo, compiled by flatc into committed twin classes, and a mapping from each canonical model"),
            SafeForUntrustedInput: Trait.No(
                "a read trusts the buffer's offsets and types: .NET's bounds checks make bytes that point outside it throw, but nothing checks a " +
                "table's shape before it is read, and this runtime's verifier, which would, skips its checks beyond the first 32,767 bytes of a buffer")),
        Fidelity = Fidelity.Exact,
        TimedOnTwinTypes = true,
        Notes = Timing,
    };

    public Support Supports(PayloadDescriptor payload) => FlatTwins.Supports(payload);

    /// <summary>
    /// "25.2.10": the runtime's assembly says 1.0.0 in every version attribute, so its version is read from the stamp it
    /// carries for generated code, FlatBufferConstants.FLATBUFFERS_25_2_10().
    /// </summary>
    internal static string RuntimeVersion() =>
        typeof(FlatBufferConstants).GetMethods()
            .Select(m => m.Name)
            .Where(name => name.StartsWith(StampPrefix, StringComparison.Ordinal))
            .Select(name => name[StampPrefix.Length..].Replace('_', '.'))
            .SingleOrDefault() ?? LibraryVersion.Of(typeof(FlatBufferBuilder));

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => FlatTwins.CreateCodec<T>();
}
