using SerBench.Commands;
using SerBench.Compare;
using SerBench.Hosting.Builds;
using SerBench.Labs.Micro.Runtimes;
using SerBench.Reports;
using SerBench.Tests.Cli;

namespace SerBench.Tests.Labs.Runtimes;

/// <summary>`serbench run --runtimes` on a fake publisher and a fake worker: parsing, labelling, exclusions, reports and compare.</summary>
public sealed class RunRuntimesTests
{
    [Fact]
    public void Each_runtime_is_built_once_and_its_cells_come_back_labelled_with_it()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--preset", "dry", "--serializers", "stj", "--payloads", "tiny", "--ops", "serialize", "--runtimes", "net8.0,nativeaot", "--out", "out");

        Assert.True(exit == ExitCodes.Success, cli.Error);
        Assert.Equal(["net8.0", "nativeaot"], cli.BuiltRuntimes);
        var run = cli.LastRun;
        Assert.Equal(["net8.0", "nativeaot"], run.Cells.Select(c => c.Runtime));
        Assert.All(run.Cells, c => Assert.Equal(CellStatus.Ok, c.Status));
        Assert.Equal(["net8.0", "nativeaot"], run.RuntimeList().Select(r => r.Name));
        Assert.Equal("fake runtime of /fake/nativeaot/SerBench.Worker", run.RuntimeList()[1].Version);
        Assert.Equal(2, run.PlannedCells);
    }

    [Fact]
    public void A_single_runtime_is_named_with_runtime()
    {
        using var cli = new CliHarness();

        Assert.Equal(ExitCodes.Success, cli.Run("run", "--preset", "dry", "--serializers", "stj", "--payloads", "tiny", "--ops", "serialize", "--runtime", "net9.0", "--out", "out"));

        Assert.Equal("net9.0", Assert.Single(cli.LastRun.Cells).Runtime);
    }

    [Fact]
    public void Without_the_option_nothing_is_published_and_no_cell_names_a_runtime()
    {
        using var cli = new CliHarness();

        Assert.Equal(ExitCodes.Success, cli.Run("run", "--preset", "dry", "--serializers", "stj", "--payloads", "tiny", "--out", "out"));

        Assert.Empty(cli.BuiltRuntimes);
        Assert.All(cli.LastRun.Cells, c => Assert.Null(c.Runtime));
        Assert.Null(cli.LastRun.Runtimes);
    }

    [Theory]
    [InlineData("net7.0", "Unknown runtime 'net7.0'")]
    [InlineData("net8.0,net8.0", "named twice")]
    public void A_bad_runtime_name_is_refused_with_the_valid_ones(string value, string expected)
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--preset", "dry", "--runtimes", value, "--out", "out");

        Assert.Equal(ExitCodes.UsageError, exit);
        Assert.Contains(expected, cli.Error, StringComparison.OrdinalIgnoreCase);
        Assert.Contains("net8.0, net9.0, net10.0, nativeaot", cli.Error);
        Assert.Empty(cli.Writes);
        Assert.Empty(cli.BuiltRuntimes);
    }

    [Theory]
    [InlineData("--in-process")]
    public void What_only_this_program_can_do_is_refused_with_runtimes(params string[] extra)
    {
        using var cli = new CliHarness();

        var exit = cli.Run(["run", "--preset", "dry", "--runtimes", "net8.0", "--out", "out", .. extra]);

        Assert.Equal(ExitCodes.UsageError, exit);
        Assert.Contains("--runtimes", cli.Error);
        Assert.Empty(cli.Writes);
    }

    [Fact]
    public void A_runtime_that_cannot_be_built_stops_the_run_before_anything_is_written()
    {
        using var cli = new CliHarness();
        cli.UnbuildableRuntimes["net9.0"] = "the net9.0 publish failed with exit code 1: error NU1101: no runtime pack";

        var exit = cli.Run("run", "--preset", "dry", "--serializers", "stj", "--payloads", "tiny", "--runtimes", "net8.0,net9.0", "--out", "out");

        Assert.Equal(ExitCodes.UsageError, exit);
        Assert.Contains("The measuring process for net9.0 (self-contained net9.0) could not be built: the net9.0 publish failed", cli.Error, StringComparison.OrdinalIgnoreCase);
        Assert.Contains("The runtimes that did build: net8.0", cli.Error);
        Assert.Empty(cli.Writes);
        Assert.False(Directory.Exists(cli.PathOf("out")));
    }

    [Fact]
    public void A_row_a_runtime_leaves_out_is_unsupported_there_with_the_reason_and_measured_elsewhere()
    {
        using var cli = new CliHarness { Excluded = (r, a) => r.IsAot && a.Info.Id == "stj" ? "reflection-only row" : null };

        cli.Run("run", "--preset", "dry", "--serializers", "stj,stj-sourcegen", "--payloads", "tiny", "--ops", "serialize", "--runtimes", "net10.0,nativeaot", "--out", "out");

        var run = cli.LastRun;
        var aotStj = Assert.Single(run.Cells, c => c.Runtime == "nativeaot" && c.Serializer == "stj");
        Assert.Equal(CellStatus.Unsupported, aotStj.Status);
        Assert.Equal("reflection-only row", aotStj.Reason);
        Assert.Equal(CellStatus.Ok, Assert.Single(run.Cells, c => c.Runtime == "net10.0" && c.Serializer == "stj").Status);
        Assert.Equal(new RuntimeExclusionRecord("stj", "reflection-only row"), Assert.Single(run.RuntimeList()[1].Excluded));
        Assert.Equal(4, run.Cells.Count);
    }

    [Fact]
    public void A_row_the_lab_program_registered_is_left_out_of_every_runtime_worker_with_why()
    {
        var reason = RuntimeExclusions.Reason(MeasuringRuntime.Net8, new FakeAdapter("mine"));

        Assert.Contains("holds SerBench's built-in rows only", reason);
        Assert.Null(RuntimeExclusions.Reason(MeasuringRuntime.Net8, Serializers.BuiltInSerializers.Installed().First(a => a.Info.Id == "stj-sourcegen")));
    }

    [Fact]
    public void The_reports_of_a_runtimes_run_group_by_runtime()
    {
        var run = RuntimesRun();

        var md = RuntimeSections.Markdown(run);
        Assert.Contains("## Runtime net8.0 (.NET 8.0.31)", md);
        Assert.Contains("## Runtime net10.0", md);
        Assert.True(md.IndexOf("## Runtime net8.0", StringComparison.Ordinal) < md.IndexOf("## Runtime net10.0", StringComparison.Ordinal));
        Assert.Equal(["report.md", "report.html", "report-net8.0.html", "report-net10.0.html", "results.csv"], ReportFiles.Names(run).Take(5));
        var csv = CsvReport.Render(run).Split('\n');
        Assert.EndsWith(",runtime", csv[0].TrimEnd('\r'), StringComparison.Ordinal);
        Assert.EndsWith(",net10.0", csv[2].TrimEnd('\r'), StringComparison.Ordinal);
    }

    [Fact]
    public void A_one_runtime_run_keeps_its_report_files_and_csv_columns()
    {
        var run = RuntimesRun() with { Runtimes = null, Cells = [TestRuns.Ok("stj", "tiny", "serialize", 100)] };

        Assert.Equal(["report.md", "report.html", "results.csv"], ReportFiles.Names(run).Take(3));
        Assert.DoesNotContain("runtime", CsvReport.Render(run).Split('\n')[0], StringComparison.Ordinal);
    }

    [Fact]
    public void Compare_puts_two_runtimes_of_one_run_side_by_side()
    {
        using var cli = new CliHarness();
        var folder = cli.PathOf("run");
        RunFileStore.Write(folder, RunsWithChange());

        var exit = cli.Run("compare", folder, "--runtimes", "net8.0,net10.0", "--threshold", "5");

        Assert.Equal(ExitCodes.Success, exit);
        Assert.Contains("(net8.0)", File.ReadAllText(Path.Combine(folder, "compare.md")));
        Assert.Contains("faster", cli.Out, StringComparison.OrdinalIgnoreCase);
    }

    [Theory]
    [InlineData("net8.0,nativeaot", "'nativeaot' in --runtimes is not in the run: this run holds net8.0, net10.0")]
    [InlineData("net8.0", "takes two different runtimes")]
    public void Compare_refuses_a_runtime_the_run_lacks_with_the_ones_it_holds(string value, string expected)
    {
        var (_, _, error) = RuntimePair.Split(RunsWithChange(), value);

        Assert.Contains(expected, error, StringComparison.Ordinal);
    }

    [Fact]
    public void An_old_run_file_reads_as_measured_on_the_lab_programs_own_runtime()
    {
        var run = RuntimesRun() with { Runtimes = null, Cells = [TestRuns.Ok("stj", "tiny", "serialize", 100)] };

        Assert.Equal([null], run.CellRuntimes());
        Assert.Contains("lab program's own runtime only", RuntimePair.Split(run, "net8.0,net10.0").Error, StringComparison.Ordinal);
    }

    [Fact]
    public void A_runtime_worker_is_published_once_and_reused_from_the_cache()
    {
        var root = Directory.CreateTempSubdirectory("serbench-workers-").FullName;
        try
        {
            var project = Path.Combine(root, PublishedWorkers.ProjectPath);
            Directory.CreateDirectory(Path.GetDirectoryName(project)!);
            File.WriteAllText(project, "<Project />");
            var runner = new FakePublishRunner();
            var workers = new PublishedWorkers(project, Path.Combine(root, "cache"), runner);
            var progress = new StringWriter();

            var first = workers.Ensure(MeasuringRuntime.NativeAot, progress);
            var second = workers.Ensure(MeasuringRuntime.NativeAot, progress);

            Assert.NotNull(first.Program);
            Assert.Equal(first.Program, second.Program);
            Assert.Single(runner.Calls);
            Assert.Contains("-p:PublishAot=true", runner.Calls[0]);
            Assert.Contains("-p:SerBenchWorkerFramework=net10.0", runner.Calls[0]);
            Assert.Contains("-p:NativeDebugSymbols=false", runner.Calls[0]);
            Assert.Contains("Building the worker-nativeaot build once", progress.ToString(), StringComparison.Ordinal);
            Assert.Contains("reused", second.Note, StringComparison.Ordinal);
        }
        finally
        {
            Directory.Delete(root, recursive: true);
        }
    }

    private static RunFile RuntimesRun() => new()
    {
        SerbenchVersion = "0.1.0",
        Preset = "quick",
        StartedUtc = CliHarness.Now.UtcDateTime,
        Environment = TestRuns.Environment(),
        Runtimes =
        [
            new RuntimeRecord { Name = "net8.0", Version = ".NET 8.0.31", Build = "fake build" },
            new RuntimeRecord { Name = "net10.0", Version = ".NET 10.0.12", Build = "fake build" },
        ],
        Cells =
        [
            TestRuns.Ok("stj", "tiny", "serialize", 200) with { Runtime = "net8.0" },
            TestRuns.Ok("stj", "tiny", "serialize", 100) with { Runtime = "net10.0" },
        ],
    };

    private static RunFile RunsWithChange() => RuntimesRun();

    private sealed class FakePublishRunner : IPublishRunner
    {
        public List<string> Calls { get; } = [];

        public PublishRun Run(IReadOnlyList<string> arguments, TimeSpan timeout)
        {
            Calls.Add(string.Join(' ', arguments));
            var output = arguments[arguments.ToList().IndexOf("-o") + 1];
            Directory.CreateDirectory(output);
            File.WriteAllText(Path.Combine(output, PublishedWorkers.ProgramName), string.Empty);
            return new PublishRun(0, "published", TimedOut: false);
        }
    }
}
