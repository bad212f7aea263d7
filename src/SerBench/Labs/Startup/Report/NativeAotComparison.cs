namespace SerBench.Labs.Startup;

/// <summary>
/// The rows of the "NativeAOT beside JIT and ReadyToRun" table (report.md, report.html, the console): one per serializer ×
/// payload that ran under --aot's nativeaot mode or was listed there with its reason. A pair no serializer mode takes
/// (the payload unsupported) is left to the main table's "not measured" list.
/// </summary>
internal sealed record NativeAotComparison(string Serializer, string Payload, StartupRow? Jit, StartupRow? R2r, StartupRow Aot, long? AboveEmpty)
{
    public static IReadOnlyList<NativeAotComparison> Of(StartupSection startup)
    {
        ArgumentNullException.ThrowIfNull(startup);
        return [.. startup.Rows
            .Where(r => r.Mode == StartupMode.NativeAot)
            .Select(aot => (Aot: aot, Jit: Find(startup, aot, StartupMode.Jit), R2r: Find(startup, aot, StartupMode.ReadyToRun)))
            .Where(x => !(x.Aot.Status == CellStatus.Unsupported && x.Jit?.Status == CellStatus.Unsupported))
            .Select(x => new NativeAotComparison(x.Aot.Serializer, x.Aot.Payload, x.Jit, x.R2r, x.Aot, startup.AboveEmptyBytes(x.Aot)))];
    }

    /// <summary>Whether the run measured the ReadyToRun build (its columns are shown only then).</summary>
    public static bool HasReadyToRun(StartupSection startup)
    {
        ArgumentNullException.ThrowIfNull(startup);
        return startup.Modes.Contains(StartupMode.ReadyToRun);
    }

    /// <summary>"measured" for a row that ran, else its status and reason ("fails at run: …", "not checked: …").</summary>
    public string Note => Aot.Status == CellStatus.Ok ? "measured" : Aot.Status == CellStatus.Unsupported ? Aot.Reason ?? "not measured" : $"{Aot.Status}: {Aot.Reason}";

    /// <summary>A figure's median when the row was measured (ok).</summary>
    public static double? Median(StartupRow? row, Func<StartupRow, Spread?> figure)
    {
        ArgumentNullException.ThrowIfNull(figure);
        return row is { Status: CellStatus.Ok } ok ? figure(ok)?.MedianNs : null;
    }

    private static StartupRow? Find(StartupSection startup, StartupRow aot, string mode) =>
        startup.Rows.FirstOrDefault(r => r.Mode == mode && r.Serializer == aot.Serializer && r.Payload == aot.Payload);
}
