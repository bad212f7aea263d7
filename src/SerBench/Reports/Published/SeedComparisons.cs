namespace SerBench.Reports.Published;

/// <summary>Every published table this run's micro cells can be set beside.</summary>
internal static class SeedComparisons
{
    public static IReadOnlyList<PublishedTable> Build(RunView view, PublishedFigures figures)
    {
        var ours = new OurFigures(view);
        return [ours.WithFigureNote(Seed001Comparison.Micro(figures, ours)), Seed001Comparison.Sizes(figures, ours), ours.WithFigureNote(OData(figures, ours)), Ignite(figures, ours), ours.WithFigureNote(IgniteTimes(figures, ours))];
    }

    private static PublishedTable OData(PublishedFigures figures, OurFigures ours)
    {
        var table = figures.Table("seed-003-odata.csv");
        var baseline = table.Rows.Where(r => r["writer"] == "JsonSerializer").Select(r => PublishedValue.Number(r["mean_ms"])).FirstOrDefault();
        var ourBaseline = ours.Median("stj", PayloadIds.Customers, Operations.Serialize);
        var rows = new List<PublishedRow>();
        foreach (var row in table.Rows)
        {
            var writer = row["writer"];
            var id = writer switch
            {
                "JsonSerializer" => "stj",
                "ODataMessageWriter" => "odata",
                "ODataMessageWriter-Async" => "odata-async",
                "ODataMessageWriter-NoValidation" => "odata-novalidation",
                "ODataMessageWriter-NoValidation-Async" => "odata-async-novalidation",
                "ODataMessageWriter-Utf8JsonWriter-Async" => "odata-utf8jsonwriter-async",
                "ODataMessageWriter-Utf8JsonWriter-NoValidation" => "odata-utf8jsonwriter-novalidation",
                "ODataMessageWriter-Utf8JsonWriter-NoValidation-Async" => "odata-utf8jsonwriter-async-novalidation",
                _ => "odata-utf8jsonwriter",
            };
            var median = ours.Median(id, PayloadIds.Customers, Operations.Serialize);
            rows.Add(new PublishedRow(
                PayloadIds.Customers, Operations.Serialize, writer, row["mean_ms"] + " ms",
                OurFigures.Ratio(PublishedValue.Number(row["mean_ms"]), baseline),
                id, median is { } m ? ours.Format(m) : null, OurFigures.Ratio(median, ourBaseline),
                median is null ? ours.Missing(id) : null));
        }

        return new PublishedTable(
            "Seed 003 OData writers (customer collection)", "seed 003: Intel Xeon E-2336, .NET 6.0.7", "× JsonSerializer", rows,
            ["Published: 5 × 5,000 customers written to a file; ours: the run's customers size written to memory. Ratios divide by System.Text.Json (JsonSerializer; ours: the stj row)."]);
    }

    /// <summary>Seed 004's mode and the SerBench row of the same configuration (installed here or not).</summary>
    private static string? IgniteRow(string mode) => mode switch
    {
        "Serializable (BinaryFormatter)" => "binaryformatter",
        "Reflective" => "ignite-reflective",
        "Binarizable" => "ignite-binarizable",
        "Reflective Raw" or "Binarizable Raw" => "ignite-raw",
        "protobuf-net" => "protobuf-net",
        _ => null,
    };

    private static PublishedTable IgniteTimes(PublishedFigures figures, OurFigures ours)
    {
        var table = figures.Table("seed-004-ignite.csv");
        var baseline = table.Rows.Where(r => r["mode"] == "protobuf-net").Select(r => PublishedValue.Number(r["median_roundtrip_us"])).FirstOrDefault();
        var ourBaseline = ours.Median("protobuf-net", PayloadIds.Person, Operations.RoundTrip);
        var rows = new List<PublishedRow>();
        foreach (var row in table.Rows.Where(r => PublishedValue.Number(r["median_roundtrip_us"]) is not null))
        {
            var mode = row["mode"];
            var id = IgniteRow(mode);
            var median = ours.Median(id, PayloadIds.Person, Operations.RoundTrip);
            var remark = median is null ? ours.Missing(id) : null;
            if (id == "protobuf-net")
            {
                var google = ours.Median("protobuf", PayloadIds.Person, Operations.RoundTrip);
                remark = $"SerBench's protobuf row (Google.Protobuf, code generated from a .proto): " +
                         (google is { } g ? $"{ours.Format(g)}, {Labels.Ratio(OurFigures.Ratio(g, ourBaseline), Units.Times)} protobuf-net" : "not in this run");
            }

            rows.Add(new PublishedRow(
                PayloadIds.Person, Operations.RoundTrip, mode, row["median_roundtrip_us"] + " µs",
                OurFigures.Ratio(PublishedValue.Number(row["median_roundtrip_us"]), baseline),
                id, median is { } m ? ours.Format(m) : null, OurFigures.Ratio(median, ourBaseline), remark));
        }

        return new PublishedTable(
            "Seed 004 Person round trip", "seed 004: machine, Ignite and .NET versions not given", "× protobuf-net", rows,
            ["Published: median of serialize + deserialize + an equality check per round trip; ours: the run's person round trip (no equality check). " +
             "Ratios divide by protobuf-net, the one library both sides ran, so the equality check and the hardware mostly cancel."]);
    }

    private static PublishedTable Ignite(PublishedFigures figures, OurFigures ours)
    {
        var rows = new List<PublishedRow>();
        foreach (var row in figures.Table("seed-004-ignite.csv").Rows)
        {
            var mode = row["mode"];
            var id = IgniteRow(mode);
            var size = ours.Size(id, PayloadIds.Person);
            var remark = size is null ? ours.Missing(id) : null;
            if (id == "protobuf-net")
            {
                remark += $"; SerBench's protobuf row (Google.Protobuf, Guid as 16 bytes): {(ours.Size("protobuf", PayloadIds.Person) is { } p ? Units.Bytes(p) : "not in this run")}";
            }

            rows.Add(new PublishedRow(PayloadIds.Person, "size", mode, row["size_bytes"] + " B", null, id, size is { } s ? Units.Bytes(s) : null, null, remark));
        }

        return new PublishedTable(
            "Seed 004 Person sizes", "seed 004: machine, Ignite and .NET versions not given", "–", rows,
            ["Sizes compare directly; the seed's timings are in the next table, as ratios to protobuf-net."]);
    }
}
