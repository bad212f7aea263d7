namespace SerBench.Reports;

/// <summary>The summary printed at the end of a run (and by `serbench report`): per payload, one row per serializer × operation.</summary>
internal static class ConsoleTable
{
    public static void Write(TextWriter output, RunFile run)
    {
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(run);
        if (!run.IsByRuntime())
        {
            WriteOne(output, run);
            return;
        }

        // A --runtimes run: each runtime's own summary (a ranking never mixes runtimes), then the runtimes side by side.
        foreach (var runtime in run.CellRuntimes())
        {
            output.WriteLine($"=== Runtime {runtime ?? "host"}{(run.RuntimeList().FirstOrDefault(r => r.Name == runtime)?.Version is { } v ? $" ({v})" : string.Empty)} ===");
            output.WriteLine();
            WriteOne(output, run.ForRuntime(runtime));
        }

        if (Runtimes.RuntimeComparison.Build(run) is { } comparison)
        {
            output.WriteLine();
            foreach (var banner in Runtimes.RuntimeComparisonText.Banners(run))
            {
                output.WriteLine(banner);
                output.WriteLine();
            }

            Runtimes.RuntimeComparisonConsole.Write(output, comparison);
        }
    }

    private static void WriteOne(TextWriter output, RunFile run)
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

        if (view.Ranking.Pointer() is { } pointer)
        {
            output.WriteLine(pointer);
            output.WriteLine();
        }

        foreach (var section in view.Payloads)
        {
            output.WriteLine(section.Record?.SizeUnit is { } unit
                ? $"{section.Id} ({Units.Count(section.Size)} {unit})"
                : section.Id);
            var columns = Columns(view);
            var table = new TextTable([.. columns.Select(c => (c.Header, c.Right))]);
            foreach (var row in section.Operations.SelectMany(o => o.Rows))
            {
                table.Add([.. columns.Select(c => c.Text(row))]);
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

        if (view.Payloads.Any(p => p.Operations.SelectMany(o => o.Rows).Any(r => r.CyclesTiedForBest)))
        {
            output.WriteLine("≈ after % of fewest = tied for the fewest estimated cycles: the counts lie within each other's spread between counting processes.");
        }

        if (run.HasCounts)
        {
            output.WriteLine(CountsSummary.ConsoleLine(run));
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

    /// <summary>The table's columns: time figures for a run that timed, counts for one that counted, both for a both run.</summary>
    private static List<(string Header, bool Right, Func<OperationRow, string> Text)> Columns(RunView view)
    {
        var columns = new List<(string Header, bool Right, Func<OperationRow, string> Text)>
        {
            ("operation", false, r => r.Cell.Operation),
            ("api shape", false, r => r.ApiShape ?? Labels.Dash),
            ("serializer", false, r => r.Cell.Serializer + Labels.RowMarks(view.Serializer(r.Cell.Serializer))),
        };
        if (view.Run.HasTime)
        {
            columns.Add(("median", true, r => Labels.Median(r.Cell)));
            columns.Add(("±", true, Labels.HalfWidth));
            columns.Add(("% of best", true, Labels.OfBest));
            columns.Add(("rounds Δ", true, r => Labels.RoundsSpread(r.Cell)));
        }

        if (view.Run.HasCounts)
        {
            columns.AddRange(CountsLabels.ConsoleColumns.Select(c => (c.ConsoleHeader, true, c.Text)));
        }

        columns.Add(("allocated", true, r => Labels.Allocated(r.Cell)));
        columns.Add(("size", true, r => Labels.Bytes(r.SizeBytes)));
        columns.Add(("note", false, r => r.Cell.Status == CellStatus.Failed ? Shorten(r.Cell.Reason) : Shorten(Labels.MeasuringNote(r.Cell), allowEmpty: true)));
        return columns;
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
