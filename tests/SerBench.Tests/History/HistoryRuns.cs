namespace SerBench.Tests.History;

/// <summary>
/// Run files for the history tests: the same eight cells in every run, their medians moved by a deterministic noise of
/// about 2 % (each run's own), started an hour apart, so a series of them is a history where nothing changed.
/// </summary>
internal static class HistoryRuns
{
    public static readonly DateTime FirstStart = new(2026, 11, 1, 8, 0, 0, DateTimeKind.Utc);

    public static RunFile Run(int index, double factor = 1, MachineRecord? machine = null, IReadOnlyList<CellRecord>? extraCells = null, bool counts = false)
    {
        var cells = new List<CellRecord>();
        foreach (var (serializer, baseNs) in new[] { ("stj", 400.0), ("newtonsoft", 900.0) })
        {
            foreach (var payload in new[] { "tiny", "complex" })
            {
                foreach (var operation in new[] { Operations.Serialize, Operations.Deserialize })
                {
                    var median = baseNs * (payload == "complex" ? 5 : 1) * (1 + (0.02 * Noise(index, cells.Count))) * factor;
                    var cell = TestRuns.Ok(serializer, payload, operation, median);
                    cells.Add(counts ? cell with { Counts = Counted(median * 3) } : cell);
                }
            }
        }

        cells.AddRange(extraCells ?? []);
        return new RunFile
        {
            SerbenchVersion = "0.1.0",
            Preset = "quick",
            StartedUtc = FirstStart.AddHours(index),
            FinishedUtc = FirstStart.AddHours(index).AddMinutes(10),
            Environment = TestRuns.Environment() with { Machine = machine ?? TestRuns.Machine() },
            Cells = cells,
        };
    }

    /// <summary>Writes <paramref name="run"/> as run.json into a new folder under <paramref name="root"/>.</summary>
    public static string Write(string root, string name, RunFile run)
    {
        var folder = Path.Combine(root, name);
        RunFileStore.Write(folder, run);
        return folder;
    }

    public static CountsRecord Counted(double instructions) => new()
    {
        Instructions = instructions,
        L1Misses = 10,
        LastLevelMisses = 1,
        BranchMispredictions = 5,
        EstimatedCycles = instructions * 1.1,
        Spread = 0.001,
    };

    /// <summary>A standard normal draw fixed by the run and the cell (Box–Muller over a seeded generator).</summary>
    private static double Noise(int run, int cell)
    {
        var random = new Random((run * 7919) + cell);
        var u1 = 1 - random.NextDouble();
        var u2 = random.NextDouble();
        return Math.Sqrt(-2 * Math.Log(u1)) * Math.Cos(2 * Math.PI * u2);
    }
}
