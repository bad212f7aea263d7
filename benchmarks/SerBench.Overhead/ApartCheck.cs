using System.Globalization;
using SerBench.Engine.Interference;
using SerBench.Overhead.Rows;

namespace SerBench.Overhead;

/// <summary>
/// The rows' adapter overhead with each side alone in its process (see <see cref="OverheadSide"/>): processes alternate
/// direct, adapter, adapter, direct, …; each times its side's calls in blocks, each block followed by a reading of the
/// lab's canary, and reports the side's median time and the canary's. Times of different processes meet a machine of
/// different speeds, so each is scaled by its process's canary to the run's median canary before the sides' medians are
/// compared; the unscaled ratio is printed beside it.
/// Usage: interleaved --apart [--rows avro,hyperion] [--processes 20].
/// </summary>
internal static class ApartCheck
{
    public const string SideOption = "--side";

    private const int Blocks = 40;

    public static int Run(IReadOnlyList<string> rows, int processes, TextWriter output)
    {
        if (processes < 2)
        {
            output.WriteLine("--apart needs --processes of at least 2: one direct, one adapter.");
            return 2;
        }

        var readings = new List<(string Row, string Op, OverheadSide Side, double Ns, double CanaryNs)>();
        for (var p = 0; p < processes; p++)
        {
            // ABBA, so a drift of the machine's speed over the reading falls on both sides alike.
            var side = p % 4 is 0 or 3 ? OverheadSide.Direct : OverheadSide.Adapter;
            foreach (var line in InterleavedCheck.RunChild(rows, [SideOption, side.ToString()]))
            {
                var parts = line.Split(' ');
                readings.Add((parts[0], parts[1], side, Parse(parts[2]), Parse(parts[3])));
            }
        }

        var canary = InterleavedCheck.Median(readings.Select(r => r.CanaryNs));
        output.WriteLine($"{"row",-28} {"op",-12} {"adapter/direct",15} {"unscaled",9} {"direct ns",10} {"range",13} {"adapter ns",10} {"range",13}  ({processes} processes, one side each)");
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
        return 0;
    }

    /// <summary>One measuring process: for each row and operation of its side, a line "row op ns canaryNs".</summary>
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
            for (var b = 0; b < Blocks; b++)
            {
                ns.Add(InterleavedCheck.TimeBlock(call, perBlock));
                canaryNs.Add(canary.MeasureNs());
            }

            output.WriteLine(string.Create(CultureInfo.InvariantCulture, $"{row.Row} {op} {InterleavedCheck.Median(ns):F2} {InterleavedCheck.Median(canaryNs):F0}"));
        }

        row.Cleanup();
    }

    private static List<double> Scaled(IEnumerable<(string Row, string Op, OverheadSide Side, double Ns, double CanaryNs)> cell, OverheadSide side, double canary) =>
        [.. cell.Where(r => r.Side == side).Select(r => r.Ns * canary / r.CanaryNs)];

    private static double Parse(string value) => double.Parse(value, CultureInfo.InvariantCulture);
}
