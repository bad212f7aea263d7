namespace SerBench.Compare;

/// <summary>The gate's lines on the console: the verdict, each cell that failed it and on which measure, and the exit code.</summary>
internal static class GateText
{
    /// <summary>"by time, allocations, size and status" (what a gate looks at), in the judged measure's words.</summary>
    public static string Scope(RunComparison comparison) =>
        $"by {(comparison.Counts ? "instructions per call" : "time")}, allocations, size and status";

    public static void Write(TextWriter output, GateVerdict gate, int exitCode)
    {
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(gate);
        var what = gate.FailOn == FailOn.Changed ? "changed" : "slower";
        if (!gate.Failed)
        {
            output.WriteLine($"Gate passed (--fail-on {gate.Name}): no cell {what} beyond the noise {Scope(gate.Comparison)}.");
        }
        else
        {
            var cells = gate.FailedCells.ToList();
            output.WriteLine($"Gate failed (--fail-on {gate.Name}): {cells.Count} {(cells.Count == 1 ? "cell" : "cells")} {what} beyond the noise {Scope(gate.Comparison)}:");
            foreach (var cell in cells)
            {
                foreach (var f in cell)
                {
                    output.WriteLine($"  {f.Key}: {f.Measure} {f.Before} → {f.After} ({f.Change}; {f.Why})");
                }
            }
        }

        output.WriteLine($"Exit code {exitCode}{(gate.Failed ? ": the gate failed" : string.Empty)}.");
    }
}
