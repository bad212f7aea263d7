namespace SerBench.Reports;

/// <summary>One payload of report.md: a table per operation, then failures with their diffs and the rows that did not run.</summary>
internal static class MarkdownPayloadSection
{
    public static void Write(StringBuilder md, RunView view, PayloadSection section)
    {
        md.Append(CultureInfo.InvariantCulture, $"## Payload {Labels.PayloadTitle(section)}\n\n");
        if (section.Record?.Description is { Length: > 0 } description)
        {
            md.Append(description).Append("\n\n");
        }

        var columns = Columns(view);
        foreach (var operation in section.Operations.Where(o => o.Rows.Count > 0))
        {
            md.Append(CultureInfo.InvariantCulture, $"### {operation.Operation}\n\n");
            var table = new MarkdownTable([.. columns.Select(c => (c.Header, c.Right))]);
            foreach (var row in operation.Rows)
            {
                table.Add([.. columns.Select(c => c.Text(row))]);
            }

            table.Write(md);
            md.Append('\n');
        }

        WriteFailures(md, view, section);
        WriteUnsupported(md, view, section);
    }

    /// <summary>The table's columns: the time figures for a run that timed, the counts for one that counted, both for a both run.</summary>
    private static List<(string Header, bool Right, Func<OperationRow, string> Text)> Columns(RunView view)
    {
        var run = view.Run;
        var columns = new List<(string Header, bool Right, Func<OperationRow, string> Text)>
        {
            ("API shape", false, r => r.ApiShape ?? Labels.Dash),
            ("Serializer", false, r => Labels.Serializer(view, r.Cell.Serializer)),
            ("Format", false, r => r.Serializer?.Format ?? Labels.Dash),
            ("Codegen", false, r => r.Serializer?.Codegen ?? Labels.Dash),
        };
        if (run.HasTime)
        {
            columns.Add(("Median", true, r => Labels.Median(r.Cell)));
            columns.Add(("±", true, Labels.HalfWidth));
            columns.Add(("% of best", true, Labels.OfBest));
            columns.Add(("Rounds Δ", true, r => Labels.RoundsSpread(r.Cell)));
        }

        if (run.HasCounts)
        {
            columns.AddRange(CountsLabels.Columns.Select(c => (c.Header, true, c.Text)));
        }

        columns.Add(("Allocated", true, r => Labels.Allocated(r.Cell)));
        columns.Add(("GCs / 1k ops", true, r => Labels.Collections(r.Cell)));
        columns.Add(("Size", true, r => Labels.Bytes(r.SizeBytes)));
        columns.Add(("gzip", true, r => Labels.Compressed(r.Cell, r.Cell.GzipBytes)));
        columns.Add(("brotli", true, r => Labels.Compressed(r.Cell, r.Cell.BrotliBytes)));
        columns.Add(("zstd", true, r => Labels.Compressed(r.Cell, r.Cell.ZstdBytes)));
        columns.Add(("× smallest", true, r => Labels.Ratio(r.OfSmallest, Units.Times)));
        columns.Add(("Note", false, r => r.Cell.Status == RunFiles.CellStatus.Ok ? Labels.MeasuringNote(r.Cell) : string.Empty));
        return columns;
    }

    private static void WriteFailures(StringBuilder md, RunView view, PayloadSection section)
    {
        var failed = section.Failed.ToList();
        if (failed.Count == 0)
        {
            return;
        }

        md.Append("**Failed cells**\n\n");

        // A codec that cannot be built fails every operation the same way: one entry, all its operations.
        foreach (var group in failed.GroupBy(r => (r.Cell.Serializer, r.Cell.Reason, r.Cell.Diff)))
        {
            var (serializer, reason, diff) = group.Key;
            var operations = string.Join(", ", group.Select(r => r.Cell.Operation));
            md.Append(CultureInfo.InvariantCulture, $"- {Labels.Serializer(view, serializer)}, {operations}: {reason ?? "no reason recorded"}\n");
            if (!string.IsNullOrWhiteSpace(diff))
            {
                md.Append("\n  ```text\n");
                foreach (var line in diff.ReplaceLineEndings("\n").TrimEnd('\n').Split('\n'))
                {
                    md.Append("  ").Append(line).Append('\n');
                }

                md.Append("  ```\n\n");
            }
        }

        md.Append('\n');
    }

    private static void WriteUnsupported(StringBuilder md, RunView view, PayloadSection section)
    {
        if (section.Unsupported.Count == 0)
        {
            return;
        }

        md.Append("**Not run**\n\n");
        foreach (var cell in section.Unsupported)
        {
            md.Append(CultureInfo.InvariantCulture, $"- {Labels.Serializer(view, cell.Serializer)}: {cell.Reason ?? "unsupported, no reason recorded"}\n");
        }

        md.Append('\n');
    }
}
