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
            var table = new HtmlTable(
                new HtmlColumn("API shape", Help: "how bytes leave and enter the library"), new HtmlColumn("Serializer"), new HtmlColumn("Format", Optional: true), new HtmlColumn("Codegen", Optional: true),
                new HtmlColumn("Median", true, "median time of one operation; ~ = noisy"), new HtmlColumn("±", true, "half-width of the 99.9 % interval: the cell's own, widened to at least the run's spread between processes", Optional: true),
                new HtmlColumn("% of best", true), new HtmlColumn("Rounds Δ", true, "how far the rounds' medians (one per measuring process) were apart", Optional: true), new HtmlColumn("Allocated", true, "managed bytes per operation; a range when the measuring processes allocated different amounts"),
                new HtmlColumn("Size", true, "serialized bytes"), new HtmlColumn("gzip", true, compression, Optional: true), new HtmlColumn("brotli", true, compression, Optional: true), new HtmlColumn("zstd", true, compression, Optional: true),
                new HtmlColumn("× smallest", true), new HtmlColumn("Note"));
            var best = operation.Rows.Where(r => r.Cell.Status == CellStatus.Ok).Select(r => r.Cell.MedianNs).Min();
            foreach (var row in operation.Rows)
            {
                var cell = row.Cell;
                var failed = cell.Status == CellStatus.Failed;
                var ok = cell.Status == CellStatus.Ok;
                table.Add(
                    failed ? "failed" : null,
                    row.ApiShape ?? Labels.Dash,
                    Serializer(view, cell.Serializer),
                    row.Serializer?.Format ?? Labels.Dash,
                    row.Serializer?.Codegen ?? Labels.Dash,
                    new HtmlCell(Labels.Median(cell), ok ? cell.MedianNs : null, Classes(ok && (cell.MedianNs == best || row.TiedForBest), cell.Noisy), row.TiedForBest ? "tied for best: the interval overlaps the fastest's" : cell.Noisy ? "noisy: the cell's own interval is wide" : null),
                    new HtmlCell(Labels.HalfWidth(row), row.HalfWidthNs),
                    new HtmlCell(Labels.OfBest(row), row.OfBest),
                    new HtmlCell(Labels.RoundsSpread(cell), ok ? cell.RoundsSpread : null),
                    new HtmlCell(Labels.Allocated(cell), ok ? cell.AllocatedBytes : null),
                    new HtmlCell(Labels.Bytes(row.SizeBytes), row.SizeBytes, row.OfSmallest is 1 ? "best" : null),
                    new HtmlCell(Labels.Compressed(cell, cell.GzipBytes), ok ? cell.GzipBytes : null),
                    new HtmlCell(Labels.Compressed(cell, cell.BrotliBytes), ok ? cell.BrotliBytes : null),
                    new HtmlCell(Labels.Compressed(cell, cell.ZstdBytes), ok ? cell.ZstdBytes : null),
                    new HtmlCell(Labels.Ratio(row.OfSmallest, Units.Times), row.OfSmallest),
                    new HtmlCell(failed ? "FAILED: " + Shorten(cell.Reason) : Note(cell), CssClass: failed ? "mark-fail" : null, Title: failed ? cell.Reason : Labels.MeasuringNote(cell)));
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

    private static HtmlCell Serializer(RunView view, string id)
    {
        var record = view.Serializer(id);
        var warning = string.IsNullOrEmpty(record?.Warning) ? string.Empty : " ⚠";
        return new HtmlCell($"{view.DisplayName(id)} ({id}){Labels.RowMarks(record)}{warning}", Title: record?.Warning ?? RowTitle(record));
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
