using System.Text;
using System.Text.Json;
using SerBench.Interop.BdnJson;
using SerBench.Tests.Cli;
using SerBench.Tests.Golden;

namespace SerBench.Tests.Interop;

/// <summary>`serbench export --format bdn-json`: the file it writes, its notes, and the mistakes it refuses.</summary>
public sealed class BdnExportTests
{
    [Fact]
    [Trait("Category", GoldenFile.Category)]
    public void The_fixtures_export_is_the_golden_one()
    {
        using var culture = CultureScope.Invariant();
        var (document, _) = BdnExporter.Export(BdnFixture.Run());
        GoldenFile.AssertMatches("Interop/bdn-export.json", Encoding.UTF8.GetString(BdnJsonFile.Serialize(document)));
    }

    [Fact]
    public void A_cell_is_named_so_serializer_payload_and_operation_read_back()
    {
        var cell = TestRuns.Ok("stj-sourcegen", "envelope-full", Operations.RoundTrip, 10, size: 3);

        Assert.Equal("SerBench.Micro.RoundTrip(Payload: \"envelope-full\", PayloadSize: 3, Serializer: \"stj-sourcegen\")", BdnNames.FullName(cell));
        Assert.Equal("Payload=envelope-full&PayloadSize=3&Serializer=stj-sourcegen", BdnNames.Parameters(cell));
        var parameters = BdnNames.ReadParameters(BdnNames.FullName(cell), null);
        Assert.Equal(["envelope-full", "3", "stj-sourcegen"], parameters.Select(p => p.Value));
        Assert.Equal(Operations.RoundTrip, BdnNames.Operation(BdnNames.Method(cell.Operation)));
    }

    [Fact]
    public void A_quoted_value_with_commas_quotes_and_escapes_reads_back_whole()
    {
        var cell = TestRuns.Ok("my \"odd\", id\\x", "a: b", Operations.Serialize, 10);

        var parameters = BdnNames.ReadParameters(BdnNames.FullName(cell), null).ToDictionary();

        Assert.Equal("my \"odd\", id\\x", parameters[BdnNames.SerializerParameter]);
        Assert.Equal("a: b", parameters[BdnNames.PayloadParameter]);
    }

    [Fact]
    public void Only_the_kept_rounds_iterations_are_the_measurements_and_statistics()
    {
        var (document, _) = BdnExporter.Export(BdnFixture.Run());
        var slow = document.Benchmarks.Single(b => b.FullName.Contains("\"slow\"", StringComparison.Ordinal));

        Assert.Equal(6, slow.Statistics!.N);
        Assert.All(slow.Measurements, m => Assert.Equal((1, "Workload", "Result"), (m.LaunchIndex, m.IterationMode, m.IterationStage)));
        Assert.Equal(250.5, slow.Statistics.Median);
    }

    [Fact]
    public void Serbench_export_writes_the_file_into_the_run_folder_and_says_what_it_left_out()
    {
        using var cli = new CliHarness();
        RunFileStore.Write(cli.PathOf("run"), BdnFixture.Run());

        Assert.Equal(0, cli.Run("export", "run", "--format", "bdn-json"));

        var file = cli.PathOf("run/" + BdnJsonFile.DefaultFileName);
        Assert.Contains($"Wrote 4 benchmark(s) as BenchmarkDotNet full JSON to {file}", cli.Out);
        Assert.Contains("1 cell(s) failed their round trip: written with Statistics null", cli.Error);
        Assert.Contains("1 unsupported or not-installed cell(s) are no benchmark", cli.Error);
        using var json = JsonDocument.Parse(File.ReadAllBytes(file));
        Assert.Equal(4, json.RootElement.GetProperty("Benchmarks").GetArrayLength());
    }

    [Fact]
    public void Serbench_export_writes_where_out_says()
    {
        using var cli = new CliHarness();
        RunFileStore.Write(cli.PathOf("run"), BdnFixture.Run());

        Assert.Equal(0, cli.Run("export", "run/run.json", "--format", "bdn-json", "--out", "elsewhere/mine-report-full.json"));

        Assert.True(File.Exists(cli.PathOf("elsewhere/mine-report-full.json")));
        Assert.False(File.Exists(cli.PathOf("run/" + BdnJsonFile.DefaultFileName)));
    }

    [Theory]
    [InlineData("csv")]
    [InlineData("bdn")]
    public void An_unknown_format_exits_2_naming_the_valid_ones_and_writes_nothing(string format)
    {
        using var cli = new CliHarness();
        RunFileStore.Write(cli.PathOf("run"), BdnFixture.Run());

        Assert.Equal(2, cli.Run("export", "run", "--format", format));

        Assert.Contains("bdn-json", cli.Error);
        Assert.Equal(["run.json"], Directory.GetFiles(cli.PathOf("run")).Select(Path.GetFileName));
    }

    [Fact]
    public void Export_without_a_format_exits_2()
    {
        using var cli = new CliHarness();
        RunFileStore.Write(cli.PathOf("run"), BdnFixture.Run());

        Assert.Equal(2, cli.Run("export", "run"));
        Assert.Contains("--format", cli.Error);
    }

    [Fact]
    public void Export_of_a_damaged_run_exits_2_and_writes_nothing()
    {
        using var cli = new CliHarness();
        Directory.CreateDirectory(cli.PathOf("run"));
        File.WriteAllText(cli.PathOf("run/run.json"), "{\"schemaVersion\":1,\"cells\":[");

        Assert.Equal(2, cli.Run("export", "run", "--format", "bdn-json"));

        Assert.Contains("Nothing was written.", cli.Error);
        Assert.False(File.Exists(cli.PathOf("run/" + BdnJsonFile.DefaultFileName)));
    }
}
