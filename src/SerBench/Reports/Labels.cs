namespace SerBench.Reports;

/// <summary>Cell values shared by the console table and the markdown report.</summary>
internal static class Labels
{
    public const string NotAvailable = "n/a";
    public const string Dash = "–";
    public const string Failed = "FAILED";

    /// <summary>Marks a median whose confidence interval is wide (see the legend).</summary>
    public const string NoisyMark = "~";

    /// <summary>Marks a median with a round still measured on a disturbed machine after its retries.</summary>
    public const string DisturbedMark = "!";

    public static string Median(CellRecord cell) => cell.Status switch
    {
        CellStatus.Failed => Failed,
        CellStatus.Ok when cell.MedianNs is { } median => Marks(cell) + (cell.AtOverheadFloor ? "< " + Units.Time(Overhead(cell)) : Units.Time(median)),
        _ => Dash,
    };

    /// <summary>How far the cell's rounds' medians were apart ("3.1 %"), or a dash with one round.</summary>
    public static string RoundsSpread(CellRecord cell) =>
        cell.Status == CellStatus.Ok && cell.RoundsSpread is { } spread ? (spread * 100).ToString("0.0", System.Globalization.CultureInfo.InvariantCulture) + " %" : Dash;

    /// <summary>What happened while measuring: re-measurements and a disturbance that stayed; empty when nothing did.</summary>
    public static string MeasuringNote(CellRecord cell)
    {
        var notes = new List<string>();
        if (cell.AtOverheadFloor)
        {
            notes.Add("at the loop-overhead floor");
        }

        if (cell.Retries > 0)
        {
            notes.Add($"re-measured {cell.Retries}×");
        }

        if (cell.Rounds?.Count(r => r.LeftOut) is > 0 and var leftOut)
        {
            notes.Add($"{leftOut} disturbed round(s) left out");
        }

        if (cell.Disturbed)
        {
            var reason = cell.Rounds?.FirstOrDefault(r => r.Disturbed)?.DisturbedReason;
            notes.Add("disturbed" + (reason is null ? string.Empty : ": " + reason));
        }

        notes.AddRange(CountsLabels.Notes(cell));
        return string.Join("; ", notes);
    }

    private static string Marks(CellRecord cell) =>
        (cell.Disturbed ? DisturbedMark : string.Empty) + (cell.Noisy ? NoisyMark : string.Empty);

    private static double Overhead(CellRecord cell) => cell.Rounds?.Select(r => r.OverheadNs ?? 0).DefaultIfEmpty(0).Max() ?? 0;

    public static string HalfWidth(OperationRow row) =>
        row.Cell.Status == CellStatus.Ok && row.HalfWidthNs is { } half ? "± " + Units.Time(half) : Dash;

    public static string Bytes(long? bytes) => bytes is { } b ? Units.Bytes(b) : Dash;

    public static string Compressed(CellRecord cell, long? bytes) =>
        cell.Status != CellStatus.Ok ? Dash : bytes is { } b ? Units.Bytes(b) : NotAvailable;

    /// <summary>What an allocation shown as a range means; the reports' legends say it in these words.</summary>
    public const string AllocationRangeMeaning =
        "the cell's measuring processes allocated different amounts per operation (each process's code is compiled with its own profile, and the JIT may keep an object on the stack in one and not in another)";

    public static string Allocated(CellRecord cell) =>
        cell.Status == CellStatus.Ok && cell.AllocatedBytes is { } a
            ? cell.AllocatedBytesMax is { } most ? $"{Units.Bytes(a)}–{Units.Bytes(most)}" : Units.Bytes(a)
            : Dash;

    /// <summary>Gen 0 / gen 1 / gen 2 collections per 1,000 operations ("1.25 / 0 / 0"), or a dash.</summary>
    public static string Collections(CellRecord cell) =>
        cell.Status == CellStatus.Ok && cell.Gen0PerThousandOps is { } g0
            ? string.Join(" / ", new[] { g0, cell.Gen1PerThousandOps ?? 0, cell.Gen2PerThousandOps ?? 0 }.Select(g => g == 0 ? "0" : g.ToString("0.###", System.Globalization.CultureInfo.InvariantCulture)))
            : Dash;

    /// <summary>"% of best", with "≈" when the row is tied for best (its interval overlaps the fastest's).</summary>
    public static string OfBest(OperationRow row) =>
        row.OfBest is { } ratio ? Units.Percent(ratio) + (row.TiedForBest ? " " + TiedMark : string.Empty) : Dash;

    /// <summary>Marks a row tied for best: its interval overlaps the fastest row's.</summary>
    public const string TiedMark = "≈";

    public static string Ratio(double? ratio, Func<double, string> format) => ratio is { } r ? format(r) : Dash;

    /// <summary>Marks a row timed on its library's own generated types (mapping outside the timed call).</summary>
    public const string TwinMark = "†";

    /// <summary>Marks a row whose codec the lab wrote by hand on a library's low-level API.</summary>
    public const string HandWrittenMark = "✎";

    public static string Serializer(RunView view, string id)
    {
        var record = view.Serializer(id);
        var warning = string.IsNullOrEmpty(record?.Warning) ? string.Empty : " ⚠";
        return $"{view.DisplayName(id)} (`{id}`){RowMarks(record)}{warning}";
    }

    /// <summary>" †" for a twin-type row, " ✎" for a hand-written one; empty otherwise.</summary>
    public static string RowMarks(SerializerRecord? record) =>
        (record?.TwinTypes == true ? " " + TwinMark : string.Empty) + (record?.Codegen == "hand-written" ? " " + HandWrittenMark : string.Empty);

    /// <summary>The legend of the row marks used in <paramref name="run"/>, one line each.</summary>
    public static IEnumerable<string> RowMarkLegend(RunFile run)
    {
        ArgumentNullException.ThrowIfNull(run);
        var used = run.Cells.Select(c => c.Serializer).ToHashSet(StringComparer.OrdinalIgnoreCase);
        var rows = run.Serializers.Where(s => used.Contains(s.Id)).ToList();
        if (rows.Any(r => r.TwinTypes == true))
        {
            yield return $"{TwinMark} = timed on the library's own generated types (writing a prepared twin; parsing into a new twin), as apps that hold those types call it; mapping to and from the payload's model is outside the timed call.";
        }

        if (rows.Any(r => r.Codegen == "hand-written"))
        {
            yield return $"{HandWrittenMark} = hand-written by the lab on a library's low-level API (no serializer's own mapping): a ceiling for the format, not a library users call as is.";
        }
    }

    public static string PayloadTitle(PayloadSection section) =>
        section.Record?.SizeUnit is { } unit
            ? $"`{section.Id}` — {Units.Count(section.Size)} {unit}"
            : $"`{section.Id}`";
}
