namespace SerBench.Reports;

/// <summary>
/// What a partial run's reports say after "Partial run": why it stopped and how much of the plan it measured, so a
/// run stopped during its re-measurements is not described as one that left cells unmeasured.
/// </summary>
internal static class PartialRunNote
{
    /// <summary>"(cancelled by the user): only 120 of the 486 planned cells were measured; the rest of the plan was not." — null for a complete run.</summary>
    public static string? Detail(RunFile run)
    {
        ArgumentNullException.ThrowIfNull(run);
        if (!run.Partial)
        {
            return null;
        }

        return $"({run.PartialReason ?? "reason not recorded"}): {HowMuch(run)}.";
    }

    private static string HowMuch(RunFile run)
    {
        var cells = run.Cells.Count;
        if (run.PlannedCells is not { } planned)
        {
            return cells == 0
                ? "it stopped before the end; what it measured by then is below"
                : Invariant($"it stopped before the end; the {cells:N0} cells below are those measured by then");
        }

        if (cells < planned)
        {
            return Invariant($"only {cells:N0} of the {planned:N0} planned cells were measured; the rest of the plan was not");
        }

        var rounds = run.Measurement?.Rounds ?? 1;
        var fewerRounds = run.Cells.Count(c => c.Status == CellStatus.Ok && c.Rounds is { } r && r.Count < rounds);
        return fewerRounds > 0
            ? Invariant($"every one of the {planned:N0} planned cells was measured, {fewerRounds:N0} of them in fewer than the preset's {rounds} rounds")
            : Invariant($"every one of the {planned:N0} planned cells was measured in the preset's {rounds} round(s); it stopped while measuring disturbed rounds or disagreeing cells again, so some cells lack those re-measurements");
    }

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
