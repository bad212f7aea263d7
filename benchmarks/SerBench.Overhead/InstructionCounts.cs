using SerBench.Overhead.Rows;

namespace SerBench.Overhead;

/// <summary>One counted window of <see cref="InstructionsCheck"/>: <see cref="Calls"/> calls of one side of one operation in one process.</summary>
internal sealed record CountedWindow(string Row, string Op, OverheadSide Side, int Process, int Number, long Calls, long Instructions, long Compiled, long Collections)
{
    public double PerCall => Instructions / (double)Calls;
}

/// <summary>
/// A row's operation in instructions per call, from each process's last <see cref="InstructionsChild.KeptWindows"/>
/// windows (after tiering has finished; the spread shows whether it had): the median over them for each side, their
/// spread (largest minus smallest over the median), and what happened inside them.
/// </summary>
internal sealed record InstructionCounts(string Row, string Op, double Direct, double DirectSpread, double Adapter, double AdapterSpread, long Compiled, long Collections)
{
    /// <summary>Above this spread the kept windows still saw tiering change the code.</summary>
    public const double SettledSpread = 0.001;

    public double Ratio => Adapter / Direct;

    public bool Settled => DirectSpread <= SettledSpread && AdapterSpread <= SettledSpread;

    /// <summary>One entry per row and operation with both sides counted, in row and operation order.</summary>
    public static IReadOnlyList<InstructionCounts> From(IEnumerable<CountedWindow> windows) =>
        [.. windows.GroupBy(w => (w.Row, w.Op))
            .OrderBy(g => g.Key.Row, StringComparer.Ordinal).ThenBy(g => g.Key.Op, StringComparer.Ordinal)
            .Select(Of).OfType<InstructionCounts>()];

    private static InstructionCounts? Of(IGrouping<(string Row, string Op), CountedWindow> cell)
    {
        var last = cell.GroupBy(w => (w.Side, w.Process)).SelectMany(p => p.OrderBy(w => w.Number).TakeLast(InstructionsChild.KeptWindows)).ToList();
        var direct = last.Where(w => w.Side == OverheadSide.Direct).Select(w => w.PerCall).ToList();
        var adapter = last.Where(w => w.Side == OverheadSide.Adapter).Select(w => w.PerCall).ToList();
        return direct.Count == 0 || adapter.Count == 0
            ? null
            : new(cell.Key.Row, cell.Key.Op, Median(direct), Spread(direct), Median(adapter), Spread(adapter), last.Sum(w => w.Compiled), last.Sum(w => w.Collections));
    }

    private static double Median(List<double> values) => InterleavedCheck.Median(values);

    private static double Spread(List<double> values) => (values.Max() - values.Min()) / Median(values);
}
