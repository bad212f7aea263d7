using System.Reflection;

namespace SerBench.Labs.Http;

/// <summary>
/// Seed 003's published HTTP load table (docs/reference/seed-003-http-load.csv, embedded in this assembly),
/// copied into each HTTP run so the report can set this machine's figures beside it as ratios.
/// </summary>
internal static class SeedHttpReference
{
    public const string ResourceName = "SerBench.Reference.seed-003-http-load.csv";

    public const string Source =
        "Seed 003 (docs/reference/seed-003-http-load.csv): a server writing the customer collection, 128 or 512 connections; " +
        "Intel Xeon E-2336 (6 cores), .NET 6.0.7, load over a LAN (lab-windows) and across the internet to a 4-core VM (remote-windows). " +
        "Hardware, network and payload size differ: compare ratios, not absolute figures.";

    /// <summary>The seed's writer names and the SerBench writer ids of the same configuration (installed here or not).</summary>
    private static readonly Dictionary<string, string> Writers = new(StringComparer.OrdinalIgnoreCase)
    {
        ["ODataMessageWriter"] = "odata",
        ["ODataMessageWriter-NoValidation"] = "odata-novalidation",
        ["ODataMessageWriter-Utf8JsonWriter"] = "odata-utf8jsonwriter",
        ["ODataMessageWriter-Utf8JsonWriter-NoValidation"] = "odata-utf8jsonwriter-novalidation",
        ["JsonSerializer"] = "stj",
    };

    public static IReadOnlyList<HttpReferenceRow> Load()
    {
        using var stream = Assembly.GetExecutingAssembly().GetManifestResourceStream(ResourceName)
            ?? throw new InvalidOperationException($"The embedded reference table {ResourceName} is missing from {Assembly.GetExecutingAssembly().GetName().Name}.");
        using var reader = new StreamReader(stream);
        return Parse(reader.ReadToEnd());
    }

    internal static IReadOnlyList<HttpReferenceRow> Parse(string csv)
    {
        var lines = csv.Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
        var header = lines[0].Split(',');
        int Column(string name) => Array.IndexOf(header, name) is var i and >= 0
            ? i
            : throw new FormatException($"The seed 003 HTTP table has no '{name}' column; columns: {lines[0]}.");
        var rows = new List<HttpReferenceRow>();
        foreach (var line in lines.Skip(1))
        {
            var cells = line.Split(',');
            double Number(string name) => double.Parse(cells[Column(name)], NumberStyles.Float, CultureInfo.InvariantCulture);
            var writer = cells[Column("writer")];
            rows.Add(new HttpReferenceRow
            {
                Profile = cells[Column("profile")],
                Writer = writer,
                SerbenchWriter = Writers.GetValueOrDefault(writer),
                Connections = (int)Number("connections"),
                RequestsPerSecond = Number("requests_per_s"),
                P50Ms = Number("p50_ms"),
                P99Ms = Number("p99_ms"),
                MeanMs = Number("mean_ms"),
                MaxMs = Number("max_ms"),
                ReadMbPerSecond = Number("read_mb_s"),
                BadResponses = (long)Number("bad_responses"),
                ServerCpuPercent = Number("server_cpu_pct"),
                ServerWorkingSetMb = Number("server_working_set_mb"),
                MaxTimeInGcPercent = Number("max_time_in_gc_pct"),
                MaxAllocBytesPerSecond = Number("max_alloc_rate_b_s"),
            });
        }

        return rows;
    }
}
