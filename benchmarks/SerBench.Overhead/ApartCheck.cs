using System.Globalization;
using SerBench.Engine.Interference;
using SerBench.Overhead.Rows;

namespace SerBench.Overhead;

/// <summary>
/// The rows' adapter overhead with each side alone in its process (see <see cref="OverheadSide"/>): processes alternate
/// direct, adapter, adapter, direct, …; each times its side's calls in blocks between readings of the lab's canary
/// (one before the first block, one after each) and reports every block's time and every reading.
/// The figure keeps only the blocks the machine ran at full speed, by the lab's own rule: both readings around the
/// block within <see cref="InterferencePolicy.MaxCanarySlowdown"/> of the whole reading's fastest (this VM's speed
/// moves in steps that outlast a block and its readings, and at times flickers).
/// A process with fewer than <see cref="MinFastBlocks"/> such blocks is left out. Beside it: every block scaled by its
/// readings to the median reading, and the plain medians, so a reading on an unsteady machine shows how far they part.
/// Each row has processes of its own, as the lab gives each serializer its own: which other rows a process ran moved a
/// row's direct call by more than the overhead being read (measured: docs/measuring.md, 'Measurements behind the
/// code'). With <c>--together</c> every process runs all the chosen rows, one after the other.
/// Usage: interleaved --apart [--rows avro,hyperion] [--processes 20] [--together].
/// </summary>
internal static class ApartCheck
{
    public const string SideOption = "--side";

    private const int Blocks = 40;

    private const int MinFastBlocks = 5;

    public static int Run(IReadOnlyList<string> rows, int processes, bool together, TextWriter output)
    {
        if (processes < 2)
        {
            output.WriteLine("--apart needs --processes of at least 2: one direct, one adapter.");
            return 2;
        }

        var readings = new List<ProcessReading>();
        for (var p = 0; p < processes; p++)
        {
            // ABBA, so a drift of the machine's speed over the reading falls on both sides alike.
            var side = p % 4 is 0 or 3 ? OverheadSide.Direct : OverheadSide.Adapter;

            // Alone, the rows take turns within each pass, so a slower stretch of the machine falls on many rows' processes.
            foreach (var group in together ? [rows] : rows.Select(r => (IReadOnlyList<string>)[r]))
            {
                readings.AddRange(InterleavedCheck.RunChild(group, [SideOption, side.ToString()]).Select(line => ProcessReading.Parse(line, side)));
            }
        }

        var policy = InterferencePolicy.Default;
        var canaries = readings.SelectMany(r => r.CanaryNs).ToList();
        var fastest = canaries.Min();
        var fastLimit = fastest * (1 + policy.MaxCanarySlowdown);
        var medianCanary = InterleavedCheck.Median(canaries);
        output.WriteLine($"{"row",-28} {"op",-12} {"adapter/direct",15} {"scaled",7} {"plain",7} {"direct ns",10} {"range",15} {"adapter ns",10} {"range",15} {"processes",10}");
        foreach (var cell in readings.GroupBy(r => (r.Row, r.Op)))
        {
            var direct = cell.Where(r => r.Side == OverheadSide.Direct).ToList();
            var adapter = cell.Where(r => r.Side == OverheadSide.Adapter).ToList();
            var fastDirect = direct.Select(r => r.FastMedian(fastLimit)).OfType<double>().ToList();
            var fastAdapter = adapter.Select(r => r.FastMedian(fastLimit)).OfType<double>().ToList();
            var scaled = Ratio(adapter.Select(r => r.ScaledMedian(medianCanary)), direct.Select(r => r.ScaledMedian(medianCanary)));
            var plain = Ratio(adapter.Select(r => r.Median), direct.Select(r => r.Median));
            var kept = $"{fastDirect.Count}+{fastAdapter.Count}/{direct.Count + adapter.Count}";
            var figure = fastDirect.Count > 0 && fastAdapter.Count > 0
                ? string.Create(
                    CultureInfo.InvariantCulture,
                    $"{"×" + Ratio(fastAdapter, fastDirect).ToString("F3", CultureInfo.InvariantCulture),15} {Times(scaled),7} {Times(plain),7} {InterleavedCheck.Median(fastDirect),10:F1} {Range(fastDirect),15} {InterleavedCheck.Median(fastAdapter),10:F1} {Range(fastAdapter),15}")
                : $"{"no fast blocks",15} {Times(scaled),7} {Times(plain),7} {"",10} {"",15} {"",10} {"",15}";
            output.WriteLine($"{cell.Key.Row,-28} {cell.Key.Op,-12} {figure} {kept,10}");
        }

        var slow = canaries.Count(ns => ns > fastLimit) / (double)canaries.Count;
        output.WriteLine(string.Create(
            CultureInfo.InvariantCulture,
            $"{processes} processes per row, one side each, {(together ? "all rows in each" : "one row each")}; processes: with at least {MinFastBlocks} full-speed blocks, direct + adapter / all."));
        output.WriteLine(string.Create(
            CultureInfo.InvariantCulture,
            $"The canary: fastest {fastest / 1e6:F3} ms, median {medianCanary / 1e6:F3} ms; {slow:P1} of its {canaries.Count:N0} readings more than {policy.MaxCanarySlowdown:P0} slower than the fastest; deciles over the fastest: {Deciles(canaries, fastest)}."));
        if (slow > policy.MaxUnsettledShare)
        {
            output.WriteLine(string.Create(
                CultureInfo.InvariantCulture,
                $"The machine did not hold its speed (more than {policy.MaxUnsettledShare:P0} of the readings slow, the lab's rule for a run that never settled): the scaled and plain ratios do not resolve a few percent, and the first column rests on the fewer full-speed blocks."));
        }

        return 0;
    }

    /// <summary>One measuring process: for each row and operation of its side, a line "row op blockNs,… canaryNs,…" (one more reading than blocks).</summary>
    public static void Child(OverheadRow row, OverheadSide side, TextWriter output)
    {
        row.Setup(side);
        var calls = row.TimedCalls(side);
        InterleavedCheck.Warm(calls.Select(c => c.Call));
        var canary = new Canary();
        foreach (var (op, call) in calls)
        {
            var perBlock = InterleavedCheck.CallsPerBlock(call);
            var ns = new List<double>();
            var canaryNs = new List<double> { canary.MeasureNs() };
            for (var b = 0; b < Blocks; b++)
            {
                ns.Add(InterleavedCheck.TimeBlock(call, perBlock));
                canaryNs.Add(canary.MeasureNs());
            }

            output.WriteLine($"{row.Row} {op} {Join(ns, "F2")} {Join(canaryNs, "F0")}");
        }

        row.Cleanup();
    }

    private static string Join(List<double> values, string format) =>
        string.Join(',', values.Select(v => v.ToString(format, CultureInfo.InvariantCulture)));

    private static double Ratio(IEnumerable<double> adapter, IEnumerable<double> direct) =>
        InterleavedCheck.Median(adapter) / InterleavedCheck.Median(direct);

    private static string Times(double ratio) => "×" + ratio.ToString("F3", CultureInfo.InvariantCulture);

    private static string Range(List<double> values) =>
        string.Create(CultureInfo.InvariantCulture, $"{values.Min():F1}–{values.Max():F1}");

    /// <summary>"1.00 1.21 1.30 …": the readings' 10th, 20th, … 90th percentiles as multiples of the fastest, to tell a machine that flickers from one steadily slow.</summary>
    private static string Deciles(List<double> canaries, double fastest)
    {
        var sorted = canaries.Order().ToList();
        return string.Join(' ', Enumerable.Range(1, 9).Select(d => (sorted[Math.Min(sorted.Count - 1, d * sorted.Count / 10)] / fastest).ToString("F2", CultureInfo.InvariantCulture)));
    }

    /// <summary>One process's blocks of one operation, and the canary's readings around them.</summary>
    private sealed record ProcessReading(string Row, string Op, OverheadSide Side, double[] BlockNs, double[] CanaryNs)
    {
        public double Median => InterleavedCheck.Median(BlockNs);

        public static ProcessReading Parse(string line, OverheadSide side)
        {
            var parts = line.Split(' ');
            return new(parts[0], parts[1], side, Numbers(parts[2]), Numbers(parts[3]));
        }

        /// <summary>The median of the blocks both of whose canary readings were within <paramref name="fastLimit"/>; null when too few were.</summary>
        public double? FastMedian(double fastLimit)
        {
            var fast = BlockNs.Where((_, b) => Math.Max(CanaryNs[b], CanaryNs[b + 1]) <= fastLimit).ToList();
            return fast.Count >= MinFastBlocks ? InterleavedCheck.Median(fast) : null;
        }

        /// <summary>The median of every block scaled by the mean of its two readings to <paramref name="canaryNs"/>.</summary>
        public double ScaledMedian(double canaryNs) =>
            InterleavedCheck.Median(BlockNs.Select((ns, b) => ns * canaryNs / ((CanaryNs[b] + CanaryNs[b + 1]) / 2)));

        private static double[] Numbers(string list) =>
            [.. list.Split(',').Select(v => double.Parse(v, CultureInfo.InvariantCulture))];
    }
}
