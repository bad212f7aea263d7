using Google.Protobuf;
using SerBench.Adapters;

namespace SerBench.Serializers.Protobuf;

/// <summary>What the Google.Protobuf rows share: package, version, traits and the note on what is timed.</summary>
internal static class ProtobufRows
{
    public const string Package = "Google.Protobuf";

    public const string Timing =
        "Twin types are generated from src/SerBench.Serializers/Protos/*.proto at build time (Grpc.Tools). " +
        "Timed: the library's own work on the generated twin in both directions (write the twin; parse into a new twin), as an app that holds the generated types calls it. " +
        "Mapping the canonical value to its twin and the parsed twin back to the model happens once, outside the timed call, to verify the round trip. " +
        "Mappings (see the .proto comments): Guid as 16 bytes, DateTime as ticks + kind, decimal as an invariant-culture string, " +
        "Address.Misc (object holding a string) as a string, List<Customer> as the repeated field of a wrapper message. " +
        "proto3 has no null string, list or bytes: a null would come back empty and fail the round trip; no built-in payload " +
        "(the only ones with twins) holds one, and the envelope's null dictionary is read back as null.";

    public static string Version { get; } = LibraryVersion.Of(typeof(IMessage));

    /// <summary>Exact on every payload with a twin; see <see cref="Timing"/> for the nulls proto3 cannot hold.</summary>
    public static Fidelity Fidelity { get; } = Fidelity.Exact;

    public static Trait NeedsSchema { get; } =
        Trait.Yes(".proto files in the repo, compiled by Grpc.Tools into twin types, and a mapping from each canonical model");

    public static Trait SafeForUntrustedInput { get; } =
        Trait.Yes("no type names in the data; the parser checks lengths and limits nesting to 100 levels");
}
