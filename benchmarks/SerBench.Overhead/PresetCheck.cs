using System.Diagnostics;
using System.Globalization;
using SerBench.Engine;
using SerBench.Payloads;
using SerBench.RunFiles;
using SerBench.Serializers;

namespace SerBench.Overhead;

/// <summary>
/// Measures chosen cells with each named preset through the real engine, and prints median, the CI
/// half-width as a share of the median, and the wall time each cell took, so presets can be tuned.
/// Usage: presets --preset quick,full --cells stj/simple/serialize,... [--repeat N].
/// With --grid and SERBENCH_TUNING_ITERATIONS=1 it also prints every round's iterations, to see whether a cell drifts within its process.
/// </summary>
internal static class PresetCheck
{
    public static int Run(string[] args, TextWriter output)
    {
        var presets = PresetComparison.Option(args, "--preset", "quick,full").Split(',').Select(Parse).ToList();
        if (Array.IndexOf(args, "--grid") >= 0)
        {
            return RunGrid(presets[0], PresetComparison.Option(args, "--grid", "stj"), PresetComparison.Option(args, "--payloads", "tiny,simple,complex"), output);
        }

        var cells = PresetComparison.Option(args, "--cells", "stj/simple/serialize").Split(',').Select(c => c.Split('/')).ToList();
        var repeat = int.Parse(PresetComparison.Option(args, "--repeat", "1"), CultureInfo.InvariantCulture);
        var adapters = BuiltInSerializers.Installed();

        output.WriteLine($"{"preset",-12} {"cell",-40} {"median ns",12} {"ci±%",6} {"iters",5} {"alloc B",9} {"wall s",7}");
        var medians = new Dictionary<(string Preset, string Cell), List<double>>();
        var walls = new Dictionary<string, List<double>>();
        for (var r = 0; r < repeat; r++)
        {
            foreach (var preset in presets)
            {
                foreach (var parts in cells)
                {
                    var adapter = adapters.Single(a => a.Info.Id == parts[0]);
                    var payload = BuiltInPayloads.All.Single(p => p.Id == parts[1]);
                    var plan = new MicroRunPlan(preset, [adapter], [new SizedPayload(payload, payload.DefaultSize)], [parts[2]]);
                    var clock = Stopwatch.StartNew();
                    var cell = new InProcessMicroLab().Run(plan, NullObserver.Instance, CancellationToken.None).Single();
                    var wall = clock.Elapsed.TotalSeconds;
                    var name = string.Join('/', parts);
                    if (!walls.TryGetValue(Label(preset), out var wallList))
                    {
                        walls[Label(preset)] = wallList = [];
                    }

                    wallList.Add(wall);
                    if (cell.Status != CellStatus.Ok)
                    {
                        output.WriteLine($"{Label(preset),-12} {name,-40} {cell.Status}: {cell.Reason}");
                        continue;
                    }

                    var half = (cell.CiUpperNs - cell.CiLowerNs) / 2 / cell.MedianNs * 100;
                    output.WriteLine(string.Create(CultureInfo.InvariantCulture,
                        $"{Label(preset),-12} {name,-40} {cell.MedianNs,12:F1} {half,6:F2} {cell.Iterations,5} {cell.AllocatedBytes,9} {wall,7:F2}"));
                    if (!medians.TryGetValue((Label(preset), name), out var list))
                    {
                        medians[(Label(preset), name)] = list = [];
                    }

                    list.Add(cell.MedianNs!.Value);
                }
            }
        }

        foreach (var (label, values) in walls)
        {
            output.WriteLine(string.Create(CultureInfo.InvariantCulture, $"{label}: {values.Average():F2} s per cell over {values.Count} cells"));
        }

        if (presets.Count > 1)
        {
            PresetComparison.Print(medians, Label(presets[^1]), output);
        }

        return 0;
    }

    // One run of serializers x payloads x every operation, as the CLI would plan it: wall seconds per cell.
    private static int RunGrid(Preset preset, string serializers, string payloads, TextWriter output)
    {
        var installed = BuiltInSerializers.Installed();
        var adapters = serializers == "all" ? installed : serializers.Split(',').Select(id => installed.Single(a => a.Info.Id == id)).ToList();
        var sized = payloads.Split(',').Select(id => BuiltInPayloads.All.Single(p => p.Id == id)).Select(p => new SizedPayload(p, p.DefaultSize)).ToList();
        var clock = Stopwatch.StartNew();
        var cells = new InProcessMicroLab().Run(new MicroRunPlan(preset, adapters, sized, Operations.All), NullObserver.Instance, CancellationToken.None);
        var wall = clock.Elapsed.TotalSeconds;
        foreach (var cell in cells)
        {
            var half = cell.MedianNs is { } m ? (cell.CiUpperNs - cell.CiLowerNs) / 2 / m * 100 : null;
            output.WriteLine(string.Create(CultureInfo.InvariantCulture,
                $"{cell.Serializer + "/" + cell.Payload + "/" + cell.Operation,-45} {cell.Status,-11} {cell.MedianNs,12:F1} {half,6:F2} {cell.Reason}"));
            if (Environment.GetEnvironmentVariable("SERBENCH_TUNING_ITERATIONS") == "1")
            {
                foreach (var round in cell.Rounds ?? [])
                {
                    output.WriteLine(string.Create(CultureInfo.InvariantCulture, $"  round {round.Round}: {string.Join(' ', round.IterationNs.Select(ns => ns.ToString("F0", CultureInfo.InvariantCulture)))}"));
                }
            }
        }

        var measured = cells.Count(c => c.Status == CellStatus.Ok);
        output.WriteLine(string.Create(CultureInfo.InvariantCulture,
            $"{preset.Name}: {cells.Count} cells ({measured} measured) in {wall:F1} s = {wall / cells.Count:F2} s per cell, {wall / Math.Max(1, measured):F2} s per measured cell; noisy: {cells.Count(c => c.Noisy)}"));
        return 0;
    }

    // A name, or "W/N/T/Q[/flags]" = W warm-ups, N iterations of T ms, JIT quiet Q ms (Q may be "-"), flags as Preset.ForTuning, for tuning.
    private static Preset Parse(string name)
    {
        if (Preset.Find(name) is { } preset)
        {
            return preset;
        }

        var p = name.Split('/');
        if (p.Length is not (4 or 5))
        {
            throw new ArgumentException($"Unknown preset '{name}'; valid presets are {string.Join(", ", Preset.All.Select(x => x.Name))} or W/N/T/Q.");
        }

        return Preset.ForTuning(
            int.Parse(p[0], CultureInfo.InvariantCulture),
            int.Parse(p[1], CultureInfo.InvariantCulture),
            double.Parse(p[2], CultureInfo.InvariantCulture),
            p[3] == "-" ? null : double.Parse(p[3], CultureInfo.InvariantCulture),
            p.Length == 5 ? p[4] : "");
    }

    private static string Label(Preset preset) =>
        preset.Name != "tuning" ? preset.Name : string.Create(CultureInfo.InvariantCulture,
            $"{preset.WarmupCount}/{preset.IterationCount}/{preset.IterationTime?.TotalMilliseconds}/{preset.JitQuietPeriod?.TotalMilliseconds}/{(preset.CalibratesInvocations ? "c" : "")}{(preset.SubtractsOverhead ? "" : "o")}{(preset.ForcesGcBetweenIterations ? "" : "g")}");

    private sealed class NullObserver : IRunObserver
    {
        public static NullObserver Instance { get; } = new();

        public void Planned(int totalCells)
        {
        }

        public void CellStarting(int index, string serializer, string payload, string operation)
        {
        }

        public void CellCompleted(int index, CellRecord cell)
        {
        }
    }
}
