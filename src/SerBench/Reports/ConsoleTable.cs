namespace SerBench.Reports;

/// <summary>The summary printed at the end of a run (and by `serbench report`): per payload, one row per serializer × operation.</summary>
internal static class ConsoleTable
{
    public static void Write(TextWriter output, RunFile run)
    {
        var view = new RunView(run);
        if (PartialRunNote.Detail(run) is { } partial)
        {
            output.WriteLine($"PARTIAL RUN {partial}");
            output.WriteLine();
        }

        if (MeasurementSummary.Banner(run) is { } banner)
        {
            output.WriteLine(banner);
            output.WriteLine();
        }

        foreach (var section in view.Payloads)
        {
            output.WriteLine(section.Record?.SizeUnit is { } unit
                ? $"{section.Id} ({Units.Count(section.Size)} {unit})"
                : section.Id);
            var table = new TextTable(
                ("operation", false), ("api shape", false), ("serializer", false), ("median", true), ("±", true),
                ("% of best", true), ("rounds Δ", true), ("allocated", true), ("size", true), ("note", false));
            foreach (var operation in section.Operations)
            {
                foreach (var row in operation.Rows)
                {
                    var cell = row.Cell;
                    table.Add(
                        operation.Operation,
                        row.ApiShape ?? Labels.Dash,
                        cell.Serializer + Labels.RowMarks(view.Serializer(cell.Serializer)),
                        Labels.Median(cell),
                        Labels.HalfWidth(row),
                        Labels.OfBest(row),
                        Labels.RoundsSpread(cell),
                        Labels.Allocated(cell),
                        Labels.Bytes(row.SizeBytes),
                        cell.Status == CellStatus.Failed ? Shorten(cell.Reason) : Shorten(Labels.MeasuringNote(cell), allowEmpty: true));
                }
            }

            table.Write(output, "  ");
            foreach (var cell in section.Unsupported)
            {
                output.WriteLine($"  not run: {cell.Serializer}: {Shorten(cell.Reason)}");
            }

            output.WriteLine();
        }

        if (view.Payloads.Any(p => p.Operations.SelectMany(o => o.Rows).Any(r => r.Cell.Noisy)))
        {
            output.WriteLine("~ = noisy: the confidence interval's half-width exceeds 5 % of the median.");
        }

        if (view.Payloads.Any(p => p.Operations.SelectMany(o => o.Rows).Any(r => r.TiedForBest)))
        {
            output.WriteLine("≈ = tied for best: the interval overlaps the fastest cell's, so the measurement cannot rank them.");
        }

        foreach (var line in Labels.RowMarkLegend(run))
        {
            output.WriteLine(line);
        }

        if (run.Cells.Any(c => c.AllocatedBytesMax is not null))
        {
            output.WriteLine($"a–b allocated = {Labels.AllocationRangeMeaning}.");
        }

        if (run.Cells.Any(c => c.Disturbed))
        {
            output.WriteLine("! = disturbed: a round of this cell was still measured while the machine was busy or slow after its re-measurements.");
        }

        foreach (var line in MeasurementSummary.Lines(run))
        {
            output.WriteLine(line);
        }

        output.WriteLine();
        Summary.SummaryConsole.Write(output, view);
    }

    private static string Shorten(string? reason, bool allowEmpty = false)
    {
        if (allowEmpty && string.IsNullOrEmpty(reason))
        {
            return string.Empty;
        }

        const int Max = 100;
        var text = (reason ?? "no reason recorded").ReplaceLineEndings(" ");
        return text.Length <= Max ? text : text[..(Max - 1)] + "…";
    }
}
