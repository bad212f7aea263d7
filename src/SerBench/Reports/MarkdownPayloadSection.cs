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

        foreach (var operation in section.Operations.Where(o => o.Rows.Count > 0))
        {
            md.Append(CultureInfo.InvariantCulture, $"### {operation.Operation}\n\n");
            var table = new MarkdownTable(
                ("API shape", false), ("Serializer", false), ("Format", false), ("Codegen", false),
                ("Median", true), ("±", true), ("% of best", true), ("Rounds Δ", true), ("Allocated", true), ("GCs / 1k ops", true),
                ("Size", true), ("gzip", true), ("brotli", true), ("zstd", true), ("× smallest", true), ("Note", false));
            foreach (var row in operation.Rows)
            {
                var cell = row.Cell;
                table.Add(
                    row.ApiShape ?? Labels.Dash,
                    Labels.Serializer(view, cell.Serializer),
                    row.Serializer?.Format ?? Labels.Dash,
                    row.Serializer?.Codegen ?? Labels.Dash,
                    Labels.Median(cell),
                    Labels.HalfWidth(row),
                    Labels.OfBest(row),
                    Labels.RoundsSpread(cell),
                    Labels.Allocated(cell),
                    Labels.Collections(cell),
                    Labels.Bytes(row.SizeBytes),
                    Labels.Compressed(cell, cell.GzipBytes),
                    Labels.Compressed(cell, cell.BrotliBytes),
                    Labels.Compressed(cell, cell.ZstdBytes),
                    Labels.Ratio(row.OfSmallest, Units.Times),
                    cell.Status == RunFiles.CellStatus.Ok ? Labels.MeasuringNote(cell) : string.Empty);
            }

            table.Write(md);
            md.Append('\n');
        }

        WriteFailures(md, view, section);
        WriteUnsupported(md, view, section);
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
