namespace SerBench.Labs.Micro.Counts;

/// <summary>
/// A cell's record from its counting processes: each process's figure is the median of its own windows, the cell's the
/// median over processes, and <see cref="CountsRecord.Spread"/> how far the processes' instruction counts were apart.
/// </summary>
internal static class CountsCells
{
    /// <summary>Above this spread among one process's windows, its code was still changing (tiering had not finished) or its collections fell unevenly.</summary>
    public const double SettledSpread = 0.005;

    public static CellRecord Combine(CellRecord cell, int index, IReadOnlyList<CountsProcessResult> processes)
    {
        var prepared = processes.Select(p => p.Prepared.GetValueOrDefault(index)).OfType<CountsPrepared>().ToList();
        var sizes = prepared.FirstOrDefault(p => p.SizeBytes is not null);
        cell = cell with { SizeBytes = sizes?.SizeBytes, GzipBytes = sizes?.GzipBytes, BrotliBytes = sizes?.BrotliBytes, ZstdBytes = sizes?.ZstdBytes };
        if (prepared.FirstOrDefault(p => p.Status != CellStatus.Ok) is { } notOk)
        {
            return cell with { Status = notOk.Status, Reason = notOk.Reason, Diff = notOk.Diff };
        }

        if (processes.FirstOrDefault(p => p.Failure is not null) is { } failed)
        {
            return cell with { Status = CellStatus.Failed, Reason = $"Not counted: {failed.Failure}." };
        }

        var perProcess = processes.Select(p => p.Windows.Where(w => w.Window.Index == index).ToList()).ToList();
        if (perProcess.Any(w => w.Count == 0))
        {
            return cell with { Status = CellStatus.Failed, Reason = "Not counted: a counting process reported no window of this cell." };
        }

        var allThreads = processes.Count > 0 && processes[0].AllThreads;
        var figures = perProcess.Select(ProcessFigures).ToList();
        var instructions = figures.Select(f => f.Instructions).ToList();
        var l1 = Median(figures.Select(f => f.L1));
        var ll = Median(figures.Select(f => f.LastLevel));
        var windows = perProcess.SelectMany(w => w).Select(w => w.Window).ToList();
        var calls = windows.Sum(w => w.Calls);
        var allocated = windows.Sum(w => allThreads ? w.ProcessBytes : w.ThreadBytes);
        return cell with
        {
            Status = CellStatus.Ok,
            AllocatedBytes = (long)Math.Round(allocated / (double)calls),
            Gen0PerThousandOps = windows.Sum(w => w.Gen0) * 1000.0 / calls,
            Gen1PerThousandOps = windows.Sum(w => w.Gen1) * 1000.0 / calls,
            Gen2PerThousandOps = windows.Sum(w => w.Gen2) * 1000.0 / calls,
            Counts = new CountsRecord
            {
                Instructions = Median(instructions),
                L1Misses = l1,
                LastLevelMisses = ll,
                BranchMispredictions = Median(figures.Select(f => f.Mispredictions)),
                EstimatedCycles = CyclesFormula.Of(Median(instructions), l1, ll),
                Spread = Spread(instructions),
                ProcessInstructions = instructions,
                Calls = calls,
                AllThreads = allThreads,
                Settled = figures.All(f => f.WindowSpread <= SettledSpread),
            },
        };
    }

    /// <summary>True when another thread allocated beyond the counters' slack in a window counted on the measuring thread alone: the row's calls continue elsewhere.</summary>
    public static bool OtherThreadsWorked(CountsProcessResult process) =>
        !process.AllThreads && process.Windows.Any(w => w.Window.ProcessBytes - w.Window.ThreadBytes > AllocationCount.OtherThreadsSlackBytes);

    private static ProcessFigure ProcessFigures(List<(CountsWindow Window, CallgrindDump Dump)> windows)
    {
        double PerCall((CountsWindow Window, CallgrindDump Dump) w, params string[] events) => events.Sum(e => w.Dump[e]) / (double)w.Window.Calls;
        var instructions = windows.Select(w => PerCall(w, "Ir")).ToList();
        return new ProcessFigure(
            Median(instructions),
            Median(windows.Select(w => PerCall(w, "I1mr", "D1mr", "D1mw"))),
            Median(windows.Select(w => PerCall(w, "ILmr", "DLmr", "DLmw"))),
            Median(windows.Select(w => PerCall(w, "Bcm", "Bim"))),
            Spread(instructions));
    }

    private static double Median(IEnumerable<double> values)
    {
        var sorted = values.Order().ToList();
        var middle = sorted.Count / 2;
        return sorted.Count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    private static double Spread(List<double> values) => values.Count < 2 || Median(values) == 0 ? 0 : (values.Max() - values.Min()) / Median(values);

    private sealed record ProcessFigure(double Instructions, double L1, double LastLevel, double Mispredictions, double WindowSpread);
}
