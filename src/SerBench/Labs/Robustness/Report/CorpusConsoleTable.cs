namespace SerBench.Labs.Robustness;

/// <summary>The corpus run on the console: a progress line per row, then the verdict table.</summary>
internal static class CorpusConsoleTable
{
    public static string Progress(CorpusRowRecord row) => row.Status == "not-run"
        ? $"  {row.Serializer}: not run: {row.Reason}"
        : string.Create(CultureInfo.InvariantCulture,
            $"  {row.Serializer} ({row.ReadAs}): {row.Fed:N0} files in {row.DurationSeconds:0.0} s: {row.Accepted:N0} accepted, {row.Rejected:N0} rejected{Others(row)}");

    public static void Write(TextWriter output, CorpusSection section)
    {
        output.WriteLine($"Corpus {section.Directory} ({section.Files:N0} files, read as {section.Target}):");
        var table = new TextTable(
            ("serializer", false), ("read as", false), ("accepted", true), ("rejected", true), ("y_ accepted", true), ("n_ rejected", true),
            ("i_ accepted", true), ("hang/crash/oom", true), ("note", false));
        foreach (var row in section.Rows)
        {
            table.Add(
                row.Serializer,
                row.ReadAs ?? Labels.Dash,
                Count(row, row.Accepted),
                Count(row, row.Rejected),
                Share(row.MustAccept, c => c.Accepted),
                Share(row.MustReject, c => c.Rejected),
                Share(row.EitherWay, c => c.Accepted),
                row.Status == "not-run" ? Labels.Dash : $"{row.Hang}/{row.Crash}/{row.OutOfMemory}",
                row.Reason ?? string.Empty);
        }

        table.Write(output, "  ");
        foreach (var row in section.Rows.Where(r => r.AcceptedButMustReject.Count > 0 || r.RejectedButMustAccept.Count > 0))
        {
            if (row.AcceptedButMustReject.Count > 0)
            {
                output.WriteLine($"  {row.Serializer} accepts {row.AcceptedButMustReject.Count} n_ file(s): {string.Join(", ", row.AcceptedButMustReject.Take(8))}{More(row.AcceptedButMustReject.Count)}");
            }

            if (row.RejectedButMustAccept.Count > 0)
            {
                output.WriteLine($"  {row.Serializer} rejects {row.RejectedButMustAccept.Count} y_ file(s): {string.Join(", ", row.RejectedButMustAccept.Take(4))}{More(row.RejectedButMustAccept.Count, 4)}");
            }
        }
    }

    private static string Count(CorpusRowRecord row, int n) => row.Status == "not-run" ? Labels.Dash : Units.Count(n);

    private static string Share(CorpusClassCounts? counts, Func<CorpusClassCounts, int> pick) =>
        counts is null ? Labels.Dash : $"{pick(counts)} of {counts.Total}";

    private static string Others(CorpusRowRecord row)
    {
        var parts = new List<string>();
        if (row.Hang > 0)
        {
            parts.Add($"{row.Hang} hang");
        }

        if (row.Crash > 0)
        {
            parts.Add($"{row.Crash} crash");
        }

        if (row.OutOfMemory > 0)
        {
            parts.Add($"{row.OutOfMemory} out of memory");
        }

        return parts.Count == 0 ? string.Empty : ", " + string.Join(", ", parts);
    }

    private static string More(int count, int shown = 8) => count > shown ? $" and {count - shown} more" : string.Empty;
}
