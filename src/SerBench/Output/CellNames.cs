namespace SerBench.Output;

/// <summary>
/// How a cell is named in progress lines: "stj · customers@100 · serialize", "stj (net8.0) · tiny · serialize" for a
/// cell of a `--runtimes` run, and what they say of its rounds.
/// </summary>
internal static class CellNames
{
    public static string Describe(string serializer, string payload, string operation) => $"{serializer} · {payload} · {operation}";

    public static string Describe(CellRecord cell) =>
        Describe(cell.Runtime is { } runtime ? $"{cell.Serializer} ({runtime})" : cell.Serializer, cell.PayloadSize == 1 ? cell.Payload : $"{cell.Payload}@{cell.PayloadSize}", cell.Operation);

    /// <summary>
    /// The round just measured (the one finished last) when it was disturbed, so a progress display can say why the run
    /// measures again; null when it was not, or the cell has no rounds.
    /// </summary>
    public static RoundRecord? LatestRoundIfDisturbed(CellRecord cell) =>
        cell.Rounds?.MaxBy(r => r.FinishedAtSeconds ?? double.MinValue) is { Disturbed: true } round ? round : null;
}
