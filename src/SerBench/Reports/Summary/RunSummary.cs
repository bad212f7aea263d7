namespace SerBench.Reports.Summary;

/// <summary>What one serializer × payload cell of the summary shows.</summary>
internal enum SummaryState
{
    Ok,
    Failed,
    NotRun,
    Missing,
}

/// <summary>
/// One cell of the summary: the ranked figure (time, or estimated cycles: <see cref="Ranking"/>) relative to the
/// payload's best (tied cells count as best), size relative to its smallest, or why there is no figure.
/// </summary>
internal sealed record SummaryCell(SummaryState State, double? OfBest = null, bool BestOrTied = false, double? OfSmallest = null, string? Reason = null)
{
    /// <summary>The run's other measure beside the ranked one, relative to its best (a both run), or null.</summary>
    public double? Beside { get; init; }

    /// <summary>True when the ranked figure is a time and a round of the cell stayed disturbed after its re-measurements: it may be slow.</summary>
    public bool Disturbed { get; init; }

    /// <summary>True when the figure beside is tied with its best (overlapping intervals, or counts within their spread).</summary>
    public bool BesideTied { get; init; }

    /// <summary>True when the figure beside is that disturbed time (a both run ranked by counts).</summary>
    public bool BesideDisturbed { get; init; }
}

/// <summary>A serializer's cells across the payloads of one operation.</summary>
internal sealed record SummaryRow(string Serializer, string DisplayName, IReadOnlyList<SummaryCell> Cells)
{
    /// <summary>Geometric mean of the ranked ratios of its measured cells; what the rows are ordered by.</summary>
    public double? MeanOfBest { get; init; }
}

/// <summary>The whole run for one operation: a row per serializer, a column per payload.</summary>
internal sealed record SummaryGrid(string Operation, IReadOnlyList<PayloadSection> Payloads, IReadOnlyList<SummaryRow> Rows);

/// <summary>
/// The summary picture of a run, one grid per operation: every measured serializer against every payload, so the
/// whole run reads at once. Rows that are not installed on this machine are listed once, not as empty rows.
/// </summary>
internal sealed record RunSummary(IReadOnlyList<SummaryGrid> Grids, IReadOnlyList<SerializerRecord> NotInstalled)
{
    /// <summary>What the grids rank by.</summary>
    public required Ranking Ranking { get; init; }

    /// <summary>True when every cell shows the run's other measure beside the ranked one (a both run).</summary>
    public bool HasBeside { get; init; }

    /// <summary>True when a cell of a grid carries the disturbed mark.</summary>
    public bool AnyDisturbed => Grids.Any(g => g.Rows.Any(r => r.Cells.Any(c => c.Disturbed || c.BesideDisturbed)));

    public static RunSummary Build(RunView view)
    {
        ArgumentNullException.ThrowIfNull(view);
        var payloads = view.Payloads;
        var serializers = view.Run.Cells
            .Where(c => c.Status != CellStatus.NotInstalled)
            .Select(c => c.Serializer)
            .Distinct(StringComparer.OrdinalIgnoreCase)
            .ToList();
        var operations = payloads.SelectMany(p => p.Operations).Select(o => o.Operation).Distinct().ToList();
        var grids = operations.Select(op => Grid(view, op, payloads, serializers)).ToList();
        var notInstalled = view.Run.Serializers.Where(s => !s.Installed).OrderBy(s => s.Id, StringComparer.Ordinal).ToList();
        return new RunSummary(grids, notInstalled) { Ranking = view.Ranking, HasBeside = view.Run.HasTime && view.Run.HasCounts };
    }

    private static SummaryGrid Grid(RunView view, string operation, IReadOnlyList<PayloadSection> payloads, List<string> serializers)
    {
        var rows = serializers
            .Select(id => Row(view, id, operation, payloads))
            .OrderBy(r => r.MeanOfBest ?? double.MaxValue)
            .ThenBy(r => r.Serializer, StringComparer.Ordinal)
            .ToList();
        return new SummaryGrid(operation, payloads, rows);
    }

    private static SummaryRow Row(RunView view, string id, string operation, IReadOnlyList<PayloadSection> payloads)
    {
        var cells = payloads.Select(p => Cell(view, p, id, operation)).ToList();
        var ratios = cells.Where(c => c.OfBest is > 0).Select(c => Math.Log(c.OfBest!.Value)).ToList();
        return new SummaryRow(id, view.DisplayName(id), cells)
        {
            MeanOfBest = ratios.Count == 0 ? null : Math.Exp(ratios.Average()),
        };
    }

    private static SummaryCell Cell(RunView view, PayloadSection payload, string id, string operation)
    {
        var row = payload.Operations
            .FirstOrDefault(o => o.Operation == operation)?.Rows
            .FirstOrDefault(r => string.Equals(r.Cell.Serializer, id, StringComparison.OrdinalIgnoreCase));
        if (row is not null)
        {
            var ranking = view.Ranking;
            return row.Cell.Status == CellStatus.Ok
                ? new SummaryCell(SummaryState.Ok, row.RankedOfBest(ranking), row.RankedBestOrTied(ranking), row.OfSmallest)
                {
                    Beside = view.Run.HasTime && view.Run.HasCounts ? (ranking.ByCounts ? row.OfBest : row.CyclesOfBest) : null,
                    BesideTied = ranking.ByCounts ? row.TiedForBest : row.CyclesTiedForBest,
                    Disturbed = !ranking.ByCounts && row.Cell.Disturbed,
                    BesideDisturbed = ranking.ByCounts && view.Run.HasTime && row.Cell.Disturbed,
                }
                : new SummaryCell(SummaryState.Failed, Reason: row.Cell.Reason);
        }

        var unsupported = payload.Unsupported.FirstOrDefault(c => string.Equals(c.Serializer, id, StringComparison.OrdinalIgnoreCase));
        return unsupported is not null
            ? new SummaryCell(SummaryState.NotRun, Reason: unsupported.Reason)
            : new SummaryCell(SummaryState.Missing, Reason: "not in this run");
    }
}
