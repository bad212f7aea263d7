namespace SerBench.Compare;

/// <summary>Cell texts shared by compare.md, compare.html and the console.</summary>
internal static class CompareText
{
    public static readonly (ChangeVerdict Verdict, string Title)[] Groups =
    [
        (ChangeVerdict.Slower, "Slower"),
        (ChangeVerdict.NowFailing, "Now failing"),
        (ChangeVerdict.Faster, "Faster"),
        (ChangeVerdict.NowPassing, "Now passing"),
        (ChangeVerdict.Unchanged, "Unchanged"),
        (ChangeVerdict.NotJudged, "Not judged"),
    ];

    /// <summary>The cell table's headers; "Median after" names the factor when B's times were put at A's machine speed.</summary>
    public static string[] Headers(RunComparison comparison) =>
    [
        "Serializer", "Payload", "Operation", "Median before",
        comparison.Speed is { } speed ? string.Create(CultureInfo.InvariantCulture, $"Median after (at A's speed, ×{speed.Factor:0.000})") : "Median after",
        "Change", "Verdict", "Allocated before → after", "Size before → after",
    ];

    public static string Run(string name, RunFile run) =>
        $"{name}: {Stamp(run.StartedUtc)}, preset {run.Preset}, {run.Cells.Count} cells, SerBench {run.SerbenchVersion}, {run.Environment.Cpu}, {run.Environment.Runtime}";

    public static string[] Row(CellChange c) =>
    [
        c.Key.Serializer,
        c.Key.PayloadLabel,
        c.Key.Operation,
        Labels.Median(c.Before),
        Labels.Median(c.After),
        Change(c.TimeChange),
        c.Why,
        $"{Labels.Allocated(c.Before)} → {Labels.Allocated(c.After)}{(c.AllocationsChanged ? " (changed)" : string.Empty)}",
        $"{Labels.Bytes(c.Before.SizeBytes)} → {Labels.Bytes(c.After.SizeBytes)}{(c.SizeChanged ? " (changed)" : string.Empty)}",
    ];

    /// <summary>"+50.0 %", "−12.3 %".</summary>
    public static string Change(double? change) => change is { } c
        ? (c >= 0 ? "+" : "−") + Math.Abs(c * 100).ToString("0.0", CultureInfo.InvariantCulture) + " %"
        : Labels.Dash;

    public static string Stamp(DateTime utc) => utc.ToString("yyyy-MM-dd HH:mm:ss", CultureInfo.InvariantCulture) + " UTC";
}
