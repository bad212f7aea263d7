using SerBench.Commands;
using SerBench.Reports;
using SerBench.Reports.Runtimes;
using SerBench.Tests.Cli;
using SerBench.Tests.Golden;

namespace SerBench.Tests.Reports.Runtimes;

/// <summary>The runtimes of a --runtimes run side by side: ranks, ratios to the first runtime, reversed orderings, and every view of them.</summary>
public sealed class RuntimeComparisonTests
{
    [Fact]
    public void Each_runtime_is_set_against_the_first_for_the_same_serializer_and_payload()
    {
        var comparison = RuntimeComparison.Build(Fixture())!;

        Assert.Equal(Operations.RoundTrip, comparison.Operation);
        Assert.Equal(["net8.0", "net10.0", "nativeaot"], comparison.Runtimes);
        var tiny = comparison.Payloads.Single(p => p.Payload.Id == "tiny");
        Assert.Equal(["memorypack", "protobuf", "messagepack"], tiny.Rows.Select(r => r.Serializer));
        var memorypack = tiny.Rows[0];
        Assert.Equal(0.5, memorypack.Cells[1].OfBaseline!.Value, 6);
        Assert.Equal(1, memorypack.Cells[0].Rank);
        var overview = comparison.Overview.Single(r => r.Serializer == "memorypack");
        Assert.Equal(Math.Sqrt(0.5 * 0.8), overview.MeanOfBaseline[1]!.Value, 6);
        Assert.Equal(2, overview.Payloads[1]);
    }

    [Fact]
    public void Rows_whose_intervals_overlap_share_a_rank()
    {
        var comparison = RuntimeComparison.Build(Fixture())!;

        var complex = comparison.Payloads.Single(p => p.Payload.Id == "complex");
        var net10 = complex.Rows.Select(r => r.Cells[1]).ToList();
        Assert.All(net10.Where(c => c.Rank is not null), c => Assert.True(c.Tied));
    }

    [Fact]
    public void An_order_counts_as_reversed_only_when_the_intervals_are_apart_on_both_runtimes()
    {
        var comparison = RuntimeComparison.Build(Fixture())!;

        // tiny on net10.0: memorypack and protobuf stay in order; protobuf overtakes messagepack on nativeaot, apart on both.
        var change = Assert.Single(comparison.Changes);
        Assert.Equal(new RankChange("nativeaot", "tiny", "protobuf", "messagepack"), change);
        Assert.Contains("On nativeaot, tiny: messagepack is faster than protobuf", RuntimeComparisonText.Changes(comparison)[0], StringComparison.Ordinal);
    }

    [Fact]
    public void A_row_that_fails_on_a_runtime_is_shown_failed_with_its_reason()
    {
        var comparison = RuntimeComparison.Build(Fixture())!;

        var complex = RuntimeComparisonText.Payload(comparison, comparison.Payloads.Single(p => p.Payload.Id == "complex"));
        Assert.Contains(complex.Rows, r => r[0] == "memorypack" && r[3] == "FAILED");
        Assert.Contains("memorypack on nativeaot: FAILED: PlatformNotSupportedException: dynamic code", complex.Notes);
    }

    [Fact]
    public void A_run_on_one_runtime_has_no_comparison()
    {
        var run = Fixture();

        Assert.Null(RuntimeComparison.Build(run.ForRuntime("net8.0")));
        Assert.Null(RuntimeComparison.Build(run with { Cells = [.. run.Cells.Select(c => c with { Runtime = null })], Runtimes = null }));
    }

    [Fact]
    public void Report_html_of_a_runtimes_run_links_every_runtime_page()
    {
        var run = Fixture();

        Assert.Equal(["report.md", "report.html", "report-net8.0.html", "report-net10.0.html", "report-nativeaot.html", "results.csv"], ReportFiles.Names(run).Take(6));
        var html = RuntimeIndexPage.Render(run);
        foreach (var runtime in run.CellRuntimes())
        {
            Assert.Contains($"href=\"report-{runtime}.html\"", html, StringComparison.Ordinal);
        }

        Assert.Contains("Runtimes side by side · roundtrip", html, StringComparison.Ordinal);
        Assert.Contains("memorypack on nativeaot: FAILED", html, StringComparison.Ordinal);
    }

    [Fact]
    public void The_console_summary_gives_each_runtime_its_own_tables_then_the_runtimes_side_by_side()
    {
        using var culture = CultureScope.Invariant();
        using var output = new StringWriter();

        ConsoleTable.Write(output, Fixture());

        var text = output.ToString();
        var sections = new[] { "=== Runtime net8.0 (.NET 8.0.31) ===", "=== Runtime net10.0 (.NET 10.0.12) ===", "=== Runtime nativeaot (.NET 10.0.12) ===", "Runtimes side by side · roundtrip" };
        var at = sections.Select(s => text.IndexOf(s, StringComparison.Ordinal)).ToList();
        Assert.All(at, i => Assert.True(i >= 0));
        Assert.Equal(at.Order(), at);
    }

    [Theory]
    [InlineData(null, "net8.0", "protobuf", "messagepack")]
    [InlineData("nativeaot", "nativeaot", "messagepack", "protobuf")]
    public void Recommend_ranks_one_runtime_of_the_run_and_says_which(string? runtime, string ranked, string faster, string slower)
    {
        using var cli = new CliHarness();
        var folder = cli.PathOf("run");
        RunFileStore.Write(folder, Fixture());

        var exit = cli.Run(["recommend", folder, "--payloads", "tiny", "--weights", "roundtrip=1", .. runtime is null ? Array.Empty<string>() : ["--runtime", runtime]]);

        Assert.True(exit == ExitCodes.Success, cli.Error);
        Assert.Contains($"Ranked on {ranked}, one of this run's runtimes net8.0, net10.0, nativeaot", cli.Out, StringComparison.Ordinal);
        Assert.True(cli.Out.IndexOf($" {faster} ", StringComparison.Ordinal) < cli.Out.IndexOf($" {slower} ", StringComparison.Ordinal), cli.Out);
    }

    [Theory]
    [InlineData("net7.0", true, "The runtime 'net7.0' in --runtime is not in the run: this run holds net8.0, net10.0, nativeaot.")]
    [InlineData("net8.0", false, "--runtime applies to a run made with serbench run --runtimes")]
    public void Recommend_refuses_a_runtime_the_run_does_not_hold_with_what_it_holds(string runtime, bool byRuntime, string expected)
    {
        using var cli = new CliHarness();
        var folder = cli.PathOf("run");
        var run = Fixture();
        RunFileStore.Write(folder, byRuntime ? run : run.ForRuntime("net8.0") with { Cells = [.. run.ForRuntime("net8.0").Cells.Select(c => c with { Runtime = null })] });

        var exit = cli.Run("recommend", folder, "--runtime", runtime);

        Assert.Equal(ExitCodes.UsageError, exit);
        Assert.Contains(expected, cli.Error, StringComparison.Ordinal);
    }

    [Fact]
    public void The_first_screen_says_which_runtimes_never_settled_and_each_section_keeps_its_own_measurement()
    {
        var settled = new MeasurementRecord { Isolation = Isolations.Process, Settled = true };
        var unsettled = new MeasurementRecord { Isolation = Isolations.Process, Settled = false, SettledNote = "3 of 6 measured cells were still disturbed." };
        var run = Fixture() with
        {
            Measurement = settled,
            Runtimes = [.. Fixture().RuntimeList().Select(r => r with { Measurement = r.Name == "net10.0" ? unsettled : settled })],
        };

        var md = RuntimeSections.Markdown(run);

        var banner = md.IndexOf("> **net10.0: MACHINE NEVER SETTLED: 3 of 6 measured cells", StringComparison.Ordinal);
        Assert.InRange(banner, 0, md.IndexOf("## Runtimes side by side", StringComparison.Ordinal));
        Assert.DoesNotContain("net8.0: MACHINE NEVER SETTLED", md, StringComparison.Ordinal);
        Assert.Same(unsettled, run.ForRuntime("net10.0").Measurement);
        Assert.Same(settled, run.ForRuntime("net8.0").Measurement);
        var net8 = md[md.IndexOf("## Runtime net8.0", StringComparison.Ordinal)..md.IndexOf("## Runtime net10.0", StringComparison.Ordinal)];
        Assert.DoesNotContain("MACHINE NEVER SETTLED", net8, StringComparison.Ordinal);
        Assert.Contains("net10.0: MACHINE NEVER SETTLED", RuntimeIndexPage.Render(run), StringComparison.Ordinal);
    }

    [Fact]
    [Trait("Category", GoldenFile.Category)]
    public void The_report_md_of_a_runtimes_run_is_the_golden_one()
    {
        using var culture = CultureScope.Invariant();
        GoldenFile.AssertMatches("Reports/runtimes-fixture.md", RuntimeSections.Markdown(Fixture()));
    }

    private static CellRecord Cell(string serializer, string payload, string runtime, double median, double halfWidth = 0.01) =>
        TestRuns.Ok(serializer, payload, Operations.RoundTrip, median) with
        {
            Runtime = runtime,
            CiLowerNs = median * (1 - halfWidth),
            CiUpperNs = median * (1 + halfWidth),
        };

    private static RunFile Fixture() => new()
    {
        SerbenchVersion = "0.1.0",
        Preset = "quick",
        StartedUtc = new DateTime(2026, 12, 4, 12, 0, 0, DateTimeKind.Utc),
        Environment = TestRuns.Environment(),
        Serializers = [.. new[] { "memorypack", "protobuf", "messagepack" }.Select(id => new SerializerRecord { Id = id, DisplayName = id, Package = id, Version = "1.0.0", Format = "binary", Installed = true })],
        Payloads = [new PayloadRecord("tiny", "two ints", 1, null), new PayloadRecord("complex", "nested", 1, null)],
        Runtimes =
        [
            new RuntimeRecord { Name = "net8.0", Version = ".NET 8.0.31", Build = "fake build" },
            new RuntimeRecord { Name = "net10.0", Version = ".NET 10.0.12", Build = "fake build" },
            new RuntimeRecord { Name = "nativeaot", Version = ".NET 10.0.12", Build = "fake build" },
        ],
        Cells =
        [
            Cell("memorypack", "tiny", "net8.0", 100),
            Cell("protobuf", "tiny", "net8.0", 200),
            Cell("messagepack", "tiny", "net8.0", 300),
            Cell("memorypack", "complex", "net8.0", 1000),
            Cell("protobuf", "complex", "net8.0", 1100, 0.2),
            Cell("messagepack", "complex", "net8.0", 1500),
            Cell("memorypack", "tiny", "net10.0", 50),
            Cell("protobuf", "tiny", "net10.0", 150),
            Cell("messagepack", "tiny", "net10.0", 250),
            Cell("memorypack", "complex", "net10.0", 800, 0.3),
            Cell("protobuf", "complex", "net10.0", 900, 0.3),
            Cell("messagepack", "complex", "net10.0", 1000, 0.3),
            Cell("memorypack", "tiny", "nativeaot", 90),
            Cell("protobuf", "tiny", "nativeaot", 400),
            Cell("messagepack", "tiny", "nativeaot", 200) with { Disturbed = true },
            new CellRecord
            {
                Serializer = "memorypack", Payload = "complex", PayloadSize = 1, Operation = Operations.RoundTrip, Runtime = "nativeaot",
                Status = CellStatus.Failed, Reason = "PlatformNotSupportedException: dynamic code",
            },
            Cell("protobuf", "complex", "nativeaot", 1200),
            new CellRecord
            {
                Serializer = "messagepack", Payload = "complex", PayloadSize = 1, Operation = Operations.RoundTrip, Runtime = "nativeaot",
                Status = CellStatus.Unsupported, Reason = "not in this runtime's worker",
            },
        ],
    };
}
