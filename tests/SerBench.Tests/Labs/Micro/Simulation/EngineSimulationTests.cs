using System.Globalization;
using System.Text.RegularExpressions;
using SerBench.Tests.Golden;

namespace SerBench.Tests.Labs.Micro.Simulation;

/// <summary>
/// Whole micro runs through the isolated lab on a seeded, simulated machine and a fake clock, compared with their traces
/// as committed (tests/SerBench.Tests/Golden/Engine): the same seed gives the same plan, the same processes and the same
/// decisions, every figure to 12 significant digits (so a last-bit difference in the C library's exp or log on another
/// CPU cannot fail it).
/// </summary>
public sealed partial class EngineSimulationTests
{
    public static TheoryData<string> Scenarios => [.. SimScenarios.All.Select(s => s.Name)];

    [Theory]
    [MemberData(nameof(Scenarios))]
    [Trait("Category", GoldenFile.Category)]
    public void A_seeded_run_makes_the_decisions_of_its_committed_trace(string scenario) =>
        GoldenFile.AssertMatches($"Engine/{scenario}.txt", Rounded(EngineSimulation.Run(SimScenarios.Find(scenario)).Text));

    [Fact]
    public void The_same_seed_gives_the_same_trace_and_another_seed_another()
    {
        var scenario = SimScenarios.Find("stormy-quick");

        var first = EngineSimulation.Run(scenario).Text;

        Assert.Equal(first, EngineSimulation.Run(scenario).Text);
        Assert.NotEqual(first, EngineSimulation.Run(scenario with { Seed = scenario.Seed + 1 }).Text);
    }

    [Fact]
    public void The_committed_traces_between_them_reach_every_mechanism_of_the_lab()
    {
        var runs = SimScenarios.All.Select(EngineSimulation.Run).ToList();

        var missing = Mechanisms.All.Where(m => !runs.Any(m.Occurs)).Select(m => m.Name).ToList();

        Assert.True(missing.Count == 0, "No simulated run reaches: " + string.Join("; ", missing));
    }

    /// <summary>The trace with every number of more than 12 significant digits written to 12.</summary>
    private static string Rounded(string trace) => LongNumber().Replace(trace, m =>
        double.Parse(m.Value, CultureInfo.InvariantCulture).ToString("G12", CultureInfo.InvariantCulture));

    [GeneratedRegex(@"(?<![\w.])-?\d+\.\d{6,}(?:[eE][-+]?\d+)?")]
    private static partial Regex LongNumber();
}
