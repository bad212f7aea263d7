using System.Text.Json;
using System.Text.Json.Nodes;
using SerBench.Interop.BdnJson;
using SerBench.Tests.Cli;

namespace SerBench.Tests.Interop;

/// <summary>
/// SerBench's export held against BenchmarkDotNet's own JsonExporter.Full output: the same members with the same JSON
/// kinds, the same statistics from the same iterations, BenchmarkDotNet's own metric descriptors; and BenchmarkDotNet's
/// file read as a run.
/// </summary>
public sealed class BdnFieldForFieldTests(BdnGeneratedFile generated) : IClassFixture<BdnGeneratedFile>
{
    /// <summary>Members SerBench adds and BenchmarkDotNet's readers ignore.</summary>
    private static readonly HashSet<string> SerBenchOnly = ["$.SerBench", "$.Benchmarks[].SerBench"];

    [Fact]
    public void The_export_has_every_member_of_benchmarkdotnets_file_with_the_same_kind()
    {
        using var theirs = JsonDocument.Parse(File.ReadAllBytes(generated.FileOf(nameof(BdnGeneratedFile.NamedLikeSerBench))));
        using var ours = JsonDocument.Parse(BdnJsonFile.Serialize(BdnExporter.Export(BdnFixture.Run()).Document));

        var theirShape = Shape(theirs.RootElement, "$");
        var ourShape = Shape(ours.RootElement, "$");

        foreach (var (path, kind) in theirShape)
        {
            if (UnderNull(ourShape, path))
            {
                // The run file does not know it (e.g. the timer's frequency): null in the export, its members with it.
                continue;
            }

            if (InEmptyArray(ourShape, path))
            {
                // An array both files have, empty in the export: its elements (BenchmarkDotNet's outliers, which depend on
                // how its own timed run went) have nothing to be compared with.
                continue;
            }

            Assert.True(ourShape.TryGetValue(path, out var ourKind), $"The export has no {path}.");
            Assert.True(ourKind == kind || ourKind == JsonValueKind.Null || kind == JsonValueKind.Null, $"{path} is {ourKind} in the export and {kind} in BenchmarkDotNet's file.");
        }

        var extra = ourShape.Keys.Where(p => !theirShape.ContainsKey(p) && !InEmptyArray(theirShape, p) && !SerBenchOnly.Any(p.StartsWith)).ToList();
        Assert.True(extra.Count == 0, $"The export has members BenchmarkDotNet's file has not: {string.Join(", ", extra)}");
    }

    [Fact]
    public void The_statistics_of_the_same_iterations_are_benchmarkdotnets_field_for_field()
    {
        using var theirs = JsonDocument.Parse(File.ReadAllBytes(generated.FileOf(nameof(BdnGeneratedFile.NamedLikeSerBench))));
        var benchmark = theirs.RootElement.GetProperty("Benchmarks")[0];
        var results = benchmark.GetProperty("Measurements").EnumerateArray()
            .Where(m => m.GetProperty("IterationMode").GetString() == "Workload" && m.GetProperty("IterationStage").GetString() == "Result")
            .Select(m => m.GetProperty("Nanoseconds").GetDouble() / m.GetProperty("Operations").GetInt64())
            .ToArray();
        var cell = TestRuns.Ok("stj", "tiny", Operations.Serialize, 1) with { Rounds = [new RoundRecord { Round = 1, IterationNs = results }] };
        var run = BdnFixture.Run() with { Cells = [cell] };

        using var ours = JsonDocument.Parse(BdnJsonFile.Serialize(BdnExporter.Export(run).Document));
        var our = ours.RootElement.GetProperty("Benchmarks")[0].GetProperty("Statistics");
        var their = benchmark.GetProperty("Statistics");

        foreach (var (path, value) in Leaves(their, "Statistics"))
        {
            var mine = Leaves(our, "Statistics")[path];
            Assert.True(value.Length == mine.Length, $"{path}: {value.Length} values in BenchmarkDotNet's file, {mine.Length} in the export.");
            for (var i = 0; i < value.Length; i++)
            {
                Assert.True(Math.Abs(value[i] - mine[i]) <= 1e-9 * Math.Max(1, Math.Abs(value[i])), $"{path}: {value[i]} in BenchmarkDotNet's file, {mine[i]} in the export.");
            }
        }
    }

    [Fact]
    public void The_gc_and_allocation_metrics_carry_benchmarkdotnets_own_descriptors()
    {
        using var theirs = JsonDocument.Parse(File.ReadAllBytes(generated.FileOf(nameof(BdnGeneratedFile.NamedLikeSerBench))));
        using var ours = JsonDocument.Parse(BdnJsonFile.Serialize(BdnExporter.Export(BdnFixture.Run()).Document));

        var their = Descriptors(theirs.RootElement.GetProperty("Benchmarks")[0]);
        var our = Descriptors(ours.RootElement.GetProperty("Benchmarks")[0]);

        Assert.Equal([BdnMetrics.Gen0, BdnMetrics.Gen1, BdnMetrics.Gen2, BdnMetrics.Allocated], their.Keys);
        Assert.All(their, d => Assert.True(JsonNode.DeepEquals(JsonNode.Parse(d.Value), JsonNode.Parse(our[d.Key])), $"{d.Key}: {d.Value} in BenchmarkDotNet's file, {our[d.Key]} in the export."));
    }

    [Fact]
    public void Benchmarkdotnets_file_reads_as_cells_by_serbenchs_naming_and_by_type_and_method()
    {
        var named = RunInput.Read(generated.FileOf(nameof(BdnGeneratedFile.NamedLikeSerBench)));
        var plain = RunInput.Read(generated.FileOf(nameof(BdnGeneratedFile.PlainBenchmarks)));

        Assert.Equal(
            ["newtonsoft · tiny · deserialize", "newtonsoft · tiny · serialize", "stj · tiny · deserialize", "stj · tiny · serialize"],
            named.Cells.Select(c => $"{c.Serializer} · {c.Payload} · {c.Operation}").Order());
        Assert.All(named.Cells, c => Assert.Equal((CellStatus.Ok, 1, c.Rounds!.Single().IterationNs.Count), (c.Status, c.PayloadSize, c.Iterations)));
        Assert.All(named.Cells, c => Assert.Equal(Median(c.Rounds!.Single().IterationNs), c.MedianNs!.Value, 6));
        Assert.Equal("0.15.8", named.Environment.BenchmarkDotNetVersion);
        var work = Assert.Single(plain.Cells);
        Assert.Equal(("PlainBenchmarks", "default", "Work"), (work.Serializer, work.Payload, work.Operation));
        Assert.True(work.AllocatedBytes > 0);
    }

    [Fact]
    public void Benchmarkdotnets_results_folder_reads_as_one_run_and_compares_with_itself()
    {
        using var cli = new CliHarness();
        var folder = Path.GetDirectoryName(generated.Files[0])!;

        Assert.Equal(5, RunInput.Read(folder).Cells.Count);
        Assert.Equal(0, cli.Run("compare", folder, folder, "--out", "cmp"));
        Assert.True(File.Exists(cli.PathOf("cmp/compare.md")));
    }

    private static bool UnderNull(Dictionary<string, JsonValueKind> shape, string path)
    {
        for (var cut = path.LastIndexOf('.'); cut > 0; cut = path.LastIndexOf('.', cut - 1))
        {
            if (shape.TryGetValue(path[..cut], out var kind) && kind == JsonValueKind.Null)
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>True when <paramref name="path"/> is inside an array element and <paramref name="shape"/> has that array with no elements.</summary>
    private static bool InEmptyArray(Dictionary<string, JsonValueKind> shape, string path)
    {
        for (var at = path.IndexOf("[]", StringComparison.Ordinal); at > 0; at = path.IndexOf("[]", at + 2, StringComparison.Ordinal))
        {
            var array = path[..at];
            if (shape.TryGetValue(array, out var kind) && kind == JsonValueKind.Array && !shape.ContainsKey(array + "[]"))
            {
                return true;
            }
        }

        return false;
    }

    private static double Median(IReadOnlyList<double> values)
    {
        var sorted = values.Order().ToArray();
        return sorted.Length % 2 == 1 ? sorted[sorted.Length / 2] : (sorted[(sorted.Length / 2) - 1] + sorted[sorted.Length / 2]) / 2;
    }

    /// <summary>Every member's path ("$.Benchmarks[].Statistics.N", arrays' items merged) and its JSON kind.</summary>
    private static Dictionary<string, JsonValueKind> Shape(JsonElement element, string path)
    {
        var shape = new Dictionary<string, JsonValueKind>(StringComparer.Ordinal);
        Walk(element, path);
        return shape;

        void Walk(JsonElement e, string p)
        {
            if (!shape.TryGetValue(p, out var known) || known == JsonValueKind.Null)
            {
                shape[p] = e.ValueKind;
            }

            if (e.ValueKind == JsonValueKind.Object)
            {
                foreach (var member in e.EnumerateObject())
                {
                    Walk(member.Value, $"{p}.{member.Name}");
                }
            }
            else if (e.ValueKind == JsonValueKind.Array)
            {
                foreach (var item in e.EnumerateArray())
                {
                    Walk(item, p + "[]");
                }
            }
        }
    }

    /// <summary>Every numeric leaf of Statistics by path (an array as its values), for comparing figure by figure.</summary>
    private static Dictionary<string, double[]> Leaves(JsonElement element, string path)
    {
        var leaves = new Dictionary<string, double[]>(StringComparer.Ordinal);
        foreach (var member in element.EnumerateObject())
        {
            var p = $"{path}.{member.Name}";
            switch (member.Value.ValueKind)
            {
                case JsonValueKind.Number:
                    leaves[p] = [member.Value.GetDouble()];
                    break;
                case JsonValueKind.Array:
                    leaves[p] = [.. member.Value.EnumerateArray().Select(v => v.GetDouble())];
                    break;
                case JsonValueKind.Object:
                    foreach (var (k, v) in Leaves(member.Value, p))
                    {
                        leaves[k] = v;
                    }

                    break;
            }
        }

        return leaves;
    }

    private static Dictionary<string, string> Descriptors(JsonElement benchmark) =>
        benchmark.GetProperty("Metrics").EnumerateArray()
            .Select(m => m.GetProperty("Descriptor"))
            .Where(d => d.GetProperty("Id").GetString() is BdnMetrics.Gen0 or BdnMetrics.Gen1 or BdnMetrics.Gen2 or BdnMetrics.Allocated)
            .ToDictionary(d => d.GetProperty("Id").GetString()!, d => d.GetRawText());
}
