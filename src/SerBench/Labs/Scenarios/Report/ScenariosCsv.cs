namespace SerBench.Labs.Scenarios;

/// <summary>scenarios.csv beside run.json: one row per scenario × payload × serializer; column names as in run.json.</summary>
internal static class ScenariosCsv
{
    public const string FileName = "scenarios.csv";

    public static ReportFile File(ScenariosSection scenarios) => new(FileName, () => CsvTable.Render(
            ["scenario", "payload", "serializer", "status", "reason", "medianNs", "meanNs", "ciLowerNs", "ciUpperNs", "allocatedBytes", "noisy", "ratio"],
            scenarios.Rows.Select(r => new object?[]
            {
                r.Scenario, r.Payload, r.Serializer, r.Status, r.Reason, r.MedianNs, r.MeanNs, r.CiLowerNs, r.CiUpperNs, r.AllocatedBytes, r.Noisy, r.Ratio,
            })));
}
