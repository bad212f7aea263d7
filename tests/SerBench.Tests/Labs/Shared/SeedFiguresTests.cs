using SerBench.Labs.Scale;
using SerBench.Labs.Scenarios;
using SerBench.Labs.Shared;

namespace SerBench.Tests.Labs.Shared;

public sealed class SeedFiguresTests
{
    [Theory]
    [InlineData("754.75 ns", 754.75)]
    [InlineData("1,057.0 ns", 1_057)]
    [InlineData("10.527 μs", 10_527)]
    [InlineData("1.5 ms", 1_500_000)]
    public void Published_times_are_read_in_nanoseconds(string text, double expected) =>
        Assert.Equal(expected, SeedTables.ParseTime(text), 6);

    [Theory]
    [InlineData("1,416 B", 1_416L)]
    [InlineData("52 KB", 53_248L)]
    [InlineData("-", null)]
    public void Published_allocations_are_read_in_bytes(string text, long? expected) =>
        Assert.Equal(expected, SeedTables.ParseBytes(text));

    [Fact]
    public void Seed_001_rows_carry_their_ratio_to_the_seeds_own_system_text_json()
    {
        var micro = Seed001Figures.Micro();

        Assert.Equal(100, micro.Count);
        Assert.All(micro.Where(m => m.Serializer == "SystemTextJson"), m => Assert.Equal(1.0, m.RatioToSystemTextJson!.Value, 9));
        var protobufTiny = micro.Single(m => m.Scenario == ScenarioIds.SerializeOnce && m.Payload == "tiny" && m.Serializer == "Protobuf");
        Assert.Equal(55.41 / 305.23, protobufTiny.RatioToSystemTextJson!.Value, 9);
        Assert.Contains(micro, m => m.Scenario == ScenarioIds.DeserializeOnce && m.Payload == "complex" && m.Note is not null);
    }

    [Fact]
    public void Seed_000_holds_the_single_shot_sweep_and_the_five_round_trip_table()
    {
        var figures = Seed000Figures.LargeObjects();

        Assert.Equal(30, figures.Count(f => f.Table == "manual"));
        Assert.Equal(5, figures.Count(f => f.Table == "benchmarkdotnet"));
        Assert.Equal(108.0, figures.Single(f => f is { Table: "manual", Consumers: 16_000, Serializer: "System.Text.Json" }).Ms);
    }

    [Fact]
    public void A_quoted_csv_field_keeps_its_comma() =>
        Assert.Equal(["a", "1,416 B", "c"], SeedTables.SplitCsv("a,\"1,416 B\",c"));
}
