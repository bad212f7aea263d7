using SerBench.Adapters;
using SerBench.Catalog;

namespace SerBench.Serializers;

/// <summary>
/// Serializers users compare whose packages this machine's package source does not hold (see PACKAGES.md).
/// Each keeps its row, saying which package a user needs and where the comparison comes from; a user's own
/// adapter with the same id replaces the row.
/// </summary>
internal static class NotInstalledRows
{
    private const string ServiceStackLicence =
        "not used here: ServiceStack.Text's own licence terms (its source is under the AGPL) rule it out for this project; " +
        "a user whose licence allows it can add it with a small adapter in their own lab — see docs/extending.md, 'Your own serializer'";

    private const string HowToAdd = "add it with a small adapter in your project — see docs/extending.md, 'Your own serializer'";

    public static IReadOnlyList<NotInstalledSerializer> All { get; } =
    [
        new("servicestack-json", "ServiceStack.Text JSON (string)", "ServiceStack.Text", FormatFamily.Json,
            "common use: ServiceStack.Text JsonSerializer",
            ServiceStackLicence),
        new("servicestack-jsv", "ServiceStack.Text JSV (string)", "ServiceStack.Text", FormatFamily.Other,
            "common use: ServiceStack.Text TypeSerializer (JSV)",
            ServiceStackLicence),
        Missing("bebop", "Bebop (message)", "bebop (with bebop-tools for the bebopc compiler)", FormatFamily.CustomBinary,
            "seed 001: Bebop message types (Tiny 15 B, Simple 57 B, Complex 243 B)"),
        Missing("bebop-struct", "Bebop (struct)", "bebop (with bebop-tools for the bebopc compiler)", FormatFamily.CustomBinary,
            "seed 001: Bebop struct types (Tiny 8 B, Simple 48 B, Complex 201 B)"),
        Missing("netserializer", "NetSerializer", "NetSerializer", FormatFamily.CustomBinary,
            "seed 002: NetSerializer on the echo envelope (91 B per message as the seed counts it)"),
        Missing("ignite-reflective", "Apache Ignite binary (reflective)", "Apache.Ignite", FormatFamily.Other,
            "seed 004: Ignite binary mode with named fields and schema, by reflection"),
        Missing("ignite-binarizable", "Apache Ignite binary (IBinarizable)", "Apache.Ignite", FormatFamily.Other,
            "seed 004: Ignite binary mode with hand-written IBinarizable, named fields"),
        Missing("ignite-raw", "Apache Ignite binary (raw)", "Apache.Ignite", FormatFamily.Other,
            "seed 004: Ignite raw binary mode (no field metadata)"),
        Missing("fory", "Apache Fory", "Apache.Fory", FormatFamily.CustomBinary,
            "common use: Apache Fory (formerly Fury) cross-language binary serialization"),
        Missing("dahomey-cbor", "Dahomey.Cbor", "Dahomey.Cbor", FormatFamily.Cbor,
            "common use: CBOR (RFC 8949) object serialization through Dahomey.Cbor; the cbor row is System.Formats.Cbor, hand-written"),
    ];

    private static NotInstalledSerializer Missing(string id, string displayName, string package, FormatFamily format, string origin) =>
        new(id, displayName, package, format, origin,
            $"not installed: package {package} is not held by this machine's package source; {HowToAdd}");
}
