using SerBench.Overhead.Rows;

namespace SerBench.Overhead;

/// <summary>
/// One counted window of <see cref="InstructionsCheck"/>: <see cref="Calls"/> calls of one side of one operation in one
/// process, on the measuring thread or (<see cref="AllThreads"/>) on every thread.
/// </summary>
internal sealed record CountedWindow(string Row, string Op, OverheadSide Side, int Process, int Number, long Calls, long Instructions, long Compiled, long Collections, bool AllThreads = false)
{
    public double PerCall => Instructions / (double)Calls;
}

/// <summary>
/// A row's operation in instructions per call, from each process's last <see cref="InstructionsChild.KeptWindows"/>
/// windows (after tiering has finished): the median over them for each side, their spread over all processes (largest
/// minus smallest over the median), whether each process's own windows agreed, and what happened inside them.
/// </summary>
/// <remarks>
/// One process repeats its count to the instruction once its code is final; processes of the same side differ a little
/// (most likely from what each process seeds afresh, such as string hashing, which moves a library's dictionary
/// lookups), on the shortest calls in steps, and when tiered by what each process's profile has the JIT inline
/// (measured: docs/measuring.md, 'Measurements behind the code');
/// so only a process's own windows tell whether tiering had finished, and a ratio needs more than one process a side.
/// </remarks>
internal sealed record InstructionCounts(string Row, string Op, double Direct, double DirectSpread, double Adapter, double AdapterSpread, long Compiled, long Collections, bool Settled)
{
    /// <summary>Above this spread among one process's kept windows, tiering was still changing its code.</summary>
    public const double SettledSpread = 0.001;

    /// <summary>
    /// The same for windows counted on every thread, which also hold the pool threads' spinning while they wait for
    /// work, as much as the scheduling gives them, so they agree less closely (measured: docs/measuring.md,
    /// 'Measurements behind the code').
    /// </summary>
    public const double AllThreadsSettledSpread = 0.01;

    public double Ratio => Adapter / Direct;

    /// <summary>One entry per row and operation with both sides counted, in row and operation order.</summary>
    public static IReadOnlyList<InstructionCounts> From(IEnumerable<CountedWindow> windows) =>
        [.. windows.GroupBy(w => (w.Row, w.Op))
            .OrderBy(g => g.Key.Row, StringComparer.Ordinal).ThenBy(g => g.Key.Op, StringComparer.Ordinal)
            .Select(Of).OfType<InstructionCounts>()];

    private static InstructionCounts? Of(IGrouping<(string Row, string Op), CountedWindow> cell)
    {
        var processes = cell.GroupBy(w => (w.Side, w.Process)).Select(p => p.OrderBy(w => w.Number).TakeLast(InstructionsChild.KeptWindows).ToList()).ToList();
        var last = processes.SelectMany(p => p).ToList();
        var direct = last.Where(w => w.Side == OverheadSide.Direct).Select(w => w.PerCall).ToList();
        var adapter = last.Where(w => w.Side == OverheadSide.Adapter).Select(w => w.PerCall).ToList();
        var settled = processes.All(p => Spread([.. p.Select(w => w.PerCall)]) <= (p[0].AllThreads ? AllThreadsSettledSpread : SettledSpread));
        return direct.Count == 0 || adapter.Count == 0
            ? null
            : new(cell.Key.Row, cell.Key.Op, Median(direct), Spread(direct), Median(adapter), Spread(adapter), last.Sum(w => w.Compiled), last.Sum(w => w.Collections), settled);
    }

    private static double Median(List<double> values) => InterleavedCheck.Median(values);

    private static double Spread(List<double> values) => (values.Max() - values.Min()) / Median(values);
}
