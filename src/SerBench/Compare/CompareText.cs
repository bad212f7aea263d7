namespace SerBench.Compare;

/// <summary>Cell texts shared by compare.md, compare.html and the console.</summary>
internal static class CompareText
{
    /// <summary>The verdicts' sections in order; a counts comparison says what slower and faster mean there.</summary>
    public static (ChangeVerdict Verdict, string Title)[] GroupsOf(RunComparison comparison) => comparison.Counts
        ? [.. Groups.Select(g => g.Verdict switch
        {
            ChangeVerdict.Slower => (g.Verdict, "Slower (more instructions)"),
            ChangeVerdict.Faster => (g.Verdict, "Faster (fewer instructions)"),
            _ => g,
        })]
        : Groups;

    public static readonly (ChangeVerdict Verdict, string Title)[] Groups =
    [
        (ChangeVerdict.Slower, "Slower"),
        (ChangeVerdict.NowFailing, "Now failing"),
        (ChangeVerdict.Faster, "Faster"),
        (ChangeVerdict.NowPassing, "Now passing"),
        (ChangeVerdict.Unchanged, "Unchanged"),
        (ChangeVerdict.NotJudged, "Not judged"),
    ];

    /// <summary>
    /// The cell table's columns and which are numeric; "Median after" names the factor when B's times were put at A's
    /// machine speed, and a counts comparison shows instructions and each cell's band instead of medians.
    /// </summary>
    public static (string Header, bool Numeric)[] Columns(RunComparison comparison) => comparison.Counts
        ?
        [
            ("Serializer", false), ("Payload", false), ("Operation", false), ("Instructions before", true), ("Instructions after", true),
            ("Change", true), ("Band", true), ("Verdict", false), ("Allocated before → after", false), ("Size before → after", false),
        ]
        :
        [
            ("Serializer", false), ("Payload", false), ("Operation", false), ("Median before", true),
            (comparison.Speed is { } speed ? string.Create(CultureInfo.InvariantCulture, $"Median after (at A's speed, ×{speed.Factor:0.000})") : "Median after", true),
            ("Change", true), ("Verdict", false), ("Allocated before → after", false), ("Size before → after", false),
        ];

    /// <summary>The index of the Change column, whose colour says the verdict in compare.html.</summary>
    public const int ChangeColumn = 5;

    public static string Run(string name, RunFile run) =>
        $"{name}: {Stamp(run.StartedUtc)}, preset {run.Preset}, measure {run.MeasureOrTime}, {run.Cells.Count} cells, SerBench {run.SerbenchVersion}, {run.Environment.Cpu}, {run.Environment.Runtime}";

    public static string[] Row(CellChange c)
    {
        var allocated = $"{Labels.Allocated(c.Before)} → {Labels.Allocated(c.After)}{(c.AllocationsChanged ? " (changed)" : string.Empty)}";
        var size = $"{Labels.Bytes(c.Before.SizeBytes)} → {Labels.Bytes(c.After.SizeBytes)}{(c.SizeChanged ? " (changed)" : string.Empty)}";
        return c.Measure == Measures.Counts
            ? [c.Key.Serializer, c.Key.PayloadLabel, c.Key.Operation, Instructions(c.Before), Instructions(c.After), Change(c.Change), Band(c.Band), c.Why, allocated, size]
            : [c.Key.Serializer, c.Key.PayloadLabel, c.Key.Operation, Labels.Median(c.Before), Labels.Median(c.After), Change(c.Change), c.Why, allocated, size];
    }

    /// <summary>The numbers compare.html sorts the numeric columns by, in <see cref="Row"/>'s order (null for text).</summary>
    public static double?[] SortValues(CellChange c) => c.Measure == Measures.Counts
        ? [null, null, null, c.Before.Counts?.Instructions, c.After.Counts?.Instructions, c.Change, c.Band, null, null, null]
        : [null, null, null, c.Before.MedianNs, c.After.MedianNs, c.Change, null, null, null];

    /// <summary>The cell's judged figure as the console and the tables print it: a median, or instructions per call.</summary>
    public static string Figure(CellChange c, CellRecord cell) => c.Measure == Measures.Counts ? Instructions(cell) + " instructions" : Labels.Median(cell);

    /// <summary>"12,345": instructions per call, whole.</summary>
    public static string Instructions(CellRecord cell) => CountsJudge.Counted(cell) ? Units.Count((long)Math.Round(cell.Counts!.Instructions)) : Labels.Dash;

    /// <summary>"±0.5 %".</summary>
    public static string Band(double? band) => band is { } b ? "±" + CountsJudge.Percent(b) : Labels.Dash;

    /// <summary>"+50.0 %", "−12.3 %".</summary>
    public static string Change(double? change) => change is { } c
        ? (c >= 0 ? "+" : "−") + Math.Abs(c * 100).ToString("0.0", CultureInfo.InvariantCulture) + " %"
        : Labels.Dash;

    public static string Stamp(DateTime utc) => utc.ToString("yyyy-MM-dd HH:mm:ss", CultureInfo.InvariantCulture) + " UTC";
}
