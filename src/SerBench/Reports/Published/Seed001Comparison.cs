namespace SerBench.Reports.Published;

/// <summary>Seed 001 (Tiny, Simple, Complex): published micro timings and sizes against this run's, as ratios to System.Text.Json.</summary>
internal static class Seed001Comparison
{
    private const string Source = "seed 001: AMD Ryzen 9 3950X, .NET 5.0.9, BenchmarkDotNet 0.13.0";

    private static readonly (string Scenario, string Operation)[] Scenarios =
    [
        ("Serialize POCOs Once", Operations.Serialize),
        ("Deserialize POCOs Once", Operations.Deserialize),
    ];

    public static string? OurId(string published) => published.ToLowerInvariant().Replace(" ", string.Empty, StringComparison.Ordinal) switch
    {
        "systemtextjson" or "json" => "stj",
        "newtonsoftjson" => "newtonsoft",
        "protobuf" => "protobuf",
        "messagepack" => "messagepack",
        "bebop" or "bebopmessage" => "bebop",
        "bebopstruct" => "bebop-struct",
        _ => null,
    };

    public static PublishedTable Micro(PublishedFigures figures, OurFigures ours)
    {
        var table = figures.Table("seed-001-micro.csv");
        var rows = new List<PublishedRow>();
        foreach (var (scenario, operation) in Scenarios)
        {
            foreach (var group in table.Rows.Where(r => r["scenario"] == scenario).GroupBy(r => r["payload"]))
            {
                var payload = group.Key.ToLowerInvariant();
                var baseline = group.Where(r => r["serializer"] == "SystemTextJson").Select(r => PublishedValue.Nanoseconds(r["mean"])).FirstOrDefault();
                var ourBaseline = ours.Median("stj", payload, operation);
                foreach (var row in group)
                {
                    var id = OurId(row["serializer"]);
                    var median = ours.Median(id, payload, operation);
                    var remark = median is null ? ours.Missing(id) : null;
                    if (payload == PayloadIds.Complex && operation == Operations.Deserialize)
                    {
                        remark = Join(remark, "published JSON timings came from the Simple object: ratios unreliable");
                    }

                    rows.Add(new PublishedRow(
                        payload, operation, row["serializer"], row["mean"],
                        OurFigures.Ratio(PublishedValue.Nanoseconds(row["mean"]), baseline),
                        id, median is { } m ? ours.Format(m) : null, OurFigures.Ratio(median, ourBaseline), remark));
                }
            }
        }

        return new PublishedTable(
            "Seed 001 micro benchmarks (once per call)", Source, "× System.Text.Json", rows,
            [
                "Published: mean of one call; ours: median of one call. Ratios divide by System.Text.Json of the same payload and operation (ours: the stj row).",
                "The seed's \"Multiple Times\" and \"Create then …\" scenarios are not in this table: `serbench scenarios` times all six, beside the seed's figures.",
            ]);
    }

    public static PublishedTable Sizes(PublishedFigures figures, OurFigures ours)
    {
        var table = figures.Table("seed-001-sizes.csv");
        var rows = new List<PublishedRow>();
        foreach (var group in table.Rows.GroupBy(r => r["payload"]))
        {
            var payload = group.Key.ToLowerInvariant();
            var baseline = group.Where(r => r["serializer"] == "JSON").Select(r => PublishedValue.Number(r["size_bytes"])).FirstOrDefault();
            var ourBaseline = ours.Size("stj", payload);
            foreach (var row in group)
            {
                var id = OurId(row["serializer"]);
                var size = ours.Size(id, payload);
                var remark = Join(size is null ? ours.Missing(id) : null, string.IsNullOrWhiteSpace(row["note"]) ? null : row["note"]);
                rows.Add(new PublishedRow(
                    payload, "size", row["serializer"], row["size_bytes"] + " B",
                    OurFigures.Ratio(PublishedValue.Number(row["size_bytes"]), baseline),
                    id, size is { } s ? Units.Bytes(s) : null, OurFigures.Ratio(size, ourBaseline), remark));
            }
        }

        return new PublishedTable(
            "Seed 001 serialized sizes", Source, "× JSON", rows,
            ["Sizes do not depend on hardware: published and our bytes compare directly where the format and the data are the same (SerBench uses fixed Guids and dates)."]);
    }

    private static string? Join(string? a, string? b) => a is null ? b : b is null ? a : a + "; " + b;
}
