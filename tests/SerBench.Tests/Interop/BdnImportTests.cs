using System.Text.Json;
using System.Text.Json.Nodes;
using SerBench.Interop.BdnJson;
using SerBench.Tests.Cli;

namespace SerBench.Tests.Interop;

/// <summary>BenchmarkDotNet full JSON read where a run folder is taken: SerBench's own exports whole, anyone's from BDN's members.</summary>
public sealed class BdnImportTests
{
    [Fact]
    public void An_export_reads_back_to_the_same_run()
    {
        using var cli = new CliHarness();
        var run = BdnFixture.Run();
        var file = Export(cli, run);

        var back = RunInput.Read(file);

        Assert.Equal(Json(Ordered(run)), Json(Ordered(back)));
    }

    [Fact]
    public void An_export_without_serbenchs_members_reads_back_its_cells_from_benchmarkdotnets_own()
    {
        using var cli = new CliHarness();
        var run = BdnFixture.Run();
        var file = Export(cli, run);
        var node = JsonNode.Parse(File.ReadAllText(file))!.AsObject();
        node.Remove("SerBench");
        foreach (var benchmark in node["Benchmarks"]!.AsArray())
        {
            benchmark!.AsObject().Remove("SerBench");
        }

        File.WriteAllText(file, node.ToJsonString());

        var back = RunInput.Read(file).Cells.ToDictionary(Key);
        var exported = run.Cells.Where(c => c.Status is CellStatus.Ok or CellStatus.Failed).ToList();
        Assert.Equal(exported.Select(Key).Order(), back.Keys.Order());
        foreach (var cell in exported)
        {
            var read = back[Key(cell)];
            Assert.Equal(cell.Status, read.Status);
            Assert.Equal(cell.MedianNs, read.MedianNs);
            Assert.Equal(cell.Iterations, read.Iterations);
            Assert.Equal(cell.AllocatedBytes, read.AllocatedBytes);
            // BenchmarkDotNet's Memory always counts collections: a cell that recorded none reads back as 0.
            Assert.Equal(cell.Gen0PerThousandOps ?? (cell.Status == CellStatus.Ok ? 0 : null), read.Gen0PerThousandOps);
            Assert.Equal((cell.SizeBytes, cell.GzipBytes, cell.BrotliBytes, cell.ZstdBytes), (read.SizeBytes, read.GzipBytes, read.BrotliBytes, read.ZstdBytes));
        }
    }

    [Fact]
    public void Compare_takes_a_run_folder_and_its_export_and_finds_nothing_changed()
    {
        using var cli = new CliHarness();
        var file = Export(cli, BdnFixture.Run());

        Assert.Equal(0, cli.Run("compare", "run", file, "--out", "cmp", "--fail-on", "changed"));

        Assert.Contains("Gate passed", cli.Out, StringComparison.OrdinalIgnoreCase);
        Assert.True(File.Exists(cli.PathOf("cmp/compare.md")));
    }

    [Fact]
    public void Report_rebuilds_the_reports_of_a_benchmarkdotnet_file_beside_it()
    {
        using var cli = new CliHarness();
        File.WriteAllText(cli.PathOf("mine-report-full.json"), Foreign);

        Assert.Equal(0, cli.Run("report", "mine-report-full.json"));

        Assert.True(File.Exists(cli.PathOf("report.md")));
        Assert.Contains("JsonBench", File.ReadAllText(cli.PathOf("report.md")));
    }

    [Fact]
    public void A_users_own_benchmark_reads_with_its_type_as_the_serializer_and_its_method_as_the_operation()
    {
        using var cli = new CliHarness();
        File.WriteAllText(cli.PathOf("mine-report-full.json"), Foreign);

        var run = RunInput.Read(cli.PathOf("mine-report-full.json"));

        var (work, failed) = (run.Cells[0], run.Cells[1]);
        Assert.Equal(("JsonBench", "Depth=3", 1, "SerializeTree", CellStatus.Ok), (work.Serializer, work.Payload, work.PayloadSize, work.Operation, work.Status));
        Assert.Equal((42.0, 40.0, 44.0, 24L), (work.MedianNs, work.CiLowerNs, work.CiUpperNs, work.AllocatedBytes));
        Assert.Equal([40.0, 42.0, 44.0], work.Rounds!.Single().IterationNs);
        Assert.Equal(0.5, work.Gen0PerThousandOps);
        Assert.Equal(("JsonBench", "default", "deserialize", CellStatus.Failed), (failed.Serializer, failed.Payload, failed.Operation, failed.Status));
        Assert.Equal(BdnImporter.Origin, run.Preset);
        Assert.Equal(new DateTime(2026, 12, 3, 13, 11, 1, DateTimeKind.Utc), run.StartedUtc);
    }

    public static TheoryData<string, string> BadFiles => new()
    {
        { "{\"Title\":\"x\"}", "neither a SerBench run" },
        { "{\"Benchmarks\":{}}", "has $.Benchmarks as an object; it must be an array" },
        { "{\"Benchmarks\":[]}", "has no benchmarks" },
        { "{\"Benchmarks\":[{\"Type\":\"A\",\"Method\":\"B\"}]}", "has no $.Benchmarks[0].FullName" },
        { "{\"Benchmarks\":[{\"FullName\":\"A.B\",\"Type\":\"A\",\"Method\":\"B\",\"Statistics\":{\"Median\":\"fast\"}}]}", "$.Benchmarks[0].Statistics.Median as a string; it must be a number" },
        { "{\"Benchmarks\":[{\"FullName\":\"A.B\",\"Type\":\"A\",\"Method\":\"B\",\"Statistics\":{}}]}", "has no $.Benchmarks[0].Statistics.Median" },
        { "{\"Benchmarks\":[{\"FullName\":\"A.B(PayloadSize: big)\",\"Type\":\"A\",\"Method\":\"B\"}]}", "PayloadSize 'big'" },
        { "{\"Benchmarks\":[{\"FullName\":\"A.B\",\"Type\":\"A\",\"Method\":\"B\"},{\"FullName\":\"A.B\",\"Type\":\"A\",\"Method\":\"B\"}]}", "read as the same cell" },
        { "{\"Benchmarks\":[{\"FullName\":\"A.B\",\"Type\":\"A\",\"Meth", "ends before the JSON is complete" },
        { "{\"SerBench\":{\"cells\":[]},\"Benchmarks\":[{\"FullName\":\"A.B\",\"Type\":\"A\",\"Method\":\"B\"}]}", "$.SerBench member that is not a SerBench run" },
    };

    [Theory]
    [MemberData(nameof(BadFiles))]
    public void A_damaged_or_foreign_json_file_exits_2_saying_what_is_wrong_and_writes_nothing(string content, string expected)
    {
        using var cli = new CliHarness();
        var good = Export(cli, BdnFixture.Run());
        File.WriteAllText(cli.PathOf("bad-report-full.json"), content);

        Assert.Equal(2, cli.Run("compare", good, "bad-report-full.json", "--out", "cmp"));
        Assert.Equal(2, cli.Run("report", "bad-report-full.json"));

        Assert.Contains(expected, cli.Error);
        Assert.DoesNotContain("   at ", cli.Error);
        Assert.False(Directory.Exists(cli.PathOf("cmp")));
        Assert.False(File.Exists(cli.PathOf("report.md")));
    }

    [Fact]
    public void A_folder_without_a_run_or_benchmarkdotnet_file_says_what_it_takes()
    {
        using var cli = new CliHarness();
        Directory.CreateDirectory(cli.PathOf("empty"));

        Assert.Equal(2, cli.Run("report", "empty"));

        Assert.Contains("has no run.json and no *-report-full.json file", cli.Error);
    }

    /// <summary>A user's own file, as BenchmarkDotNet writes one: a parameter that is not SerBench's, a failed benchmark.</summary>
    private const string Foreign = """
        {
          "Title": "JsonBench-20261203-131101",
          "HostEnvironmentInfo": { "BenchmarkDotNetVersion": "0.15.8", "OsVersion": "Linux", "ProcessorName": "Some CPU", "LogicalCoreCount": 4, "RuntimeVersion": ".NET 10.0.12" },
          "Benchmarks": [
            {
              "Namespace": "Mine", "Type": "JsonBench", "Method": "SerializeTree", "Parameters": "Depth=3", "FullName": "Mine.JsonBench.SerializeTree(Depth: 3)",
              "Statistics": { "OriginalValues": [40, 42, 44], "N": 3, "Median": 42, "Mean": 42, "StandardDeviation": 2, "ConfidenceInterval": { "Lower": 40, "Upper": 44 } },
              "Memory": { "Gen0Collections": 5, "Gen1Collections": 0, "Gen2Collections": 0, "TotalOperations": 10000, "BytesAllocatedPerOperation": 24 },
              "Measurements": [
                { "IterationMode": "Overhead", "IterationStage": "Actual", "LaunchIndex": 1, "IterationIndex": 1, "Operations": 8, "Nanoseconds": 8 },
                { "IterationMode": "Workload", "IterationStage": "Result", "LaunchIndex": 1, "IterationIndex": 1, "Operations": 8, "Nanoseconds": 320 },
                { "IterationMode": "Workload", "IterationStage": "Result", "LaunchIndex": 1, "IterationIndex": 2, "Operations": 8, "Nanoseconds": 336 },
                { "IterationMode": "Workload", "IterationStage": "Result", "LaunchIndex": 1, "IterationIndex": 3, "Operations": 8, "Nanoseconds": 352 }
              ]
            },
            { "Namespace": "Mine", "Type": "JsonBench", "Method": "Deserialize", "Parameters": "", "FullName": "Mine.JsonBench.Deserialize", "Statistics": null }
          ]
        }
        """;

    private static string Export(CliHarness cli, RunFile run)
    {
        RunFileStore.Write(cli.PathOf("run"), run);
        var file = cli.PathOf("export/run-report-full.json");
        BdnJsonFile.Write(file, BdnExporter.Export(run).Document);
        return file;
    }

    private static (string, string, int, string) Key(CellRecord c) => (c.Serializer, c.Payload, c.PayloadSize, c.Operation);

    private static RunFile Ordered(RunFile run) => run with { Cells = [.. run.Cells.OrderBy(c => Key(c))] };

    private static string Json(RunFile run) => JsonSerializer.Serialize(run, RunFileJson.Options);
}
