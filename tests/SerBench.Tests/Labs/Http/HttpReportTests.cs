using SerBench.Labs.Http;
using SerBench.Reports;

namespace SerBench.Tests.Labs.Http;

public sealed class HttpReportTests
{
    [Fact]
    public void Seed_003s_table_is_embedded_with_its_writers_mapped_to_serbench_ids()
    {
        var rows = SeedHttpReference.Load();

        Assert.Equal(4, rows.Count);
        Assert.Equal(("lab-windows", "ODataMessageWriter", "odata", 128, 8028d), (rows[0].Profile, rows[0].Writer, rows[0].SerbenchWriter, rows[0].Connections, rows[0].RequestsPerSecond));
        Assert.Equal("odata-utf8jsonwriter", rows[1].SerbenchWriter);
        Assert.Equal(4036.39, rows[3].P99Ms);
        Assert.Equal(SeedHttpReference.Parse(File.ReadAllText(Path.Combine(RepoRoot(), "docs", "reference", "seed-003-http-load.csv"))), rows);
    }

    [Fact]
    public void The_report_shows_bad_responses_first_marks_the_writer_and_sets_the_seed_beside_ours_as_ratios()
    {
        var run = HttpRun();

        var md = MarkdownReport.Render(run);
        var http = md[md.IndexOf("## HTTP lab", StringComparison.Ordinal)..];

        Assert.True(http.IndexOf("### Bad responses", StringComparison.Ordinal) < http.IndexOf("### Client (wrk)", StringComparison.Ordinal));
        Assert.Contains("| ⚠ `odata`, 128 connections | 3 | 0 | 2 | 0 | 0 |", http, StringComparison.Ordinal);
        Assert.Contains("| raw (Pre-serialized) |", http, StringComparison.Ordinal);
        Assert.Contains("| ⚠ odata (OData) |", http, StringComparison.Ordinal);
        Assert.Contains("| 50 % |", http, StringComparison.Ordinal);
        Assert.Contains("### Client (wrk), 128 connections", http, StringComparison.Ordinal);
        Assert.Contains("### Client (wrk), 512 connections", http, StringComparison.Ordinal);
        Assert.Contains("### Server counters (per writer window), 512 connections", http, StringComparison.Ordinal);
        Assert.Contains("| lab-windows | ODataMessageWriter | 128 | 8,028 |", http, StringComparison.Ordinal);

        // Ratios within each side, to the profile's first row: never our rate over the seed's.
        Assert.Contains("| lab-windows | ODataMessageWriter-Utf8JsonWriter | 128 | 8,412 | 23.36 ms | 100.0 % | 0 | ODataMessageWriter @ 128 | 1.05× | `odata-utf8jsonwriter` | 8,828 | 2.20× |", http, StringComparison.Ordinal);
        Assert.Contains("| remote-windows | ODataMessageWriter-Utf8JsonWriter | 512 | 1,223 | 4,036 ms | 98.0 % | 0 | ODataMessageWriter-Utf8JsonWriter @ 128 | 2.20× | `odata-utf8jsonwriter` | 4,414 | 0.50× |", http, StringComparison.Ordinal);
        Assert.DoesNotContain("ours/seed", http, StringComparison.Ordinal);
        Assert.Contains("### Runtime counters over EventPipe (per writer window), 128 connections", http, StringComparison.Ordinal);
        Assert.Contains("| odata-utf8jsonwriter | 50 | 1.5 | – | 9 | – | 12,345 | 0 |", http, StringComparison.Ordinal);
        Assert.DoesNotContain("### Runtime counters over EventPipe (per writer window), 512 connections", http, StringComparison.Ordinal);
        Assert.Contains("- `envelope-custom`: does not support customers", http, StringComparison.Ordinal);
    }

    [Fact]
    public void The_console_table_marks_bad_writers_and_says_none_when_there_are_none()
    {
        var output = new StringWriter();
        HttpConsoleTable.Write(output, Section());
        Assert.Contains("⚠ odata", output.ToString(), StringComparison.Ordinal);
        Assert.Contains("Bad responses from odata @ 128 (3 non-2xx, 2 socket errors)", output.ToString(), StringComparison.Ordinal);

        var clean = new StringWriter();
        HttpConsoleTable.Write(clean, Section() with { Writers = [Section().Writers[0]] });
        Assert.Contains("512 connections:", output.ToString(), StringComparison.Ordinal);
        Assert.Contains("No bad responses", clean.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_run_with_an_http_section_survives_the_run_file_round_trip()
    {
        var directory = Directory.CreateTempSubdirectory("serbench-http-run-").FullName;
        try
        {
            var run = HttpRun();
            RunFileStore.Write(directory, run);
            var back = RunFileStore.Read(directory);
            Assert.Equal(8028, back.Http!.Reference[0].RequestsPerSecond);
            Assert.Equal(5, back.Http.Writers[1].BadResponses);
            Assert.Equal(2.5, back.Http.Writers[0].Latency!.P99Ms);
        }
        finally
        {
            Directory.Delete(directory, recursive: true);
        }
    }

    private static RunFile HttpRun() => new()
    {
        SerbenchVersion = "0.1.0",
        Preset = "http",
        StartedUtc = new DateTime(2026, 11, 22, 0, 0, 0, DateTimeKind.Utc),
        Environment = TestRuns.Environment(),
        Http = Section(),
    };

    private static HttpSection Section() => new()
    {
        Settings = new HttpSettingsRecord { LoadTool = "wrk", Connections = 128, ConnectionLevels = [128, 512], Threads = 1, DurationSeconds = 5, WarmupSeconds = 5, Count = 100, ServerUrl = "http://127.0.0.1:1/", ServerProcessorCount = 2 },
        Writers =
        [
            Writer("raw", "Pre-serialized", 8028, 0, 0),
            Writer("odata", "OData", 4014, 3, 2),
            Writer("odata-utf8jsonwriter", "OData Utf8JsonWriter", 8828, 0, 0) with
            {
                RuntimeCounters = new HttpRuntimeCounters { Readings = 50, ExceptionsPerSecond = 1.5, ThreadPoolThreadsMax = 9, MethodsJitted = 12_345, MethodsJittedInWindow = 0, LohBytesMax = 2_097_152 },
            },
            Writer("raw", "Pre-serialized", 9000, 0, 0) with { Connections = 512 },
            Writer("odata-utf8jsonwriter", "OData Utf8JsonWriter", 4414, 0, 0) with { Connections = 512 },
        ],
        Skipped = [new HttpSkippedWriter("envelope-custom", "does not support customers: envelope only")],
        Reference = SeedHttpReference.Load(),
        ReferenceSource = SeedHttpReference.Source,
    };

    private static HttpWriterResult Writer(string id, string name, double rps, long non2xx, long read) => new()
    {
        Writer = id,
        Connections = 128,
        DisplayName = name,
        ApiShape = "stream",
        ContentType = "application/json",
        Status = "ok",
        ResponseBytes = 41_000,
        Requests = (long)rps * 5,
        DurationSeconds = 5,
        RequestsPerSecond = rps,
        Latency = new HttpLatencyRecord { P50Ms = 1, P99Ms = 2.5 },
        Non2xx = non2xx,
        SocketErrors = new HttpSocketErrors(0, read, 0, 0),
        Counters = new HttpServerCounters { Samples = 6, CpuPercentMean = 90 },
    };

    internal static string RepoRoot()
    {
        var directory = new DirectoryInfo(AppContext.BaseDirectory);
        while (directory is not null && !File.Exists(Path.Combine(directory.FullName, "SerBench.slnx")))
        {
            directory = directory.Parent;
        }

        return directory?.FullName ?? throw new InvalidOperationException("The repository root (SerBench.slnx) is not above the test output.");
    }
}
