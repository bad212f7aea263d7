namespace SerBench.Reports.Runtimes;

/// <summary>One serializer × payload on one runtime, and its place among that runtime's rows.</summary>
/// <param name="Cell">The cell, or null when the run has none there.</param>
/// <param name="Rank">1 + the rows whose interval lies wholly below this one's; rows that cannot be separated share a rank. Null unless ok.</param>
/// <param name="Tied">Another row of the payload holds the same rank on this runtime.</param>
/// <param name="OfBaseline">This runtime's median over the baseline runtime's, for the same serializer and payload.</param>
internal sealed record RuntimeCell(CellRecord? Cell, int? Rank, bool Tied, double? OfBaseline);

/// <summary>A serializer's cells on each runtime, in the run's runtime order.</summary>
internal sealed record RuntimeComparisonRow(string Serializer, IReadOnlyList<RuntimeCell> Cells);

/// <summary>One payload's rows, ordered by the baseline runtime's median.</summary>
internal sealed record RuntimePayloadTable(PayloadRecord Payload, IReadOnlyList<RuntimeComparisonRow> Rows);

/// <summary>A serializer's medians on each runtime over the baseline's: the geometric mean over the payloads both measured.</summary>
internal sealed record RuntimeOverviewRow(string Serializer, IReadOnlyList<double?> MeanOfBaseline, IReadOnlyList<int> Payloads);

/// <summary>Two rows whose order on a payload reverses between the baseline and another runtime, their intervals apart on both.</summary>
internal sealed record RankChange(string Runtime, string Payload, string FasterOnBaseline, string FasterOnRuntime);

/// <summary>
/// The runtimes of a --runtimes run side by side for one operation (round trip when the run has it): what each runtime does
/// to each serializer's time against the first runtime, and which orderings it reverses. An order counts as reversed only
/// when the two rows' intervals are apart on both runtimes, so noise alone never reads as a change of ranking.
/// </summary>
internal sealed record RuntimeComparison(
    string Operation,
    IReadOnlyList<string> Runtimes,
    IReadOnlyList<RuntimeOverviewRow> Overview,
    IReadOnlyList<RuntimePayloadTable> Payloads,
    IReadOnlyList<RankChange> Changes)
{
    public string Baseline => Runtimes[0];

    /// <summary>The comparison of a run with at least two runtimes, or null.</summary>
    public static RuntimeComparison? Build(RunFile run)
    {
        ArgumentNullException.ThrowIfNull(run);
        var runtimes = run.CellRuntimes().OfType<string>().ToList();
        var operation = OperationOf(run);
        if (runtimes.Count < 2 || operation is null)
        {
            return null;
        }

        var cells = run.Cells.Where(c => c.Operation == operation && c.Runtime is not null && c.Status != CellStatus.NotInstalled).ToList();
        var payloads = run.Payloads.Where(p => cells.Any(c => c.Payload == p.Id)).ToList();
        var tables = payloads.Select(p => Table(p, runtimes, cells.Where(c => c.Payload == p.Id).ToList())).ToList();
        var serializers = tables.SelectMany(t => t.Rows).Select(r => r.Serializer).Distinct(StringComparer.Ordinal).ToList();
        var overview = serializers
            .Select(s => OverviewOf(s, runtimes, tables))
            .OrderBy(r => BaselineRank(r.Serializer, tables))
            .ThenBy(r => r.Serializer, StringComparer.Ordinal)
            .ToList();
        var changes = runtimes.Skip(1).SelectMany((r, i) => tables.SelectMany(t => ChangesOn(t, r, i + 1))).ToList();
        return new RuntimeComparison(operation, runtimes, overview, tables, changes);
    }

    private static string? OperationOf(RunFile run)
    {
        var operations = run.Cells.Select(c => c.Operation).Distinct().ToList();
        return operations.Contains(Operations.RoundTrip) ? Operations.RoundTrip : Operations.All.FirstOrDefault(operations.Contains);
    }

    private static RuntimePayloadTable Table(PayloadRecord payload, List<string> runtimes, List<CellRecord> cells)
    {
        var serializers = cells.Select(c => c.Serializer).Distinct(StringComparer.Ordinal).ToList();
        var ranks = runtimes.Select(r => Ranks(cells.Where(c => c.Runtime == r).ToList())).ToList();
        var rows = serializers.Select(s => Row(s, runtimes, cells, ranks)).ToList();
        var ordered = rows
            .OrderBy(r => r.Cells[0].Rank ?? int.MaxValue)
            .ThenBy(r => r.Cells[0].Cell?.MedianNs ?? double.MaxValue)
            .ThenBy(r => r.Serializer, StringComparer.Ordinal)
            .ToList();
        return new RuntimePayloadTable(payload, ordered);
    }

    /// <summary>Each timed serializer's rank on one runtime: 1 + the rows whose interval lies wholly below its own.</summary>
    private static Dictionary<string, int> Ranks(List<CellRecord> cells)
    {
        var timed = cells.Select(Timed).OfType<CellRecord>().ToList();
        return timed.ToDictionary(c => c.Serializer, c => 1 + timed.Count(o => Apart(o, c)), StringComparer.Ordinal);
    }

    private static RuntimeComparisonRow Row(string serializer, List<string> runtimes, List<CellRecord> cells, List<Dictionary<string, int>> ranks)
    {
        var baseline = Timed(cells.FirstOrDefault(c => c.Runtime == runtimes[0] && c.Serializer == serializer));
        var row = runtimes.Select((runtime, i) =>
        {
            var cell = cells.FirstOrDefault(c => c.Runtime == runtime && c.Serializer == serializer);
            if (Timed(cell) is not { } timed)
            {
                return new RuntimeCell(cell, null, false, null);
            }

            var rank = ranks[i][serializer];
            var tied = ranks[i].Count(r => r.Value == rank) > 1;
            return new RuntimeCell(timed, rank, tied, baseline is not null ? timed.MedianNs / baseline.MedianNs : null);
        }).ToList();
        return new RuntimeComparisonRow(serializer, row);
    }

    private static RuntimeOverviewRow OverviewOf(string serializer, List<string> runtimes, List<RuntimePayloadTable> tables)
    {
        var rows = tables.Select(t => t.Rows.FirstOrDefault(r => r.Serializer == serializer)).OfType<RuntimeComparisonRow>().ToList();
        var means = new List<double?>();
        var counts = new List<int>();
        for (var i = 0; i < runtimes.Count; i++)
        {
            var ratios = rows.Select(r => r.Cells[i].OfBaseline).OfType<double>().Where(v => v > 0).ToList();
            means.Add(ratios.Count == 0 ? null : Math.Exp(ratios.Average(Math.Log)));
            counts.Add(ratios.Count);
        }

        return new RuntimeOverviewRow(serializer, means, counts);
    }

    private static IEnumerable<RankChange> ChangesOn(RuntimePayloadTable table, string runtime, int index)
    {
        var rows = table.Rows;
        for (var a = 0; a < rows.Count; a++)
        {
            for (var b = 0; b < rows.Count; b++)
            {
                if (a != b
                    && rows[a].Cells[0].Cell is { } a0 && rows[b].Cells[0].Cell is { } b0 && Timed(a0) is not null && Timed(b0) is not null
                    && rows[a].Cells[index].Cell is { } a1 && rows[b].Cells[index].Cell is { } b1 && Timed(a1) is not null && Timed(b1) is not null
                    && Apart(a0, b0) && Apart(b1, a1))
                {
                    yield return new RankChange(runtime, table.Payload.Id, rows[a].Serializer, rows[b].Serializer);
                }
            }
        }
    }

    /// <summary>The serializer's mean rank on the baseline runtime over the payloads it was timed on there: the overview's order.</summary>
    private static double BaselineRank(string serializer, List<RuntimePayloadTable> tables) =>
        tables.SelectMany(t => t.Rows).Where(r => r.Serializer == serializer).Select(r => r.Cells[0].Rank).OfType<int>()
            .Select(r => (double)r).DefaultIfEmpty(double.MaxValue).Average();

    /// <summary>A cell with a median: ok and timed.</summary>
    private static CellRecord? Timed(CellRecord? cell) => cell is { Status: CellStatus.Ok, MedianNs: > 0 } ? cell : null;

    /// <summary>True when <paramref name="faster"/>'s interval lies wholly below <paramref name="slower"/>'s (a cell without one: its median).</summary>
    private static bool Apart(CellRecord faster, CellRecord slower) =>
        (faster.CiUpperNs ?? faster.MedianNs!.Value) < (slower.CiLowerNs ?? slower.MedianNs!.Value);
}
