using SerBench.Adapters;
using Thrift;
using Thrift.Protocol;

namespace SerBench.Serializers.Thrift;

/// <summary>What the Apache Thrift rows share: package, version, limits, traits and the note on what is timed; they differ in protocol.</summary>
internal static class ThriftRows
{
    public const string Package = "ApacheThrift";

    /// <summary>The deepest twin, the grain state, nests 9 structs (document, state, container, subscription, stream, id, key, value, binary).</summary>
    public const int RecursionLimit = 16;

    public const string Timing =
        "Twin structs are generated from src/SerBench.Serializers/Thrift/Idl/*.thrift by the thrift compiler 0.17.0 (thrift --gen netstd, " +
        "committed in Thrift/Generated; tools/generate-thrift.sh regenerates them) and run on ApacheThrift 0.25.0. " +
        "Timed: the library's own work on the generated twin in both directions (the twin's WriteAsync and the transport's FlushAsync; " +
        "ReadAsync into a new twin), as an app that holds the generated types calls it. Mapping the canonical value to its twin and the " +
        "read twin back to the model happens once, outside the timed call, to verify the round trip. " +
        "The netstd API is async only: each call is waited for with GetAwaiter().GetResult(), as the odata-async rows do; over the lab's " +
        "in-memory streams every call completes before it returns (a test checks it), so the time is the library's work and its async " +
        "machinery, with no thread switch. Transport: Thrift's TStreamTransport over a stream that appends to the lab's buffer writer and one " +
        "that reads the lab's memory, so no intermediate buffer (TMemoryBufferTransport would copy the bytes in and out). " +
        "TConfiguration: MaxMessageSize 100 MiB (Thrift's default, stated) and RecursionLimit 16 (down from 64; the deepest twin nests 9 structs); " +
        "before each read the transport's known message size is set to the input's length, so every declared string, binary and container " +
        "size is checked against the bytes present before anything is allocated. " +
        "Mappings (see the .thrift comments): Guid as 16-byte binary, DateTime as ticks + kind (ticks or a kind DateTime cannot hold are refused), " +
        "decimal as an invariant-culture string, a float as a double (exact both ways; Thrift has no 32-bit float), " +
        "Address.Misc (object holding a string) as a string, List<Customer> as the list field of a wrapper struct, dictionaries as map<>; " +
        "a null string, byte[], dictionary or struct is left unset and read back as null. The floats payload, whose float[] would " +
        "be written as doubles at twice its size, has no twin and is declined.";

    public static string Version { get; } = LibraryVersion.Of(typeof(TProtocol));

    /// <summary>The limits Thrift's threat model asks for on untrusted input, built per channel (a TConfiguration is mutable).</summary>
    public static TConfiguration CreateConfiguration() => new()
    {
        MaxMessageSize = TConfiguration.DEFAULT_MAX_MESSAGE_SIZE,
        RecursionLimit = RecursionLimit,
    };

    public static SerializerInfo Info(string id, string displayName, bool inDefaultRoster, string protocolNote) => new()
    {
        Id = id,
        InDefaultRoster = inDefaultRoster,
        DisplayName = displayName,
        Package = Package,
        Version = Version,
        Format = FormatFamily.Other,
        Codegen = Codegen.Schema,
        ApiShape = ApiShape.Stream,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No(
                "every member the twin sets is written, zeros, false and empty collections included; only a null (unset) string, binary, map or struct is left out"),
            VersionTolerant: Trait.Yes("fields are matched by their numeric ids; unknown ones are skipped, missing ones stay unset"),
            NeedsSchema: Trait.Yes(
                ".thrift IDL in the repo, compiled by the thrift compiler into committed twin structs, and a mapping from each canonical model"),
            SafeForUntrustedInput: Trait.Yes(
                "no type names in the data; every declared string, binary and container size is checked against the bytes the message holds " +
                $"before allocating, and structs nest at most {RecursionLimit} deep (TConfiguration.RecursionLimit)")),
        Fidelity = Fidelity.Exact,
        TimedOnTwinTypes = true,
        Notes = protocolNote + " " + Timing,
    };
}
