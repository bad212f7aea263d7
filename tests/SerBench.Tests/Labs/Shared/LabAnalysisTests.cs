using SerBench.Labs.Ceiling;
using SerBench.Labs.Scale;
using SerBench.Labs.Scenarios;
using SerBench.Labs.Shared;
using SerBench.Serializers;

namespace SerBench.Tests.Labs.Shared;

public sealed class LabAnalysisTests
{
    private static readonly LabPreset Preset = LabPreset.Dry;

    [Fact]
    public void Scale_points_carry_times_throughput_and_the_cache_flag_and_a_failed_size_keeps_its_reason()
    {
        var stj = Installed("stj");
        var plan = new ScalePlan(Preset, [stj], BuiltInPayloads.GrainState, [10, 20, 40], 20);
        List<CellRecord> cells =
        [
            .. Ok("stj", 10, 1_000_000, 1_000_000),
            Cell("stj", 20, Operations.Serialize, CellStatus.Failed) with { Reason = "Serialize threw OutOfMemoryException: boom" },
            Cell("stj", 20, Operations.Deserialize, CellStatus.Failed) with { Reason = "Serialize threw OutOfMemoryException: boom" },
            Cell("stj", 20, Operations.RoundTrip, CellStatus.Failed) with { Reason = "Serialize threw OutOfMemoryException: boom" },
            .. Ok("stj", 40, 4_000_000, 4_000_000),
            Cell("stj", 20, ScalePlan.FiveRoundTrips, CellStatus.Failed),
        ];

        var section = ScaleAnalysis.Build(plan, cells, lastLevelCacheBytes: 3_000_000);

        var series = Assert.Single(section.Series);
        Assert.Equal([10, 20, 40], series.Points.Select(p => p.Size));
        var first = series.Points[0];
        Assert.Equal(CellStatus.Ok, first.Status);
        Assert.Equal(1_000, first.SerializeMBps!.Value, 6); // 1,000,000 B in 1 ms
        Assert.Equal(500, first.RoundTripMBps!.Value, 6);
        Assert.False(first.PastLastLevelCache);
        Assert.True(series.Points[2].PastLastLevelCache);
        Assert.Equal(CellStatus.Failed, series.Points[1].Status);
        Assert.Contains("OutOfMemoryException", series.Points[1].Reason);
        Assert.Equal(1.0, series.RoundTripFit!.Exponent, 9);
        Assert.Equal(40, series.CacheCrossing!.FirstSizePastCache);
        Assert.Equal(20, section.FiveRoundTripSize);
        Assert.Equal(CellStatus.Failed, Assert.Single(section.FiveRoundTrips).Status);
    }

    [Fact]
    public void Five_round_trip_ratios_are_to_stj()
    {
        var plan = new ScalePlan(Preset, [Installed("stj"), Installed("newtonsoft")], BuiltInPayloads.GrainState, [20], 20);
        CellRecord[] cells =
        [
            Cell("stj", 20, ScalePlan.FiveRoundTrips, CellStatus.Ok) with { MedianNs = 50 },
            Cell("newtonsoft", 20, ScalePlan.FiveRoundTrips, CellStatus.Ok) with { MedianNs = 150 },
        ];

        var section = ScaleAnalysis.Build(plan, cells, null);

        Assert.Equal("stj", section.Baseline);
        Assert.Equal([1.0, 3.0], section.FiveRoundTrips.Select(r => r.Ratio!.Value));
    }

    [Fact]
    public void A_ceiling_cell_is_a_fraction_of_the_faster_memcpy_and_one_faster_than_memcpy_is_suspect()
    {
        var plan = new CeilingPlan(Preset, [Installed("stj"), Installed("protobuf")], BuiltInPayloads.Floats, [1_000]);
        CellRecord[] cells =
        [
            Cell(CeilingPlan.Memcpy, 1_000, CeilingPlan.Copy, CellStatus.Ok) with { MedianNs = 1_200 },
            Cell(CeilingPlan.Memcpy, 1_000, CeilingPlan.Copy, CellStatus.Ok) with { MedianNs = 5_000 },
            Cell("protobuf", 1_000, Operations.Serialize, CellStatus.Ok) with { MedianNs = 2_400 },
            Cell("protobuf", 1_000, Operations.Deserialize, CellStatus.Ok) with { MedianNs = 600 },
            Cell("stj", 1_000, Operations.Serialize, CellStatus.Ok) with { MedianNs = 120_000 },
        ];

        var section = CeilingAnalysis.Build(plan, cells);

        var memcpy = Assert.Single(section.Memcpy);
        Assert.Equal(12_000, memcpy.Bytes);
        Assert.Equal(10, memcpy.GBps!.Value, 9);
        Assert.Equal([1_200.0, 5_000.0], memcpy.RunsNs);
        var serialize = section.Rows.Single(r => r.Serializer == "protobuf" && r.Operation == Operations.Serialize);
        Assert.Equal(0.5, serialize.FractionOfMemcpy!.Value, 9);
        Assert.Equal(5, serialize.GBps!.Value, 9);
        Assert.False(serialize.Suspect);
        var deserialize = section.Rows.Single(r => r.Serializer == "protobuf" && r.Operation == Operations.Deserialize);
        Assert.True(deserialize.Suspect);
        var text = section.Rows.Single(r => r.Serializer == "stj");
        Assert.False(text.Binary);
        Assert.True(serialize.Binary);
        Assert.Equal(1_000, section.HeadlineSize);
        Assert.Same(deserialize, section.BestBinary);
    }

    [Fact]
    public void Scenario_ratios_are_to_stj_for_the_same_scenario_and_payload()
    {
        CellRecord[] cells =
        [
            Cell("stj", 1, ScenarioIds.SerializeOnce, CellStatus.Ok) with { Payload = "tiny", MedianNs = 100 },
            Cell("protobuf", 1, ScenarioIds.SerializeOnce, CellStatus.Ok) with { Payload = "tiny", MedianNs = 25 },
            Cell("protobuf", 1, ScenarioIds.SerializeTen, CellStatus.Ok) with { Payload = "tiny", MedianNs = 250 },
        ];

        var section = ScenarioAnalysis.Build(cells, Seed001Figures.Micro());

        Assert.Equal("stj", section.Baseline);
        Assert.Equal(0.25, section.Rows[1].Ratio!.Value, 9);
        Assert.Null(section.Rows[2].Ratio);
    }

    private static SerBench.Adapters.ISerializerAdapter Installed(string id) => BuiltInSerializers.Installed().Single(s => s.Info.Id == id);

    private static CellRecord Cell(string serializer, int size, string operation, string status) => new()
    {
        Serializer = serializer,
        Payload = "grainstate",
        PayloadSize = size,
        Operation = operation,
        Status = status,
    };

    private static IEnumerable<CellRecord> Ok(string serializer, int size, long bytes, double serializeNs) =>
        Operations.All.Select(op => Cell(serializer, size, op, CellStatus.Ok) with
        {
            SizeBytes = bytes,
            MedianNs = op == Operations.RoundTrip ? 2 * serializeNs : serializeNs,
        });
}
