namespace SerBench.Labs.Evolve;

/// <summary>evolve.csv beside run.json: one row per serializer × scenario × direction; column names as in run.json.</summary>
internal static class EvolveCsv
{
    public const string FileName = "evolve.csv";

    public static ReportFile File(EvolveSection evolve) => new(FileName, () => CsvTable.Render(
            ["serializer", "scenario", "direction", "outcome", "detail"],
            evolve.Cells.Select(c => new object?[] { c.Serializer, c.Scenario, c.Direction, c.Outcome, c.Detail })));
}
