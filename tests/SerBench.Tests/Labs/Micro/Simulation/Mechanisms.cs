using System.Text.RegularExpressions;

namespace SerBench.Tests.Labs.Micro.Simulation;

/// <summary>Every mechanism of the isolated lab that the simulated runs must reach, and how a run's trace shows it took part.</summary>
internal static class Mechanisms
{
    public static IReadOnlyList<(string Name, Func<SimulationResult, bool> Occurs)> All { get; } =
    [
        ("a round disturbed by a slow canary", r => Reasons(r).Any(x => x.Contains("slow (canary", StringComparison.Ordinal))),
        ("a round disturbed by other processes' CPU time", r => Reasons(r).Any(x => x.Contains("other processes used", StringComparison.Ordinal))),
        ("a round disturbed by its own iterations' step", r => Reasons(r).Any(x => x.Contains("iterations stepped", StringComparison.Ordinal))),
        ("a round retried in place by its measuring process", r => r.Log.Count(Kinds.InPlaceRetry, 0) > 0),
        ("a measuring process waiting for a fast canary", r => r.Log.Count(Kinds.ChildWait, 0) > 0),
        ("a process handed the run's in-place outcomes", r => Regex.IsMatch(r.Text, @"in-place outcomes \[[wD]+\]")),
        ("a process handed an in-place retry that came back disturbed again", r => Regex.IsMatch(r.Text, @"in-place outcomes \[w*D[wD]*\]")),
        ("a process slow as a whole, measured again", r => r.Measurement.SlowProcesses is { Count: > 0 }),
        ("a disturbed round measured again in a follow-up pass", r => r.Measurement.Time?.Remeasuring.Processes > (r.Measurement.SlowProcesses?.Count ?? 0)),
        ("an extra round for a cell whose rounds disagree", r => r.Cells.Any(c => (c.Rounds ?? []).Any(x => x.Round > r.Scenario.Preset.Rounds))),
        ("a disturbed round left out of a cell's figures", r => r.Measurement.LeftOutRounds > 0),
        ("a cell still disturbed after its retries", r => r.Measurement.DisturbedCells > 0),
        ("the lab waiting for a fast canary before re-measuring", r => r.Log.Count(Kinds.LabWait, 0) > 0),
        ("re-measuring stopped after a pass (StopRemeasuring)", r => r.Measurement.StoppedRemeasuring?.StartsWith("after follow-up pass", StringComparison.Ordinal) == true),
        ("re-measuring stopped within a pass (StopRemeasuringDuringPass)", r => r.Measurement.StoppedRemeasuring?.StartsWith("during follow-up pass", StringComparison.Ordinal) == true),
        ("a run whose machine never settled", r => !r.Measurement.Settled),
        ("a cell failed by a crashed measuring process", r => r.Cells.Any(c => c.Status == CellStatus.Failed && c.Reason!.Contains("exit code 134", StringComparison.Ordinal))),
        ("a cell failed by its round trip", r => r.Cells.Any(c => c.Status == CellStatus.Failed && c.Diff is not null)),
        ("an unsupported cell", r => r.Cells.Any(c => c.Status == CellStatus.Unsupported)),
        ("rounds put at the run's reference speed", r => r.Cells.Any(c => (c.Rounds ?? []).Any(x => x.SpeedFactor is not null))),
        ("intervals floored by the run's spread between processes", r => r.Measurement.ProcessSpread is not null && r.Measurement.ProcessSpreadIncludesDisturbed is null),
        ("a serializer floored by its own wider spread", r => r.Measurement.ProcessSpreadBySerializer is { Count: > 0 }),
        ("a spread taken from disturbed rounds too", r => r.Measurement.ProcessSpreadIncludesDisturbed == true),
        ("a smoke run", r => r.Scenario.Preset.IsSmoke && r.Cells.Count > 0),
        ("a cancelled run", r => r.Log.Count(Kinds.Cancelled, 0) > 0),
    ];

    private static IEnumerable<string> Reasons(SimulationResult result) =>
        result.Cells.Concat(result.Completed).SelectMany(c => c.Rounds ?? []).Select(r => r.DisturbedReason).OfType<string>();
}
