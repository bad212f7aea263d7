namespace SerBench.Labs.Startup;

/// <summary>
/// startup.csv beside run.json: one row per serializer × payload × mode; column names as in run.json. The nativeaot rows
/// (--aot) add their probe binary's size and what it adds to the probe with no row.
/// </summary>
internal static class StartupCsv
{
    public const string FileName = "startup.csv";

    public static ReportFile File(StartupSection startup) => new(FileName, () => CsvTable.Render(
            ["serializer", "payload", "mode", "status", "reason", "processes", .. Figures.SelectMany(f => new[] { f + "MedianNs", f + "MinNs", f + "MaxNs" }), "binaryBytes", "binaryAboveEmptyBytes"],
            startup.Rows.Select(r => (object?[])
            [
                r.Serializer, r.Payload, r.Mode, r.Status, r.Reason, r.Samples.Count,
                .. Spreads(r).SelectMany(s => new object?[] { s?.MedianNs, s?.MinNs, s?.MaxNs }),
                r.BinaryBytes, startup.AboveEmptyBytes(r),
            ])));

    private static readonly string[] Figures = ["firstSerialize", "firstDeserialize", "createCodec", "secondSerialize", "secondDeserialize", "startToProbe", "processWall"];

    private static Spread?[] Spreads(StartupRow r) => [r.FirstSerialize, r.FirstDeserialize, r.CreateCodec, r.SecondSerialize, r.SecondDeserialize, r.StartToProbe, r.ProcessWall];
}
