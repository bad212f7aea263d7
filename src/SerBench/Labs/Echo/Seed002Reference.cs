namespace SerBench.Labs.Echo;

/// <summary>
/// Seed 002's published echo table (docs/reference/seed-002-echo.csv, copied from the shared reference set),
/// carried into run.json so the reports need nothing else. Its hardware was not named: compare ratios.
/// </summary>
internal static class Seed002Reference
{
    /// <summary>The seed's row every ratio is taken against.</summary>
    public const string BaselineId = "envelope-custom";

    public static IReadOnlyList<EchoReferenceRecord> Rows { get; } =
    [
        new("BinaryFormatter", "binaryformatter", 814, 114_000, null),
        new("DataContract", "datacontract-xml", 236, 470_000, "the seed does not say which DataContract encoding; SerBench's nearest row is DataContractSerializer (text XML), datacontract-binary is shown too"),
        new("System.Text.Json", "stj-skipdefaults", 141, 2_700_000, "the seed left defaults and nulls out (141 B); stj-skipdefaults is set the same way (WhenWritingDefault), while the stj row keeps JsonSerializer's defaults and writes every member"),
        new("MessagePack", "messagepack", 172, 3_050_000, "the envelope is 137 B here (172 would be 138): one byte fewer, which fits the seed's envelope writing its eighth member, the payload sent after it, as nil (0xC0) in its array; SerBench's envelope has no such member"),
        new("protobuf-net", "protobuf-net", 86, 3_500_000, null),
        new("NetSerializer", "netserializer", 91, 4_100_000, "not installed here"),
        new("Custom (bitmask + zigzag varint)", "envelope-custom", 72, 9_060_000, null),
    ];
}
