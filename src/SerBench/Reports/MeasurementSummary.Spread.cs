namespace SerBench.Reports;

/// <summary>The spread and speed lines of the measurement summary: between processes, speed correction, the canary.</summary>
internal static partial class MeasurementSummary
{
    /// <summary>
    /// "Between processes: a round's median varies by ±3.5 % …; every interval is at least ±8.2 % for a cell of 2
    /// rounds", or why no floor was set; null for runs in one process, runs without intervals and runs made before the estimate.
    /// </summary>
    public static string? BetweenProcesses(MeasurementRecord m, IReadOnlyList<CellRecord> okCells)
    {
        ArgumentNullException.ThrowIfNull(m);
        ArgumentNullException.ThrowIfNull(okCells);
        if (m.Isolation != Isolations.Process || m.Rounds < 2 || !okCells.Any(c => c.CiLowerNs is not null) || m.MaxCanarySlowdown is null)
        {
            return null;
        }

        if (m.ProcessSpreadCells is not { } n)
        {
            return null;
        }

        if (m.ProcessSpread is not { } sigma)
        {
            return Invariant($"Between processes: {n} cells had two undisturbed rounds, too few (under {Engine.ProcessSpread.MinCells}) to tell how far separate processes disagree; each ± is the cell's own, and may be narrower than a second run's difference.");
        }

        var floor = Engine.ProcessSpread.HalfWidth(sigma, m.Rounds, n);
        if (m.ProcessSpreadIncludesDisturbed == true)
        {
            return Invariant($"Between processes: too few cells (under {Engine.ProcessSpread.MinCells}) had two undisturbed rounds, so the spread comes from {n} cells' first two rounds, disturbed ones included: one round's median varies by ±{sigma:P1} (one standard deviation), so every ± is at least ±{Math.Exp(floor) - 1:P1} for a cell of {m.Rounds} rounds (99.9 %), and cells inside that of each other are tied.");
        }

        return Invariant($"Between processes: one round's median varies by ±{sigma:P1} (one standard deviation, from {n} cells' first two rounds), so every ± is at least ±{Math.Exp(floor) - 1:P1} for a cell of {m.Rounds} rounds (99.9 %); a cell's own interval, when wider, stands.{OwnSpreads(m)}{DisturbedSpread(m)}");
    }

    /// <summary>" Cells that kept a disturbed round (marked !) disagreed more between processes, ±15.7 % …", or nothing.</summary>
    private static string DisturbedSpread(MeasurementRecord m) => m.DisturbedProcessSpread is { } d
        ? Invariant($" Cells that kept a disturbed round (marked !) disagreed more between processes, ±{d.Sigma:P1} (from {d.Cells} such cells), so their ± is at least ±{Math.Exp(Engine.ProcessSpread.HalfWidth(d.Sigma, m.Rounds, d.Cells)) - 1:P1}.")
        : string.Empty;

    /// <summary>" Serializers whose processes disagreed more are floored by their own: memorypack ±8.0 % (every ± at least ±23.9 %), …", or nothing.</summary>
    private static string OwnSpreads(MeasurementRecord m)
    {
        if (m.ProcessSpreadBySerializer is not { Count: > 0 } wider)
        {
            return string.Empty;
        }

        var each = wider.OrderByDescending(w => w.Value.Sigma).Select(w =>
            Invariant($"{w.Key} ±{w.Value.Sigma:P1} (every ± at least ±{Math.Exp(Engine.ProcessSpread.HalfWidth(w.Value.Sigma, m.Rounds, w.Value.Cells)) - 1:P1})"));
        return $" Serializers whose own processes disagreed more are floored by their own spread: {string.Join(", ", each)}.";
    }

    /// <summary>
    /// "Times are at the run's median machine speed (canary 1.16 ms): each undisturbed round's times scaled by the canary read
    /// around it, ×0.93 to ×1.04 (run.json keeps each round's measured median).", or null when the run's rounds were not scaled.
    /// </summary>
    public static string? SpeedCorrected(MeasurementRecord m, IReadOnlyList<CellRecord> cells)
    {
        ArgumentNullException.ThrowIfNull(m);
        ArgumentNullException.ThrowIfNull(cells);
        var factors = cells.SelectMany(c => c.Rounds ?? []).Select(r => r.SpeedFactor).OfType<double>().ToList();
        if (m.SpeedReferenceNs is not { } reference || factors.Count == 0)
        {
            return null;
        }

        return Invariant($"Times are at the run's median machine speed (canary {Units.Time(reference)}): each undisturbed round's times scaled by the canary read around it, ×{factors.Min():0.00} to ×{factors.Max():0.00} (run.json keeps each round's measured median).");
    }

    /// <summary>"Machine speed: canary fastest 1.62 ms, median +1 %, slowest +64 %  ▁▁▁█▇▁…", or null without a trace.</summary>
    public static string? Speed(MeasurementRecord m)
    {
        ArgumentNullException.ThrowIfNull(m);
        if (m.CanaryTrace.Count == 0 || m.CanaryBaselineNs is not { } fastest)
        {
            return null;
        }

        var sorted = SortedReadings(m);
        var median = sorted[sorted.Count / 2];
        return Invariant($"Machine speed (canary, {m.CanaryTrace.Count} readings): fastest {Units.Time(fastest)}, median {Slower(median, fastest)}, slowest {Slower(sorted[^1], fastest)}  {Sparkline(m.CanaryTrace, fastest)}");
    }

    /// <summary>The canary over the run as block characters: low = full speed, high = slow (each block the slowest reading of its stretch).</summary>
    public static string Sparkline(IReadOnlyList<CanaryPoint> trace, double fastest)
    {
        ArgumentNullException.ThrowIfNull(trace);
        if (trace.Count == 0 || fastest <= 0)
        {
            return string.Empty;
        }

        var width = Math.Min(SparkWidth, trace.Count);
        var chars = new char[width];
        for (var i = 0; i < width; i++)
        {
            var from = i * trace.Count / width;
            var to = Math.Max(from + 1, (i + 1) * trace.Count / width);
            var slow = (trace.Skip(from).Take(to - from).Max(p => p.Ns) / fastest) - 1;

            // 0 % .. 70 % slower spread over the eight blocks, which holds the steps these machines take (measured:
            // docs/measuring.md, 'Measurements behind the code').
            var level = (int)Math.Clamp(Math.Round(slow / 0.10), 0, Blocks.Length - 1);
            chars[i] = Blocks[level];
        }

        return new string(chars);
    }
}
