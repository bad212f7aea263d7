namespace SerBench.Tests.Isolation.Simulation;

/// <summary>
/// Whole micro runs through the isolated lab on a seeded, simulated machine and a fake clock, compared with their traces
/// as committed: the same seed gives the same plan, the same processes and the same decisions, to the last figure.
/// </summary>
public sealed class EngineSimulationTests
{
    public static TheoryData<string> Scenarios => [.. SimScenarios.All.Select(s => s.Name)];

    [Theory]
    [MemberData(nameof(Scenarios))]
    public void A_seeded_run_makes_the_decisions_of_its_committed_trace(string scenario) =>
        GoldenFile.Verify(scenario, EngineSimulation.Run(SimScenarios.Find(scenario)).Text);

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
}
