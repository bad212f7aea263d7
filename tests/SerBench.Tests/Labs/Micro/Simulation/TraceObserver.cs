using System.Text.Json;
using static SerBench.Tests.Labs.Micro.Simulation.DecisionLog;

namespace SerBench.Tests.Labs.Micro.Simulation;

/// <summary>Writes what the lab tells its display into the decision log: the plan's size, each cell as it stands, the summaries.</summary>
internal sealed class TraceObserver(DecisionLog log) : IRunObserver
{
    public List<MeasurementRecord> Measurements { get; } = [];

    public List<CellRecord> Completed { get; } = [];

    public void Planned(int totalCells) => log.Write(FormattableString.Invariant($"planned {totalCells}"));

    public void CellStarting(int index, string serializer, string payload, string operation) =>
        log.Write(FormattableString.Invariant($"  starting {index}"));

    public void CellCompleted(int index, CellRecord cell)
    {
        Completed.Add(cell);
        log.Write(FormattableString.Invariant($"completed {index} {cell.Serializer}/{cell.Payload}/{cell.Operation} {cell.Status}: ") + Digest(cell));
    }

    public void Idle() => log.Write("idle");

    public void Measured(MeasurementRecord measurement)
    {
        if (Measurements.Count == 0)
        {
            log.Write("measured (before the rounds) " + JsonSerializer.Serialize(measurement, RunFileJson.Compact));
        }
        else
        {
            log.Write("measured (the run's summary, below)");
        }

        Measurements.Add(measurement);
    }

    /// <summary>The cell as the display sees it: its figures and each round's judgement so far.</summary>
    private static string Digest(CellRecord cell) =>
        FormattableString.Invariant($"median {N(cell.MedianNs)} [{N(cell.CiLowerNs)}, {N(cell.CiUpperNs)}], size {cell.SizeBytes?.ToString(System.Globalization.CultureInfo.InvariantCulture) ?? "-"}, ") +
        $"disturbed {(cell.Disturbed ? "yes" : "no")}, retries {cell.Retries}, rounds " +
        string.Join(" ", (cell.Rounds ?? []).Select(r => FormattableString.Invariant($"{r.Round}×{r.Attempts}{(r.Disturbed ? "!" : "")}{(r.LeftOut ? "-" : "")}@{N(r.FinishedAtSeconds)}={N(r.MedianNs)}/{N(r.CanarySlowdown)}")));
}
