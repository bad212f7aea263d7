namespace SerBench.Compare;

/// <summary>
/// compare's gate (--fail-on): finds, per common cell, each measure that moved beyond the noise. The judged measure (time
/// or instructions) by the comparison's own verdict; allocations when the two runs' ranges of allocated bytes per operation
/// are apart by more than 1 % and more than 8 bytes (<see cref="CellChange.AllocationsGrew"/>); size by any byte; and a
/// cell measured before that now fails.
/// </summary>
internal static class Gate
{
    public const string Allocations = "allocations";
    public const string Size = "size";
    public const string Status = "status";

    public static GateVerdict Judge(RunComparison comparison, FailOn failOn)
    {
        ArgumentNullException.ThrowIfNull(comparison);
        var findings = new List<GateFinding>();
        foreach (var c in comparison.Changes)
        {
            AddJudged(findings, c, comparison.Counts ? "instructions" : Measures.Time);
            if (c.Before.Status != CellStatus.Ok || c.After.Status != CellStatus.Ok)
            {
                // A failed cell's figures are not its figures: its status is the finding.
                continue;
            }

            if (c.AllocationsChanged)
            {
                var change = (c.After.AllocatedBytes ?? 0) - (c.Before.AllocatedBytes ?? 0);
                findings.Add(new GateFinding(
                    c, Allocations, c.AllocationsGrew, Labels.Allocated(c.Before), Labels.Allocated(c.After), Bytes(change, c.Before.AllocatedBytes),
                    (c.AllocationsGrew ? "grew" : "shrank") + " beyond both runs' ranges by more than 1 % and 8 B per operation"));
            }

            if (c.SizeChange is { } size && size != 0)
            {
                findings.Add(new GateFinding(
                    c, Size, size > 0, Labels.Bytes(c.Before.SizeBytes), Labels.Bytes(c.After.SizeBytes), Bytes(size, c.Before.SizeBytes),
                    "serialized size is deterministic: any byte counts"));
            }
        }

        return new GateVerdict(failOn, comparison, findings);
    }

    private static void AddJudged(List<GateFinding> findings, CellChange c, string measure)
    {
        // The measure is named beside the figures, so instructions are shown bare; a counted cell's verdict names its band.
        string Figure(CellRecord cell) => c.Measure == Measures.Counts ? CompareText.Instructions(cell) : Labels.Median(cell);
        switch (c.Verdict)
        {
            case ChangeVerdict.Slower or ChangeVerdict.Faster:
                findings.Add(new GateFinding(c, measure, c.Verdict == ChangeVerdict.Slower, Figure(c.Before), Figure(c.After), CompareText.Change(c.Change), c.Why));
                break;
            case ChangeVerdict.NowFailing:
                findings.Add(new GateFinding(c, Status, Worse: true, "ok", "failed", "now fails", c.Why));
                break;
            case ChangeVerdict.NowPassing:
                findings.Add(new GateFinding(c, Status, Worse: false, "failed", "ok", "now passes", c.Why));
                break;
        }
    }

    /// <summary>"+96 B (+3.1 %)", "−8 B".</summary>
    private static string Bytes(long change, long? before)
    {
        var sign = change >= 0 ? "+" : "−";
        var bytes = sign + Units.Bytes(Math.Abs(change));
        return before is > 0 and var b ? $"{bytes} ({CompareText.Change((double)change / b)})" : bytes;
    }
}
