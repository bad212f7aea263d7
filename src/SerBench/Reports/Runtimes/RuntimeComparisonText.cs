namespace SerBench.Reports.Runtimes;

/// <summary>A table of the comparison as plain cell text, so markdown, HTML and the console say the same.</summary>
internal sealed record ComparisonTable(string Title, IReadOnlyList<string> Headers, IReadOnlyList<IReadOnlyList<string>> Rows, IReadOnlyList<string> Notes);

/// <summary>The words and tables of <see cref="RuntimeComparison"/>, shared by every view of it.</summary>
internal static class RuntimeComparisonText
{
    /// <summary>
    /// "net8.0: MACHINE NEVER SETTLED: …" for each runtime whose time figures cannot be compared, so the first screen of a
    /// --runtimes run says so before it sets runtimes side by side.
    /// </summary>
    public static IReadOnlyList<string> Banners(RunFile run)
    {
        ArgumentNullException.ThrowIfNull(run);
        var banners = run.CellRuntimes()
            .Select(r => (Runtime: r ?? "host", Banner: MeasurementSummary.Banner(run.ForRuntime(r))))
            .Where(b => b.Banner is not null)
            .Select(b => $"{b.Runtime}: {b.Banner}")
            .ToList();
        return banners.Count == 0
            ? []
            : [.. banners, "The ratios and ranks below set these figures side by side: where a runtime's machine never settled, read them as indicative only. Counts do not move with the machine's load (docs/counts.md)."];
    }

    public static string Heading(RuntimeComparison comparison) => $"Runtimes side by side · {comparison.Operation}";

    public static string Intro(RuntimeComparison comparison) =>
        $"Each runtime's median {comparison.Operation} time against {comparison.Baseline}'s, for the same serializer and payload " +
        $"(below 1.00×: faster than on {comparison.Baseline}). The runtimes were measured one after the other on this machine, " +
        "each in its own measuring processes with the same rules; `serbench compare RUN --runtimes A,B` judges every cell of two of them.";

    /// <summary>Each serializer over every payload: the geometric mean of its ratios to the baseline.</summary>
    public static ComparisonTable Overview(RuntimeComparison comparison)
    {
        var rows = comparison.Overview.Select(r => (IReadOnlyList<string>)
            [r.Serializer, .. r.MeanOfBaseline.Select((m, i) => m is { } mean
                ? $"{Units.Times(mean)} ({r.Payloads[i].ToString(CultureInfo.InvariantCulture)})"
                : Missing(comparison, r.Serializer, comparison.Runtimes[i]))]).ToList();
        return new ComparisonTable(
            "Every payload at once",
            ["Serializer", .. comparison.Runtimes],
            rows,
            [$"Geometric mean, over the payloads timed on both runtimes (their number in brackets), of the median on that runtime over the median on {comparison.Baseline}."]);
    }

    /// <summary>One payload: each runtime's rank, median and ratio to the baseline; failures and rows not run listed with why.</summary>
    public static ComparisonTable Payload(RuntimeComparison comparison, RuntimePayloadTable table)
    {
        var rows = table.Rows.Select(r => (IReadOnlyList<string>)[r.Serializer, .. r.Cells.Select((c, i) => Cell(c, i == 0))]).ToList();
        var notes = table.Rows
            .SelectMany(r => r.Cells.Select((c, i) => (r.Serializer, Runtime: comparison.Runtimes[i], c.Cell)))
            .Where(x => x.Cell is { Status: not CellStatus.Ok })
            .Select(x => $"{x.Serializer} on {x.Runtime}: {Status(x.Cell!)}: {x.Cell!.Reason ?? "no reason recorded"}")
            .ToList();
        return new ComparisonTable(Title(table.Payload), ["Serializer", .. comparison.Runtimes], rows, notes);
    }

    private static string Title(PayloadRecord payload) =>
        payload.SizeUnit is { } unit ? $"{payload.Id} — {Units.Count(payload.Size)} {unit}" : payload.Id;

    public static string CellLegend =>
        "Each cell: the serializer's rank among that runtime's rows for the payload (≈: it shares the rank, the intervals " +
        "overlap), its median, and its median over the first runtime's. `!`: the cell stayed disturbed, its time may be slow.";

    /// <summary>The orderings a runtime reverses, or the sentence that says none does.</summary>
    public static IReadOnlyList<string> Changes(RuntimeComparison comparison)
    {
        if (comparison.Changes.Count == 0)
        {
            return [$"No runtime reverses an ordering: every pair of rows whose intervals are apart both on {comparison.Baseline} and on another runtime is in the same order on both."];
        }

        return [.. comparison.Changes.Select(c =>
            $"On {c.Runtime}, {c.Payload}: {c.FasterOnRuntime} is faster than {c.FasterOnBaseline}; on {comparison.Baseline}, {c.FasterOnBaseline} was (both intervals apart).")];
    }

    private static string Cell(RuntimeCell cell, bool baseline)
    {
        if (cell.Cell is null)
        {
            return Labels.Dash;
        }

        if (cell.Rank is not { } rank)
        {
            return Status(cell.Cell);
        }

        var text = $"{(cell.Tied ? "≈" : string.Empty)}#{rank.ToString(CultureInfo.InvariantCulture)} · {(cell.Cell.Disturbed ? "!" : string.Empty)}{Units.Time(cell.Cell.MedianNs!.Value)}";
        return baseline || cell.OfBaseline is not { } ratio ? text : $"{text} · {Units.Times(ratio)}";
    }

    private static string Status(CellRecord cell) => cell.Status switch
    {
        CellStatus.Failed => "FAILED",
        CellStatus.Unsupported => "not run",
        _ => cell.Status,
    };

    /// <summary>Why a serializer has no ratio on a runtime: it failed or was not run there on every payload, or has no baseline.</summary>
    private static string Missing(RuntimeComparison comparison, string serializer, string runtime)
    {
        var cells = comparison.Payloads.SelectMany(p => p.Rows).Where(r => r.Serializer == serializer)
            .Select(r => r.Cells[comparison.Runtimes.ToList().IndexOf(runtime)].Cell).OfType<CellRecord>().ToList();
        return cells.Any(c => c.Status == CellStatus.Failed) ? "FAILED"
            : cells.Count > 0 && cells.All(c => c.Status == CellStatus.Unsupported) ? "not run"
            : Labels.Dash;
    }
}
