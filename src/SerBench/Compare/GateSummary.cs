namespace SerBench.Compare;

/// <summary>
/// --summary FILE: the gate's verdict as GitHub-flavoured markdown, what a CI job appends to $GITHUB_STEP_SUMMARY — one
/// verdict line, the regressions, the improvements, then what was unchanged. Deterministic: nothing of the machine or clock
/// beyond what the run files hold.
/// </summary>
internal static class GateSummary
{
    /// <summary>The summary of <paramref name="gate"/>; <paramref name="refusal"/>: why the gate refused to judge (runs of different machines), or null.</summary>
    public static string Render(GateVerdict gate, string? refusal = null)
    {
        ArgumentNullException.ThrowIfNull(gate);
        var comparison = gate.Comparison;
        var md = new StringBuilder();
        md.Append("### serbench compare: ").Append(refusal is null ? Title(gate) : "gate refused").Append("\n\n");
        md.Append(VerdictLine(gate, refusal)).Append("\n\n");
        Section(md, "Regressions", [.. gate.Regressions]);
        Section(md, "Improvements", [.. gate.Improvements]);
        md.Append(UnchangedLine(gate)).Append('\n');
        if (comparison.Differences.Count > 0)
        {
            md.Append("\n> The runs differ in setup (")
                .AppendJoin(", ", comparison.Differences.Select(d => $"{d.Name}: {d.Before} → {d.After}"))
                .Append("); a change may come from these rather than from the code.\n");
        }

        return md.ToString();
    }

    private static string Title(GateVerdict gate) => gate.FailOn == FailOn.Never ? "not gated" : gate.Failed ? "gate failed" : "gate passed";

    /// <summary>"**Failed** (`--fail-on slower`): 2 cells failed the gate. Judged by …: 2 slower, 0 faster, 4 unchanged; allocations …".</summary>
    private static string VerdictLine(GateVerdict gate, string? refusal)
    {
        var c = gate.Comparison;
        var head = refusal is not null
            ? $"**Refused** (`--fail-on {gate.Name}`, exit code 2): {refusal}"
            : gate.FailOn == FailOn.Never
            ? "**Not gated** (`--fail-on never`)."
            : gate.Failed
                ? $"**Failed** (`--fail-on {gate.Name}`): {Cells(gate.FailedCells.Count())} failed the gate."
                : $"**Passed** (`--fail-on {gate.Name}`): no cell failed the gate.";
        var slower = c.With(ChangeVerdict.Slower).Count();
        var faster = c.With(ChangeVerdict.Faster).Count();
        var unchanged = c.With(ChangeVerdict.Unchanged).Count();
        return $"{head} {c.Judged} {slower} slower, {faster} faster, {unchanged} unchanged of {Cells(c.Changes.Count)}; "
            + $"allocations grew in {c.Changes.Count(x => x.AllocationsGrew)} and shrank in {c.Changes.Count(x => x.AllocationsShrank)}; "
            + $"size grew in {c.Changes.Count(x => x.SizeChange > 0)} and shrank in {c.Changes.Count(x => x.SizeChange < 0)}"
            + (c.With(ChangeVerdict.NowFailing).Count() is > 0 and var failing ? $"; {failing} now failing" : string.Empty)
            + ".";
    }

    private static void Section(StringBuilder md, string title, IReadOnlyList<GateFinding> findings)
    {
        md.Append("#### ").Append(title).Append("\n\n");
        if (findings.Count == 0)
        {
            md.Append("None.\n\n");
            return;
        }

        var table = new MarkdownTable(("Cell", false), ("Measure", false), ("Before", true), ("After", true), ("Change", true), ("Band / why", false));
        foreach (var f in findings)
        {
            table.Add(f.Key.ToString(), f.Measure, f.Before, f.After, f.Change, f.Why);
        }

        table.Write(md);
        md.Append('\n');
    }

    /// <summary>What was unchanged, under which noise rule, and what could not be judged or compared.</summary>
    private static string UnchangedLine(GateVerdict gate)
    {
        var c = gate.Comparison;
        var moved = gate.Findings.Select(f => f.Key).ToHashSet();
        var still = c.Changes.Count(x => !moved.Contains(x.Key) && x.Verdict == ChangeVerdict.Unchanged);
        var line = $"Unchanged on every measure: {Cells(still)}. Noise rule: {c.NoiseRule}.";
        if (c.With(ChangeVerdict.NotJudged).Count() is > 0 and var notJudged)
        {
            line += $" Not judged: {Cells(notJudged)} without a confidence interval.";
        }

        if (c.OnlyBefore.Count + c.OnlyAfter.Count > 0)
        {
            line += $" Not compared: {Cells(c.OnlyBefore.Count)} only in the first run, {c.OnlyAfter.Count} only in the second.";
        }

        return line;
    }

    private static string Cells(int n) => n == 1 ? "1 cell" : $"{n} cells";
}
