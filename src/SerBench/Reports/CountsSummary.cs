namespace SerBench.Reports;

/// <summary>
/// How a run counted, in words every report shares (report.md's and report.html's Counts section, the console's closing
/// lines): the tool and code counted, the run's own cycles formula, the threads, the caches, how far processes were apart.
/// </summary>
internal static class CountsSummary
{
    /// <summary>What counts are, in one sentence every view that shows them prints.</summary>
    public const string WhatCountsAre =
        "Counts are instructions executed and cache misses and branch mispredictions simulated by valgrind's callgrind, per operation: not time, and they do not move with the machine's load (docs/counts.md).";

    /// <summary>One line each; empty for a run that did not count.</summary>
    public static IReadOnlyList<string> Lines(RunFile run)
    {
        ArgumentNullException.ThrowIfNull(run);
        if (!run.HasCounts)
        {
            return [];
        }

        var lines = new List<string> { WhatCountsAre };
        if (run.CountsSettings is { } s)
        {
            lines.Add(Invariant($"Counted with {s.Tool}: {s.ProcessesPerSerializer} processes per serializer; code {s.Regime}."));
            lines.Add(Capitalized(s.CyclesFormula) + ".");
            lines.Add($"Threads counted: {s.Threads}.");
            if (s.Caches is { Length: > 0 } caches)
            {
                lines.Add($"Caches simulated: {caches}.");
            }
        }
        else
        {
            lines.Add("How the run counted is not recorded (run.json has no countsSettings).");
        }

        var counted = run.Cells.Where(c => c.Status == CellStatus.Ok && c.Counts is not null).Select(c => c.Counts!).ToList();
        if (counted.Count > 0)
        {
            var spreads = counted.Select(c => c.Spread).Order().ToList();
            var unsettled = counted.Count(c => !c.Settled);
            lines.Add(Invariant($"Counting processes apart (instructions, largest minus smallest over the median): median {spreads[spreads.Count / 2]:P2}, largest {spreads[^1]:P2}, over {counted.Count} counted cells; {unsettled} not settled (a process's own windows disagreed)."));
        }

        return lines;
    }

    /// <summary>report.md's Counts section: <see cref="Lines"/> as a list; nothing for a run that did not count.</summary>
    public static void WriteMarkdown(StringBuilder md, RunFile run)
    {
        ArgumentNullException.ThrowIfNull(md);
        var lines = Lines(run);
        if (lines.Count == 0)
        {
            return;
        }

        md.Append("## Counts\n\n");
        foreach (var line in lines)
        {
            md.Append("- ").Append(line).Append('\n');
        }

        md.Append('\n');
    }

    /// <summary>The console's line: what counts are and the run's formula.</summary>
    public static string ConsoleLine(RunFile run)
    {
        ArgumentNullException.ThrowIfNull(run);
        return $"{WhatCountsAre} {Capitalized(run.CountsSettings?.CyclesFormula ?? "estimated cycles: formula not recorded")}.";
    }

    /// <summary>The formula as a sentence of its own: "Estimated cycles = instructions + …".</summary>
    public static string Capitalized(string text) => text.Length == 0 ? text : char.ToUpperInvariant(text[0]) + text[1..];

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
