using System.Globalization;
using SerBench.Engine.Interference;
using SerBench.Overhead.Rows;

namespace SerBench.Overhead;

/// <summary>
/// The rows' adapter overhead with each side alone in its process (see <see cref="OverheadSide"/>): processes alternate
/// direct, adapter, adapter, direct, …; each times its side's calls in blocks, each block followed by a reading of the
/// lab's canary, and reports the side's median time, the canary's, and the median of each block's time over the canary
/// reading that follows it. Times of different blocks meet a machine of different speeds (its steps last seconds, a
/// block and its reading about 10 ms), so each block is scaled by its own canary reading, and the run's figures by the
/// run's median canary, before the sides' medians are compared; the unscaled ratio is printed beside it.
/// Each row has processes of its own, as the lab gives each serializer its own: which other rows a process ran moved a
/// 75 ns direct call by about 5 % (cbor's, 74 ns among all rows, 80–82 ns alone). With <c>--together</c> every process
/// runs all the chosen rows, one after the other.
/// Usage: interleaved --apart [--rows avro,hyperion] [--processes 20] [--together].
/// </summary>
internal static class ApartCheck
{
    public const string SideOption = "--side";

    private const int Blocks = 40;

    public static int Run(IReadOnlyList<string> rows, int processes, bool together, TextWriter output)
    {
        if (processes < 2)
        {
            output.WriteLine("--apart needs --processes of at least 2: one direct, one adapter.");
            return 2;
        }

        var readings = new List<(string Row, string Op, OverheadSide Side, double Ns, double CanaryNs, double PerCanary)>();
        var canaryTrace = new List<double>();
        for (var p = 0; p < processes; p++)
        {
            // ABBA, so a drift of the machine's speed over the reading falls on both sides alike.
            var side = p % 4 is 0 or 3 ? OverheadSide.Direct : OverheadSide.Adapter;

            // Alone, the rows take turns within each pass, so a slower stretch of the machine falls on many rows' processes.
            foreach (var group in together ? [rows] : rows.Select(r => (IReadOnlyList<string>)[r]))
            {
                foreach (var line in InterleavedCheck.RunChild(group, [SideOption, side.ToString()]))
                {
                    var parts = line.Split(' ');
                    readings.Add((parts[0], parts[1], side, Parse(parts[2]), Parse(parts[3]), Parse(parts[4])));
                    canaryTrace.AddRange(parts[5].Split(',').Select(Parse));
                }
            }
        }

        var canary = InterleavedCheck.Median(readings.Select(r => r.CanaryNs));
        output.WriteLine($"{"row",-28} {"op",-12} {"adapter/direct",15} {"unscaled",9} {"direct ns",10} {"range",13} {"adapter ns",10} {"range",13}  ({processes} processes, one side each, {(together ? "all rows in each" : "one row each")})");
        foreach (var cell in readings.GroupBy(r => (r.Row, r.Op)))
        {
            var direct = Scaled(cell, OverheadSide.Direct, canary);
            var adapter = Scaled(cell, OverheadSide.Adapter, canary);
            var raw = InterleavedCheck.Median(cell.Where(r => r.Side == OverheadSide.Adapter).Select(r => r.Ns))
                      / InterleavedCheck.Median(cell.Where(r => r.Side == OverheadSide.Direct).Select(r => r.Ns));
            var d = InterleavedCheck.Median(direct);
            var a = InterleavedCheck.Median(adapter);
            output.WriteLine(string.Create(
                CultureInfo.InvariantCulture,
                $"{cell.Key.Row,-28} {cell.Key.Op,-12} {"×" + (a / d).ToString("F3", CultureInfo.InvariantCulture),15} {"×" + raw.ToString("F3", CultureInfo.InvariantCulture),9} {d,10:F1} {direct.Min(),6:F1}–{direct.Max(),-6:F1} {a,10:F1} {adapter.Min(),6:F1}–{adapter.Max(),-6:F1}"));
        }

        output.WriteLine(string.Create(CultureInfo.InvariantCulture, $"Times scaled to the median canary reading, {canary / 1e6:F3} ms."));
        WriteMachine(canaryTrace, output);
        return 0;
    }

    /// <summary>
    /// How steady the machine was, by the lab's own rule: a reading with more than <see cref="InterferencePolicy.MaxUnsettledShare"/>
    /// of its canary readings over <see cref="InterferencePolicy.MaxCanarySlowdown"/> slower than the fastest is said not to
    /// resolve a few percent (such a stretch read protobuf-net's serialize at ×0.73 and ×1.04 within minutes).
    /// </summary>
    private static void WriteMachine(List<double> canaryTrace, TextWriter output)
    {
        var policy = InterferencePolicy.Default;
        var fastest = canaryTrace.Min();
        var slow = canaryTrace.Count(ns => ns > fastest * (1 + policy.MaxCanarySlowdown)) / (double)canaryTrace.Count;
        output.WriteLine(string.Create(
            CultureInfo.InvariantCulture,
            $"The canary: fastest {fastest / 1e6:F3} ms; {slow:P1} of its {canaryTrace.Count:N0} readings more than {policy.MaxCanarySlowdown:P0} slower."));
        if (slow > policy.MaxUnsettledShare)
        {
            output.WriteLine(string.Create(
                CultureInfo.InvariantCulture,
                $"The machine did not hold its speed (more than {policy.MaxUnsettledShare:P0} of the readings slow): these ratios do not resolve a few percent; read again when it is steady."));
        }
    }

    /// <summary>One measuring process: for each row and operation of its side, a line "row op ns canaryNs nsPerCanaryNs canaryReadings".</summary>
    public static void Child(OverheadRow row, OverheadSide side, TextWriter output)
    {
        row.Setup(side);
        var calls = side == OverheadSide.Direct
            ? new (string Op, Action Call)[] { ("serialize", row.SerializeDirect), ("deserialize", row.DeserializeDirect) }
            : [("serialize", row.SerializeThroughAdapter), ("deserialize", row.DeserializeThroughAdapter)];
        InterleavedCheck.Warm(calls.Select(c => c.Call));
        var canary = new Canary();
        foreach (var (op, call) in calls)
        {
            var perBlock = InterleavedCheck.CallsPerBlock(call);
            var ns = new List<double>();
            var canaryNs = new List<double>();
            var perCanary = new List<double>();
            for (var b = 0; b < Blocks; b++)
            {
                ns.Add(InterleavedCheck.TimeBlock(call, perBlock));
                canaryNs.Add(canary.MeasureNs());
                perCanary.Add(ns[^1] / canaryNs[^1]);
            }

            output.WriteLine(string.Create(CultureInfo.InvariantCulture, $"{row.Row} {op} {InterleavedCheck.Median(ns):F2} {InterleavedCheck.Median(canaryNs):F0} {InterleavedCheck.Median(perCanary):E6} {string.Join(',', canaryNs.Select(c => c.ToString("F0", CultureInfo.InvariantCulture)))}"));
        }

        row.Cleanup();
    }

    private static List<double> Scaled(IEnumerable<(string Row, string Op, OverheadSide Side, double Ns, double CanaryNs, double PerCanary)> cell, OverheadSide side, double canary) =>
        [.. cell.Where(r => r.Side == side).Select(r => r.PerCanary * canary)];

    private static double Parse(string value) => double.Parse(value, CultureInfo.InvariantCulture);
}
