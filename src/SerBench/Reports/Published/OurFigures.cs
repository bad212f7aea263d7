namespace SerBench.Reports.Published;

/// <summary>Looks up this run's figure for a published row: a measured median or size, or why there is none.</summary>
internal sealed class OurFigures(RunView view)
{
    public CellRecord? Cell(string? serializer, string payload, string operation) =>
        serializer is null
            ? null
            : view.Run.Cells
                .Where(c => c.Status == CellStatus.Ok && c.Payload == payload && c.Operation == operation
                            && string.Equals(c.Serializer, serializer, StringComparison.OrdinalIgnoreCase))
                .OrderBy(c => c.PayloadSize)
                .FirstOrDefault();

    /// <summary>True for a run without time figures: its figures beside the published times are estimated cycles.</summary>
    public bool ByCycles { get; } = !view.Run.HasTime && view.Run.HasCounts;

    /// <summary>This run's figure for a cell: its median time or, in a run without time figures, its estimated cycles per call.</summary>
    public double? Median(string? serializer, string payload, string operation) =>
        Cell(serializer, payload, operation) is not { } cell ? null
        : ByCycles ? cell.Counts?.EstimatedCycles is > 0 and var cycles ? cycles : null
        : cell.MedianNs is > 0 and var m ? m : null;

    /// <summary>One of this run's figures as the tables print it: a time, or estimated cycles.</summary>
    public string Format(double figure) => ByCycles ? CountsLabels.Count(figure) + " est. cycles" : Units.Time(figure);

    /// <summary>A timing table's note in a run without time figures: what its "Ours" column holds instead.</summary>
    public PublishedTable WithFigureNote(PublishedTable table) =>
        ByCycles
            ? table with { Notes = [.. table.Notes, "This run has no time figures: ours are estimated cycles per call (see Counts) and their ratios, which the machine's load cannot move; published times' ratios are set beside ratios of cycles."] }
            : table;

    public long? Size(string? serializer, string payload) =>
        serializer is null
            ? null
            : view.Run.Cells
                .Where(c => c.Status == CellStatus.Ok && c.Payload == payload && c.SizeBytes is > 0
                            && string.Equals(c.Serializer, serializer, StringComparison.OrdinalIgnoreCase))
                .OrderBy(c => c.PayloadSize)
                .Select(c => c.SizeBytes)
                .FirstOrDefault();

    /// <summary>Why our side of a row is empty: no matching row, not installed (with what it needs), or not in this run.</summary>
    public string Missing(string? serializer)
    {
        if (serializer is null)
        {
            return "no SerBench row";
        }

        var record = view.Serializer(serializer);
        if (record is { Installed: false })
        {
            return $"{serializer}: not installed";
        }

        return view.Run.Cells.Any(c => string.Equals(c.Serializer, serializer, StringComparison.OrdinalIgnoreCase))
            ? $"{serializer}: not measured for this payload"
            : $"{serializer}: not in this run";
    }

    public static double? Ratio(double? value, double? baseline) =>
        value is { } v && baseline is > 0 and var b ? v / b : null;
}
