namespace SerBench.Labs.Scenarios;

/// <summary>The scenarios section of report.md: seed 001's table shape, our ratios to the baseline beside the seed's own.</summary>
internal static class ScenariosMarkdown
{
    public static void Write(StringBuilder md, RunView view, ScenariosSection scenarios)
    {
        md.Append("## Scenarios of seed 001\n\n");
        md.Append(CultureInfo.InvariantCulture, $"Times are medians per benchmark call. Seed 001's \"Multiple Times\" scenarios do {ScenarioIds.Many} operations per call on the same object, as the seed did; the two \"10 different\" variants (not in the seed) do them on {ScenarioIds.Many} different objects ({scenarios.Variants}). ");
        md.Append(CultureInfo.InvariantCulture, $"Ratios are to `{scenarios.Baseline}` on this machine, and to the seed's own System.Text.Json for the seed's figures (AMD Ryzen 9 3950X, .NET 5): compare ratios, not times. ");
        md.Append("\"Create\" builds the object with the payload's factory inside the timed call. Rows marked † time the library's work on its own generated types, prepared outside the timed call, in every scenario but the two \"create\" ones: there the object built inside the call is the payload's model, which these rows map to their generated type inside the call too, so their create figures are an upper bound (their users would build the generated type directly).\n\n");
        var notes = new SortedSet<string>(StringComparer.Ordinal);
        foreach (var scenario in ScenarioIds.All)
        {
            var rows = scenarios.Rows.Where(r => r.Scenario == scenario && r.Status != CellStatus.Unsupported).ToList();
            var seed = scenarios.Seed.Where(s => s.Scenario == scenario).ToList();
            if (rows.Count == 0)
            {
                continue;
            }

            md.Append(CultureInfo.InvariantCulture, $"### {ScenarioIds.SeedName(scenario)} (`{scenario}`)\n\n");
            var table = new MarkdownTable(
                ("Payload", false), ("Serializer", false), ("Median", true), ("Allocated", true), ($"Ratio to {scenarios.Baseline}", true),
                ("Seed row", false), ("Seed mean", true), ("Seed allocated", true), ("Seed ratio to STJ", true));
            foreach (var payload in rows.Select(r => r.Payload).Distinct())
            {
                foreach (var r in rows.Where(r => r.Payload == payload).OrderBy(r => r.Ratio ?? double.MaxValue))
                {
                    var s = Seed001Rows.SeedName(r.Serializer) is { } name ? seed.FirstOrDefault(x => x.Payload == payload && x.Serializer == name) : null;
                    if (s?.Note is { } note)
                    {
                        notes.Add(note);
                    }

                    table.Add(
                        payload,
                        Labels.Serializer(view, r.Serializer),
                        LabText.Status(r.Status, LabText.Time(r.MedianNs, r.Noisy)),
                        Labels.Bytes(r.AllocatedBytes),
                        LabText.Ratio(r.Ratio),
                        s?.Serializer ?? Labels.Dash,
                        s is null ? Labels.Dash : Units.Time(s.MeanNs),
                        Labels.Bytes(s?.AllocatedBytes),
                        LabText.Ratio(s?.RatioToSystemTextJson) + (s?.Note is null ? string.Empty : " *"));
                }

                foreach (var s in seed.Where(x => x.Payload == payload && !Seed001Rows.IsOurs(x.Serializer)))
                {
                    table.Add(payload, "(not installed here)", Labels.Dash, Labels.Dash, Labels.Dash, s.Serializer, Units.Time(s.MeanNs), Labels.Bytes(s.AllocatedBytes), LabText.Ratio(s.RatioToSystemTextJson));
                }
            }

            table.Write(md);
            md.Append('\n');
        }

        foreach (var note in notes)
        {
            md.Append(CultureInfo.InvariantCulture, $"\\* {note}.\n\n");
        }

        var failed = scenarios.Rows.Where(r => r.Status is CellStatus.Failed or CellStatus.Unsupported).GroupBy(r => (r.Serializer, r.Payload, r.Status, r.Reason)).ToList();
        if (failed.Count > 0)
        {
            md.Append("**Not measured**\n\n");
            foreach (var g in failed)
            {
                md.Append(CultureInfo.InvariantCulture, $"- {Labels.Serializer(view, g.Key.Serializer)} × {g.Key.Payload}: {g.Key.Status}: {g.Key.Reason}\n");
            }

            md.Append('\n');
        }
    }
}
