using SerBench.RunFiles;

namespace SerBench.Reports;

/// <summary>Cell values shared by the console table and the markdown report.</summary>
internal static class Labels
{
    public const string NotAvailable = "n/a";
    public const string Dash = "–";
    public const string Failed = "FAILED";

    /// <summary>Marks a median whose confidence interval is wide (see the legend).</summary>
    public const string NoisyMark = "~";

    public static string Median(CellRecord cell) => cell.Status switch
    {
        CellStatus.Failed => Failed,
        CellStatus.Ok when cell.MedianNs is { } median => (cell.Noisy ? NoisyMark : string.Empty) + Units.Time(median),
        _ => Dash,
    };

    public static string HalfWidth(OperationRow row) =>
        row.Cell.Status == CellStatus.Ok && row.HalfWidthNs is { } half ? "± " + Units.Time(half) : Dash;

    public static string Bytes(long? bytes) => bytes is { } b ? Units.Bytes(b) : Dash;

    public static string Compressed(CellRecord cell, long? bytes) =>
        cell.Status != CellStatus.Ok ? Dash : bytes is { } b ? Units.Bytes(b) : NotAvailable;

    public static string Allocated(CellRecord cell) =>
        cell.Status == CellStatus.Ok && cell.AllocatedBytes is { } a ? Units.Bytes(a) : Dash;

    public static string Ratio(double? ratio, Func<double, string> format) => ratio is { } r ? format(r) : Dash;

    public static string Serializer(RunView view, string id)
    {
        var record = view.Serializer(id);
        var warning = string.IsNullOrEmpty(record?.Warning) ? string.Empty : " ⚠";
        return $"{view.DisplayName(id)} (`{id}`){warning}";
    }

    public static string PayloadTitle(PayloadSection section) =>
        section.Record?.SizeUnit is { } unit
            ? $"`{section.Id}` — {Units.Count(section.Size)} {unit}"
            : $"`{section.Id}`";
}
