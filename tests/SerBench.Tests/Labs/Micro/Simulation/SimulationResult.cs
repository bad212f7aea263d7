namespace SerBench.Tests.Labs.Micro.Simulation;

/// <summary>A simulated run's whole trace as text, and what it decided, for the coverage test to ask about.</summary>
internal sealed record SimulationResult(
    SimScenario Scenario,
    string Text,
    DecisionLog Log,
    IReadOnlyList<CellRecord> Cells,
    MeasurementRecord Measurement,
    IReadOnlyList<CellRecord> Completed);
