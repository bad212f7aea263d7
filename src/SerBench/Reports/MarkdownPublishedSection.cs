using SerBench.Reports.Published;

namespace SerBench.Reports;

/// <summary>report.md's "Published figures": the seed tables beside this run, as ratios to the same baseline.</summary>
internal static class MarkdownPublishedSection
{
    public static void Write(StringBuilder md, RunView view)
    {
        if (view.Run.Cells.Count == 0)
        {
            return;
        }

        md.Append("## Published figures beside ours\n\n");
        md.Append("Tables from the published benchmarks SerBench grew from. Hardware and runtime differ, so absolute times do not travel; ratios between serializers do (published rows divide by the published baseline, ours by this run's same serializer).\n\n");
        foreach (var table in SeedComparisons.Build(view, PublishedFigures.Load()))
        {
            md.Append("### ").Append(table.Title).Append("\n\n").Append(table.Source).Append("\n\n");
            var columns = new MarkdownTable(
                ("Payload", false), ("Measure", false), ("Published row", false), ("Published", true), ("Published " + table.RatioBasis, true),
                ("SerBench row", false), ("Ours", true), ("Ours " + table.RatioBasis, true), ("Note", false));
            foreach (var row in table.Rows)
            {
                columns.Add(
                    row.Payload, row.Measure, row.PublishedName, row.PublishedValue, Labels.Ratio(row.PublishedRatio, Units.Times),
                    row.OurId is null ? Labels.Dash : $"`{row.OurId}`", row.OurValue ?? Labels.Dash, Labels.Ratio(row.OurRatio, Units.Times), row.Remark ?? string.Empty);
            }

            columns.Write(md);
            md.Append('\n');
            foreach (var note in table.Notes)
            {
                md.Append("- ").Append(note).Append('\n');
            }

            md.Append('\n');
        }
    }
}
