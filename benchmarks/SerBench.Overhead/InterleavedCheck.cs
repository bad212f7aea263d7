using System.Diagnostics;
using System.Globalization;
using SerBench.Engine;
using SerBench.Overhead.Rows;

namespace SerBench.Overhead;

/// <summary>
/// The rows' adapter overhead, read so that a few percent mean something on a VM whose speed moves in steps and whose
/// code layout differs per process: in each of several fresh processes, blocks of direct calls and blocks of calls
/// through the adapter alternate (so a change of speed falls on both), and the process's ratio is the adapter's median
/// block over the direct call's; the figure is the median of the processes' ratios, printed with their range.
/// One BenchmarkDotNet run reads a single process's layout, which moves unchanged code by more than the overhead read
/// (measured: docs/measuring.md, 'Measurements behind the code').
/// Usage: interleaved [--rows avro,hyperion] [--processes 8] [--apart [--together]] (each side alone in its process: <see cref="ApartCheck"/>).
/// </summary>
internal static class InterleavedCheck
{
    public const string ChildVerb = "interleaved-child";

    private const int Blocks = 60;

    private static readonly TimeSpan BlockTime = TimeSpan.FromMilliseconds(5);

    private static readonly TimeSpan CalibrationTime = TimeSpan.FromMilliseconds(20);

    public static int Run(string[] args, TextWriter output)
    {
        if (ChosenRows(args, output) is not { } rows)
        {
            return 2;
        }

        if (!int.TryParse(PresetComparison.Option(args, "--processes", "8"), CultureInfo.InvariantCulture, out var processes) || processes < 1)
        {
            output.WriteLine("--processes takes a whole number of at least 1.");
            return 2;
        }

        if (args.Contains("--apart"))
        {
            return ApartCheck.Run(rows, processes, args.Contains("--together"), output);
        }

        var ratios = new Dictionary<(string Row, string Op), List<(double Ratio, double Direct, double Adapter)>>();
        for (var p = 0; p < processes; p++)
        {
            foreach (var line in RunChild(rows))
            {
                var parts = line.Split(' ');
                var key = (parts[0], parts[1]);
                var values = parts[2..].Select(v => double.Parse(v, CultureInfo.InvariantCulture)).ToArray();
                (ratios.TryGetValue(key, out var list) ? list : ratios[key] = []).Add((values[0], values[1], values[2]));
            }
        }

        output.WriteLine($"{"row",-28} {"op",-12} {"adapter/direct",15} {"range",13} {"direct ns",10} {"adapter ns",10}  ({processes} processes)");
        foreach (var ((row, op), list) in ratios)
        {
            output.WriteLine(string.Create(
                CultureInfo.InvariantCulture,
                $"{row,-28} {op,-12} {"×" + Median(list.Select(x => x.Ratio)).ToString("F3", CultureInfo.InvariantCulture),15} {list.Min(x => x.Ratio),6:F3}–{list.Max(x => x.Ratio),-6:F3} {Median(list.Select(x => x.Direct)),10:F1} {Median(list.Select(x => x.Adapter)),10:F1}"));
        }

        return 0;
    }

    /// <summary>One measuring process: for each row and operation, a line "row op ratio directNs adapterNs".</summary>
    public static int Child(string[] args, TextWriter output)
    {
        var rows = PresetComparison.Option(args, "--rows", string.Empty).Split(',');
        var side = Enum.Parse<OverheadSide>(PresetComparison.Option(args, ApartCheck.SideOption, nameof(OverheadSide.Both)));
        foreach (var row in Rows().Where(r => rows.Contains(r.Row)))
        {
            if (side != OverheadSide.Both)
            {
                ApartCheck.Child(row, side, output);
                continue;
            }

            row.Setup();
            var pairs = new (string Op, Action Direct, Action Adapter)[]
            {
                ("serialize", row.SerializeDirect, row.SerializeThroughAdapter),
                ("deserialize", row.DeserializeDirect, row.DeserializeThroughAdapter),
            };
            // Setup warmed the library as the lab does, through the codec's interface; this is the timed calls' first
            // call (their compilation), and their tiering and the direct calls' settle as in the lab's priming run.
            Warm(pairs.SelectMany(p => new[] { p.Direct, p.Adapter }));
            foreach (var (op, direct, adapter) in pairs)
            {
                var calls = CallsPerBlock(direct);
                var directNs = new List<double>();
                var adapterNs = new List<double>();
                for (var b = 0; b < Blocks; b++)
                {
                    directNs.Add(TimeBlock(direct, calls));
                    adapterNs.Add(TimeBlock(adapter, calls));
                }

                var d = Median(directNs);
                var a = Median(adapterNs);
                output.WriteLine(string.Create(CultureInfo.InvariantCulture, $"{row.Row} {op} {a / d:F4} {d:F2} {a:F2}"));
            }

            row.Cleanup();
        }

        return 0;
    }

    /// <summary>The rows named by --rows (every row without it); null, with the valid ids written, when one is unknown.</summary>
    internal static IReadOnlyList<string>? ChosenRows(string[] args, TextWriter output)
    {
        var known = Rows().Select(r => r.Row).ToList();
        var rows = PresetComparison.Option(args, "--rows", string.Join(',', known)).Split(',');
        if (rows.FirstOrDefault(r => !known.Contains(r)) is { } unknown)
        {
            output.WriteLine($"No overhead row '{unknown}'; the rows are {string.Join(", ", known)}.");
            return null;
        }

        return rows;
    }

    internal static List<OverheadRow> Rows() =>
        [.. typeof(OverheadRow).Assembly.GetTypes()
            .Where(t => t.IsSubclassOf(typeof(OverheadRow)) && !t.IsAbstract)
            .Select(t => (OverheadRow)Activator.CreateInstance(t)!)
            .OrderBy(r => r.Row, StringComparer.Ordinal)];

    /// <summary>The timed calls' first calls, until the JIT is quiet: their compilation and tiering, as in the lab's priming run.</summary>
    internal static void Warm(IEnumerable<Action> calls) =>
        JitWarmup.UntilQuiet([.. calls.Select(a => new OverheadRow.Call(a))], OverheadRow.JitQuiet, (_, ex) => throw ex);

    internal static IEnumerable<string> RunChild(IReadOnlyList<string> rows, IEnumerable<string>? extra = null)
    {
        var command = ToolProcess.SelfCommand();
        var start = new ProcessStartInfo(command[0]) { RedirectStandardOutput = true };
        ToolProcess.AsMeasuringProcess(start);
        foreach (var arg in command.Skip(1).Concat([ChildVerb, "--rows", string.Join(',', rows)]).Concat(extra ?? []))
        {
            start.ArgumentList.Add(arg);
        }

        using var process = Process.Start(start)!;
        var lines = process.StandardOutput.ReadToEnd().Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
        process.WaitForExit();
        return process.ExitCode == 0 ? lines : throw new InvalidOperationException($"The measuring process exited with {process.ExitCode}.");
    }

    internal static int CallsPerBlock(Action action)
    {
        // Up to 10,000 calls or 20 ms, whichever comes first: the OData rows' calls take hundreds of microseconds.
        var start = Stopwatch.GetTimestamp();
        var calls = 0;
        while (calls < 10_000 && (calls < 10 || Stopwatch.GetElapsedTime(start) < CalibrationTime))
        {
            action();
            calls++;
        }

        var perCall = Stopwatch.GetElapsedTime(start).TotalNanoseconds / calls;
        return (int)Math.Max(1, BlockTime.TotalNanoseconds / Math.Max(perCall, 1));
    }

    internal static double TimeBlock(Action action, int calls)
    {
        var start = Stopwatch.GetTimestamp();
        for (var i = 0; i < calls; i++)
        {
            action();
        }

        return Stopwatch.GetElapsedTime(start).TotalNanoseconds / calls;
    }

    internal static double Median(IEnumerable<double> values) => SampleStatistics.Of([.. values]).Median;
}
