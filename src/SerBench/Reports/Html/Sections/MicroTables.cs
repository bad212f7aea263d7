namespace SerBench.Reports.Html.Sections;

/// <summary>The sortable tables of one payload (one per operation) and its failures with their diffs.</summary>
internal static class MicroTables
{
    public static void Write(HtmlBuilder html, HtmlReportContext context, PayloadSection section)
    {
        var view = context.View;
        var compression = Engine.Compression.SettingsFor(context.Run.Zstd);
        foreach (var operation in section.Operations)
        {
            var columns = Columns(context.Run, compression);
            var best = operation.Rows.Where(r => r.Cell.Status == CellStatus.Ok).Select(r => r.Cell.MedianNs).Min();
            var table = new HtmlTable([.. columns.Select(c => c.Column)]);
            foreach (var row in operation.Rows)
            {
                table.Add(row.Cell.Status == CellStatus.Failed ? "failed" : null, [.. columns.Select(c => c.Cell(row, best))]);
            }

            html.Heading(4, operation.Operation);
            table.Write(html, "micro");
        }

        if (section.Unsupported.Count > 0)
        {
            // Rows that declined the payload: one line naming them and why, instead of a row of dashes each.
            html.Open("p", ("class", "not-run-line")).Text($"Not run on {section.Id}: ");
            var first = true;
            foreach (var cell in section.Unsupported)
            {
                html.Text(first ? string.Empty : "; ").Element("b", cell.Serializer, ("title", view.DisplayName(cell.Serializer))).Text(" — " + (cell.Reason ?? "unsupported"));
                first = false;
            }

            html.Close("p").Line();
        }

        WriteFailures(html, view, section);
    }

    /// <summary>The table's columns: time figures for a run that timed, counts for one that counted, both for a both run.</summary>
    private static List<(HtmlColumn Column, Func<OperationRow, double?, HtmlCell> Cell)> Columns(RunFile run, string compression)
    {
        static bool Ok(OperationRow r) => r.Cell.Status == CellStatus.Ok;
        var columns = new List<(HtmlColumn Column, Func<OperationRow, double?, HtmlCell> Cell)>
        {
            (new HtmlColumn("API shape", Help: "how bytes leave and enter the library"), (r, _) => r.ApiShape ?? Labels.Dash),
            (new HtmlColumn("Serializer"), (r, _) => Serializer(r)),
            (new HtmlColumn("Format", Optional: true), (r, _) => r.Serializer?.Format ?? Labels.Dash),
            (new HtmlColumn("Codegen", Optional: true), (r, _) => r.Serializer?.Codegen ?? Labels.Dash),
        };
        if (run.HasTime)
        {
            columns.Add((new HtmlColumn("Median", true, "median time of one operation; ~ = noisy"), (r, best) => new HtmlCell(
                Labels.Median(r.Cell), Ok(r) ? r.Cell.MedianNs : null, Classes(Ok(r) && (r.Cell.MedianNs == best || r.TiedForBest), r.Cell.Noisy),
                r.TiedForBest ? "tied for best: the interval overlaps the fastest's" : r.Cell.Noisy ? "noisy: the cell's own interval is wide" : null)));
            columns.Add((new HtmlColumn("±", true, "half-width of the 99.9 % interval: the cell's own, widened to at least the run's spread between processes", Optional: true), (r, _) => new HtmlCell(Labels.HalfWidth(r), r.HalfWidthNs)));
            columns.Add((new HtmlColumn("% of best", true), (r, _) => new HtmlCell(Labels.OfBest(r), r.OfBest)));
            columns.Add((new HtmlColumn("Rounds Δ", true, "how far the rounds' medians (one per measuring process) were apart", Optional: true), (r, _) => new HtmlCell(Labels.RoundsSpread(r.Cell), Ok(r) ? r.Cell.RoundsSpread : null)));
        }

        if (run.HasCounts)
        {
            columns.AddRange(CountsLabels.Columns.Select(c => (new HtmlColumn(c.Header, true, c.Help, c.Optional), (Func<OperationRow, double?, HtmlCell>)((r, _) => new HtmlCell(
                c.Text(r), c.Value(r), c.Header == "Est. cycles" && r.CyclesBestOrTied ? "best" : null)))));
        }

        columns.Add((new HtmlColumn("Allocated", true, "managed bytes per operation; a range when the measuring processes allocated different amounts"), (r, _) => new HtmlCell(Labels.Allocated(r.Cell), Ok(r) ? r.Cell.AllocatedBytes : null)));
        columns.Add((new HtmlColumn("Size", true, "serialized bytes"), (r, _) => new HtmlCell(Labels.Bytes(r.SizeBytes), r.SizeBytes, r.OfSmallest is 1 ? "best" : null)));
        columns.Add((new HtmlColumn("gzip", true, compression, Optional: true), (r, _) => new HtmlCell(Labels.Compressed(r.Cell, r.Cell.GzipBytes), Ok(r) ? r.Cell.GzipBytes : null)));
        columns.Add((new HtmlColumn("brotli", true, compression, Optional: true), (r, _) => new HtmlCell(Labels.Compressed(r.Cell, r.Cell.BrotliBytes), Ok(r) ? r.Cell.BrotliBytes : null)));
        columns.Add((new HtmlColumn("zstd", true, compression, Optional: true), (r, _) => new HtmlCell(Labels.Compressed(r.Cell, r.Cell.ZstdBytes), Ok(r) ? r.Cell.ZstdBytes : null)));
        columns.Add((new HtmlColumn("× smallest", true), (r, _) => new HtmlCell(Labels.Ratio(r.OfSmallest, Units.Times), r.OfSmallest)));
        columns.Add((new HtmlColumn("Note"), (r, _) => r.Cell.Status == CellStatus.Failed
            ? new HtmlCell("FAILED: " + Shorten(r.Cell.Reason), CssClass: "mark-fail", Title: r.Cell.Reason)
            : new HtmlCell(Note(r.Cell), Title: Labels.MeasuringNote(r.Cell))));
        return columns;
    }

    private static void WriteFailures(HtmlBuilder html, RunView view, PayloadSection section)
    {
        var failed = section.Failed.GroupBy(r => (r.Cell.Serializer, r.Cell.Reason, r.Cell.Diff)).ToList();
        foreach (var group in failed)
        {
            var (serializer, reason, diff) = group.Key;
            html.Open("details", ("class", "failure"));
            html.Open("summary").Text($"FAILED {view.DisplayName(serializer)} ({serializer}), {string.Join(", ", group.Select(r => r.Cell.Operation))}: {reason ?? "no reason recorded"}").Close("summary");
            if (!string.IsNullOrWhiteSpace(diff))
            {
                html.Element("pre", diff);
            }

            html.Close("details").Line();
        }
    }

    private static HtmlCell Serializer(OperationRow row)
    {
        var record = row.Serializer;
        var id = row.Cell.Serializer;
        var warning = string.IsNullOrEmpty(record?.Warning) ? string.Empty : " ⚠";
        return new HtmlCell($"{record?.DisplayName ?? id} ({id}){Labels.RowMarks(record)}{warning}", Title: record?.Warning ?? RowTitle(record));
    }

    private static string? RowTitle(SerializerRecord? record) =>
        record?.TwinTypes == true ? "† timed on the library's own generated types; mapping to and from the model is outside the timed call"
        : record?.Codegen == "hand-written" ? "✎ hand-written by the lab on a low-level API: a ceiling for the format" : null;

    private static string Note(CellRecord cell) =>
        string.Join("; ", new[] { cell.Noisy ? "noisy" : string.Empty, Shorten(Labels.MeasuringNote(cell)) }.Where(n => n.Length > 0 && n != "no reason recorded"));

    private static string? Classes(bool best, bool noisy) =>
        (best, noisy) switch { (true, true) => "best noisy", (true, false) => "best", (false, true) => "noisy", _ => null };

    private static string Shorten(string? reason)
    {
        const int Max = 120;
        var text = (reason ?? "no reason recorded").ReplaceLineEndings(" ");
        return text.Length <= Max ? text : text[..(Max - 1)] + "…";
    }
}
