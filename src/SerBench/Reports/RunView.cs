namespace SerBench.Reports;

/// <summary>
/// A run file arranged for reading: cells by payload and operation, rows grouped by API shape and ranked,
/// with "% of best" (of time, and of estimated cycles when the run counted) and "× smallest" worked out once for
/// every report, and what the run's rankings read (<see cref="Ranking"/>).
/// </summary>
internal sealed class RunView
{
    /// <summary>The order API-shape groups appear in: the cheapest API first.</summary>
    public static readonly IReadOnlyList<string> ShapeOrder = ["buffer-writer", "byte-array", "stream", "string"];

    private readonly Dictionary<string, SerializerRecord> _serializers;

    public RunView(RunFile run)
    {
        ArgumentNullException.ThrowIfNull(run);
        Run = run;
        Ranking = Ranking.Of(run);
        _serializers = run.Serializers
            .GroupBy(s => s.Id, StringComparer.OrdinalIgnoreCase)
            .ToDictionary(g => g.Key, g => g.First(), StringComparer.OrdinalIgnoreCase);
        Payloads = BuildSections(run);
    }

    public RunFile Run { get; }

    /// <summary>What the summary and the recommendation rank by: time, or estimated cycles.</summary>
    public Ranking Ranking { get; }

    public IReadOnlyList<PayloadSection> Payloads { get; }

    public SerializerRecord? Serializer(string id) => _serializers.GetValueOrDefault(id);

    public string DisplayName(string id) => Serializer(id)?.DisplayName ?? id;

    public static int ShapeRank(string? shape)
    {
        var index = shape is null ? -1 : ShapeOrder.ToList().IndexOf(shape);
        return index < 0 ? ShapeOrder.Count : index;
    }

    private List<PayloadSection> BuildSections(RunFile run)
    {
        if (run.Cells.Count == 0)
        {
            // A lab without micro cells (robustness, startup) lists its payloads for its own sections, not for tables.
            return [];
        }

        // Sections follow the run's payload list; cells of a payload the list lacks still get a section.
        var keys = run.Payloads.Select(p => (p.Id, p.Size)).ToList();
        foreach (var cell in run.Cells)
        {
            if (!keys.Contains((cell.Payload, cell.PayloadSize)))
            {
                keys.Add((cell.Payload, cell.PayloadSize));
            }
        }

        var sections = new List<PayloadSection>();
        foreach (var (id, size) in keys)
        {
            var cells = run.Cells.Where(c => c.Payload == id && c.PayloadSize == size).ToList();
            var record = run.Payloads.FirstOrDefault(p => p.Id == id && p.Size == size);
            sections.Add(BuildSection(id, size, record, cells));
        }

        return sections;
    }

    private PayloadSection BuildSection(string id, int size, PayloadRecord? record, List<CellRecord> cells)
    {
        var sizes = cells
            .Where(c => c.Status == CellStatus.Ok && c.SizeBytes is > 0)
            .GroupBy(c => c.Serializer)
            .ToDictionary(g => g.Key, g => g.First().SizeBytes);
        long? smallest = sizes.Count == 0 ? null : sizes.Values.Min();
        var operations = new List<OperationTable>();
        foreach (var operation in cells.Select(c => c.Operation).Distinct())
        {
            var opCells = cells.Where(c => c.Operation == operation && c.Status != CellStatus.Unsupported && c.Status != CellStatus.NotInstalled).ToList();
            var best = opCells.Where(c => c.Status == CellStatus.Ok && c.MedianNs is > 0).Select(c => c.MedianNs!.Value).DefaultIfEmpty().Min();
            var bestCell = opCells.Where(c => c.Status == CellStatus.Ok && c.MedianNs is > 0).MinBy(c => c.MedianNs!.Value);
            var fewest = opCells.Where(c => c.Status == CellStatus.Ok && c.Counts?.EstimatedCycles is > 0).MinBy(c => c.Counts!.EstimatedCycles);
            var rows = opCells
                .Select(c =>
                {
                    var serializer = Serializer(c.Serializer);
                    var sizeBytes = c.SizeBytes ?? sizes.GetValueOrDefault(c.Serializer);
                    var ok = c.Status == CellStatus.Ok;
                    return new OperationRow(
                        c,
                        serializer,
                        serializer?.ApiShape,
                        ok ? sizeBytes : null,
                        ok && best > 0 && c.MedianNs is { } m ? m / best : null,
                        ok && smallest is > 0 && sizeBytes is { } s ? (double)s / smallest.Value : null)
                    {
                        TiedForBest = ok && bestCell is not null && !ReferenceEquals(c, bestCell) && Overlaps(c, bestCell),
                        CyclesOfBest = ok && fewest is not null && c.Counts?.EstimatedCycles is { } cycles ? cycles / fewest.Counts!.EstimatedCycles : null,
                        CyclesTiedForBest = ok && fewest is not null && !ReferenceEquals(c, fewest) && c.Counts is { } counts && CountsOverlap(counts, fewest.Counts!),
                    };
                })
                .OrderBy(r => ShapeRank(r.ApiShape))
                .ThenBy(r => r.Cell.Status == CellStatus.Ok ? 0 : 1)
                .ThenBy(r => r.Cell.MedianNs ?? double.MaxValue)
                .ThenBy(r => r.Cell.Counts?.EstimatedCycles ?? double.MaxValue)
                .ThenBy(r => r.Cell.Serializer, StringComparer.Ordinal)
                .ToList();
            operations.Add(new OperationTable(operation, rows));
        }

        var unsupported = cells
            .Where(c => c.Status is CellStatus.Unsupported or CellStatus.NotInstalled)
            .GroupBy(c => (c.Serializer, c.Reason))
            .Select(g => g.First())
            .ToList();
        return new PayloadSection(id, size, record, smallest, operations, unsupported);
    }

    /// <summary>True when the two cells' intervals overlap: the measurement cannot tell them apart.</summary>
    private static bool Overlaps(CellRecord a, CellRecord b) =>
        a is { CiLowerNs: { } aLow, CiUpperNs: { } aHigh } && b is { CiLowerNs: { } bLow, CiUpperNs: { } bHigh }
        && aHigh > 0 && bHigh > 0 && aLow <= bHigh && bLow <= aHigh;

    /// <summary>
    /// True when two cells' estimated cycles lie within each other's spread between counting processes (each taken as
    /// ± half its spread, which spans two processes exactly): the counts cannot rank them.
    /// </summary>
    private static bool CountsOverlap(CountsRecord a, CountsRecord b)
    {
        var (aLow, aHigh) = (a.EstimatedCycles * (1 - (a.Spread / 2)), a.EstimatedCycles * (1 + (a.Spread / 2)));
        var (bLow, bHigh) = (b.EstimatedCycles * (1 - (b.Spread / 2)), b.EstimatedCycles * (1 + (b.Spread / 2)));
        return aLow <= bHigh && bLow <= aHigh;
    }
}

/// <summary>One payload at one size, with its tables.</summary>
internal sealed record PayloadSection(
    string Id,
    int Size,
    PayloadRecord? Record,
    long? SmallestSizeBytes,
    IReadOnlyList<OperationTable> Operations,
    IReadOnlyList<CellRecord> Unsupported)
{
    public IEnumerable<OperationRow> Failed => Operations.SelectMany(o => o.Rows).Where(r => r.Cell.Status == CellStatus.Failed);
}

/// <summary>The rows of one payload × operation, grouped by API shape, fastest first within a group.</summary>
internal sealed record OperationTable(string Operation, IReadOnlyList<OperationRow> Rows);

/// <summary>A measured or failed cell with what the tables add to it.</summary>
internal sealed record OperationRow(
    CellRecord Cell,
    SerializerRecord? Serializer,
    string? ApiShape,
    long? SizeBytes,
    double? OfBest,
    double? OfSmallest)
{
    /// <summary>True when this row is not the fastest but its interval overlaps the fastest's: tied for best.</summary>
    public bool TiedForBest { get; init; }

    /// <summary>The fastest row, or one tied with it.</summary>
    public bool BestOrTied => OfBest is 1 || TiedForBest;

    /// <summary>Estimated cycles relative to the fewest ok cell of the same payload and operation; null without counts.</summary>
    public double? CyclesOfBest { get; init; }

    /// <summary>True when this row does not have the fewest cycles but its counts overlap the fewest's within their spread.</summary>
    public bool CyclesTiedForBest { get; init; }

    /// <summary>The row with the fewest estimated cycles, or one tied with it.</summary>
    public bool CyclesBestOrTied => CyclesOfBest is 1 || CyclesTiedForBest;

    /// <summary>The ratio to the best by <paramref name="ranking"/>'s figure.</summary>
    public double? RankedOfBest(Ranking ranking) => ranking.ByCounts ? CyclesOfBest : OfBest;

    /// <summary>Best or tied by <paramref name="ranking"/>'s figure.</summary>
    public bool RankedBestOrTied(Ranking ranking) => ranking.ByCounts ? CyclesBestOrTied : BestOrTied;

    /// <summary>Half the width of the confidence interval, in ns.</summary>
    public double? HalfWidthNs => Cell is { CiLowerNs: { } lower, CiUpperNs: { } upper } ? (upper - lower) / 2 : null;
}
