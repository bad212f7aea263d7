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

    public double? Median(string? serializer, string payload, string operation) =>
        Cell(serializer, payload, operation)?.MedianNs is > 0 and var m ? m : null;

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
