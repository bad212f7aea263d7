namespace SerBench.Labs.Scenarios;

/// <summary>The console summary at the end of `serbench scenarios`.</summary>
internal static class ScenariosConsole
{
    public static void Write(TextWriter output, RunFile run)
    {
        if (run.Scenarios is not { } scenarios)
        {
            return;
        }

        output.WriteLine($"Scenarios of seed 001 (ratio to {scenarios.Baseline})");
        var table = new TextTable(("scenario", false), ("payload", false), ("serializer", false), ("median", true), ("ratio", true));
        foreach (var r in scenarios.Rows.Where(r => r.Status != CellStatus.Unsupported))
        {
            table.Add(r.Scenario, r.Payload, r.Serializer, LabText.Status(r.Status, LabText.Time(r.MedianNs, r.Noisy)), LabText.Ratio(r.Ratio));
        }

        table.Write(output, "  ");
    }
}
