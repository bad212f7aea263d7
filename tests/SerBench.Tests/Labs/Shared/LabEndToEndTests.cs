using SerBench.Labs.Ceiling;
using SerBench.Labs.Scale;
using SerBench.Labs.Scenarios;
using SerBench.Tests.Engine;

namespace SerBench.Tests.Labs.Shared;

/// <summary>The labs on the real engine (dry preset, tiny sizes) through the public entry point and the real store.</summary>
[Collection(InProcessMicroLabCollection.Name)]
public sealed class LabEndToEndTests : IDisposable
{
    private readonly LabHarness _lab = new();

    [Fact]
    public void A_dry_scale_sweep_writes_points_fits_and_the_five_round_trip_table_into_run_json_and_the_reports()
    {
        var exit = _lab.Run(LabHarness.Catalog([LabHarness.Installed("stj")]), "scale", "--preset", "dry", "--sizes", "5,10,20", "--out", _lab.Folder("scale"));

        Assert.True(exit == 0, _lab.Error);
        var run = _lab.Read("scale");
        Assert.False(run.Partial);
        Assert.Equal("dry", run.Preset);
        Assert.Equal(3 * 3, run.Cells.Count);
        Assert.DoesNotContain(run.Cells, c => c.Operation == ScalePlan.FiveRoundTrips);
        var scale = run.Scale!;
        Assert.Equal([5, 10, 20], scale.Sizes);
        var series = Assert.Single(scale.Series);
        Assert.All(series.Points, p => Assert.Equal(CellStatus.Ok, p.Status));
        Assert.All(series.Points, p => Assert.True(p.SizeBytes > 0 && p.RoundTripNs > 0 && p.RoundTripMBps > 0));
        Assert.NotNull(series.RoundTripFit);
        Assert.Equal(20, scale.FiveRoundTripSize);
        Assert.Equal(1.0, Assert.Single(scale.FiveRoundTrips).Ratio);
        Assert.NotEmpty(scale.Seed);
        Assert.Contains("## Scale: `grainstate` by consumers", _lab.Report("scale"));
        Assert.True(File.Exists(Path.Combine(_lab.Folder("scale"), "scale.csv")));
    }

    [Fact]
    public void A_serializer_that_runs_out_of_memory_at_one_size_fails_there_and_the_sweep_goes_on()
    {
        var failing = new OutOfMemoryAtSizeAdapter(LabHarness.Installed("stj"), consumers: 10);

        var exit = _lab.Run(LabHarness.Catalog([failing]), "scale", "--preset", "dry", "--sizes", "5,10,20", "--out", _lab.Folder("oom"));

        Assert.True(exit == 0, _lab.Error);
        var points = Assert.Single(_lab.Read("oom").Scale!.Series).Points;
        Assert.Equal([CellStatus.Ok, CellStatus.Failed, CellStatus.Ok], points.Select(p => p.Status));
        Assert.Contains("OutOfMemoryException", points[1].Reason);
        Assert.Contains("out of memory at 10 consumers", _lab.Report("oom"));
    }

    [Fact]
    public void A_dry_ceiling_measures_memcpy_beside_each_cell_at_every_size()
    {
        var exit = _lab.Run(LabHarness.Catalog([LabHarness.Installed("stj"), LabHarness.Installed("protobuf")]), "ceiling", "--preset", "dry", "--sizes", "100,1000", "--out", _lab.Folder("ceiling"));

        Assert.True(exit == 0, _lab.Error);
        var run = _lab.Read("ceiling");
        var ceiling = run.Ceiling!;
        Assert.Equal([100, 1_000], ceiling.Memcpy.Select(m => m.Size));
        Assert.Equal([1_200L, 12_000L], ceiling.Memcpy.Select(m => m.Bytes));
        Assert.All(ceiling.Memcpy, m => Assert.Equal(2, m.RunsNs.Count));
        Assert.Equal(2 * 2 * 2, ceiling.Rows.Count);
        Assert.All(ceiling.Rows, r => Assert.True(r.FractionOfMemcpy > 0 && r.GBps > 0));
        Assert.Equal(1_000, ceiling.HeadlineSize);
        Assert.Equal("protobuf", ceiling.BestBinary!.Serializer);
        Assert.DoesNotContain(run.Cells, c => c.Serializer == CeilingPlan.Memcpy);
        Assert.Contains("memcpy (Span.CopyTo)", _lab.Report("ceiling"));
    }

    [Fact]
    public void Dry_scenarios_measure_the_seeds_six_scenarios_and_the_two_variants_with_ratios_and_the_seed_figures()
    {
        var exit = _lab.Run(LabHarness.Catalog([LabHarness.Installed("stj"), LabHarness.Installed("newtonsoft")]), "scenarios", "--preset", "dry", "--payloads", "tiny", "--out", _lab.Folder("scenarios"));

        Assert.True(exit == 0, _lab.Error);
        var scenarios = _lab.Read("scenarios").Scenarios!;
        Assert.Equal(2 * 8, scenarios.Rows.Count);
        Assert.Equal(ScenarioIds.All, scenarios.Rows.Where(r => r.Serializer == "stj").Select(r => r.Scenario));
        Assert.All(scenarios.Rows, r => Assert.Equal(CellStatus.Ok, r.Status));
        Assert.All(scenarios.Rows.Where(r => r.Serializer == "stj"), r => Assert.Equal(1.0, r.Ratio));
        Assert.NotEmpty(scenarios.Seed);
        var report = _lab.Report("scenarios");
        Assert.Contains("### Serialize POCOs Multiple Times (`serialize-10`)", report);
        Assert.Contains("### Serialize 10 different POCOs (not in seed 001) (`serialize-10-different`)", report);
        Assert.Contains("NewtonsoftJson", report);
    }

    public void Dispose() => _lab.Dispose();
}
