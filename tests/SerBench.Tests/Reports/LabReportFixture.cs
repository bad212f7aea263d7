using SerBench.Labs.Echo;
using SerBench.Labs.Evolve;
using SerBench.Labs.Http;
using SerBench.Labs.Robustness;

namespace SerBench.Tests.Reports;

/// <summary>The report fixture with every lab's section filled in, each carrying one bad row so the marks show.</summary>
internal static class LabReportFixture
{
    public static RunFile Run() => ReportFixture.Run() with
    {
        Http = Http(),
        Echo = Echo(),
        Robustness = Robustness(),
        Evolve = Evolve(),
        Scale = ScaleLabsFixture.Scale(),
        Scenarios = ScaleLabsFixture.Scenarios(),
        Ceiling = ScaleLabsFixture.Ceiling(),
        Startup = ScaleLabsFixture.Startup()
    };

    public static HttpSection Http() => new()
    {
        Settings = new HttpSettingsRecord { LoadTool = "wrk", Connections = 32, Threads = 1, DurationSeconds = 5, WarmupSeconds = 5, Count = 100, ServerUrl = "http://127.0.0.1:1/", ServerProcessorCount = 2 },
        Writers = [HttpWriter("raw", 8_000, 0, 0), HttpWriter("stj", 6_000, 0, 0), HttpWriter("odata", 2_000, 3, 2)],
        Skipped = [new HttpSkippedWriter("envelope-custom", "does not support customers: envelope only")],
        Reference = SeedHttpReference.Load(),
        ReferenceSource = SeedHttpReference.Source,
    };

    public static EchoSection Echo() => new()
    {
        Settings = new EchoSettingsRecord { Clients = 100, InFlight = 1_000, WarmupSeconds = 2, DurationSeconds = 5, MaxFrameBytes = 65_536, Server = "child process", Endpoint = "127.0.0.1:1" },
        Rows =
        [
            EchoRow("raw", 1_000_000),
            EchoRow("stj", 250_000),
            EchoRow("envelope-custom", 800_000) with { Errors = new EchoErrorsRecord { Sequence = 2, First = "reply 7 arrived where 5 was due" } },
        ],
        Reference = Seed002Reference.Rows,
    };

    public static RobustnessSection Robustness() => new()
    {
        Seed = 42,
        Sample = 50,
        TimeoutMs = 2_000,
        MemoryMb = 256,
        ExcessiveAllocationRatio = 1_000,
        Cells =
        [
            new RobustnessCellRecord
            {
                Serializer = "slow", Payload = "tiny", Status = "ok", Cases = 100,
                Counts = new RobustnessCounts { Rejected = 90, Equal = 5, Different = 4, Hang = 1 },
                Findings = [new RobustnessFindingRecord { Case = 17, Kind = "length", Label = "length prefix set to 2^31", InputBytes = 40, Outcome = "hang", File = "robustness/inputs/slow-tiny-00017.bin" }],
            },
        ],
        Serializers =
        [
            new RobustnessSerializerRecord { Serializer = "fast", Cells = 1, Cases = 100, Counts = new RobustnessCounts { Rejected = 98, Equal = 2 }, Security = "no crash, hang or runaway allocation" },
            new RobustnessSerializerRecord { Serializer = "slow", Cells = 1, Cases = 100, Counts = new RobustnessCounts { Rejected = 90, Equal = 5, Different = 4, Hang = 1 }, Security = "hangs on a 40 B input" },
        ],
    };

    public static EvolveSection Evolve() => new()
    {
        Scenarios =
        [
            new EvolveScenarioRecord("field-added", "field added", "v2 adds Email", true),
            new EvolveScenarioRecord("field-renamed", "field renamed", "v2 renames Name to FullName", false),
        ],
        Cells =
        [
            new EvolveCellRecord("fast", "field-added", "old-to-new", "works", null),
            new EvolveCellRecord("fast", "field-added", "new-to-old", "works", null),
            new EvolveCellRecord("fast", "field-renamed", "old-to-new", "data-lost", "Name came back null"),
            new EvolveCellRecord("fast", "field-renamed", "new-to-old", "throws", "unknown member FullName"),
        ],
        Traits = [new EvolveTraitRecord("fast", Declared: false, "no attribute", Earned: true, Agrees: false, "all tolerance scenarios work")],
    };

    private static HttpWriterResult HttpWriter(string id, double rps, long non2xx, long read) => new()
    {
        Writer = id,
        DisplayName = id.ToUpperInvariant(),
        Format = id == "raw" ? null : "json",
        ApiShape = "stream",
        ContentType = "application/json",
        Status = "ok",
        ResponseBytes = 41_000,
        Requests = (long)rps * 5,
        DurationSeconds = 5,
        RequestsPerSecond = rps,
        Latency = new HttpLatencyRecord { P50Ms = 1, P75Ms = 1.5, P90Ms = 2, P99Ms = 2.5, MaxMs = 9 },
        Non2xx = non2xx,
        SocketErrors = new HttpSocketErrors(0, read, 0, 0),
        Counters = new HttpServerCounters { Samples = 6, CpuPercentMean = 90, CpuPercentMax = 99 },
    };

    private static EchoRecord EchoRow(string serializer, double perSecond) => new()
    {
        Serializer = serializer,
        Payload = "envelope",
        Status = CellStatus.Ok,
        EnvelopeBytes = 38,
        MessageBytes = 72,
        Messages = (long)perSecond * 5,
        Seconds = 5,
        MessagesPerSecond = perSecond,
        BytesPerSecond = perSecond * 72,
        Latency = new EchoLatencyRecord(100, 200, 300, 400, 500, 150),
        Server = new EchoServerRecord { Messages = (long)perSecond * 5, CpuMilliseconds = 5_000, CpuMicrosecondsPerMessage = 1 },
    };
}
