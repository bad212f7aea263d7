using SerBench.History.ChangePoints;

namespace SerBench.History;

/// <summary>What `history show` prints and draws: the filtered series with their change points, and the runs they come from.</summary>
internal sealed record HistoryView(string Database, IReadOnlyList<HistorySeries> Series, IReadOnlyList<HistoryRunRow> Runs, ChangePointSettings Settings)
{
    public static HistoryView From(string database, IReadOnlyList<HistoryPoint> points, ChangePointSettings settings)
    {
        ArgumentNullException.ThrowIfNull(points);
        var runs = points.DistinctBy(p => p.RunKey).OrderBy(p => p.StartedUtc).ThenBy(p => p.RunKey, StringComparer.Ordinal).ToList();
        var rows = new List<HistoryRunRow>(runs.Count);
        var previousOnMachine = new Dictionary<string, HistoryPoint>(StringComparer.Ordinal);
        foreach (var run in runs)
        {
            var change = previousOnMachine.TryGetValue(run.MachineKey, out var previous) ? LibraryChange(previous.Libraries, run.Libraries) : null;
            previousOnMachine[run.MachineKey] = run;
            rows.Add(new HistoryRunRow(run.RunKey, run.StartedUtc, run.Commit, run.MachineKey, run.Machine, change));
        }

        return new HistoryView(database, HistorySeriesBuilder.Build(points, settings), rows, settings);
    }

    /// <summary>"MessagePack 2.5.307 → 3.1.4" for each library whose version differs from the machine's previous run; null when none does.</summary>
    private static string? LibraryChange(string before, string after)
    {
        static Dictionary<string, string> Parse(string text) => text.Split('\n', StringSplitOptions.RemoveEmptyEntries)
            .Select(l => l.Split(' ', 2)).Where(p => p.Length == 2).GroupBy(p => p[0], StringComparer.Ordinal).ToDictionary(g => g.Key, g => g.First()[1], StringComparer.Ordinal);
        var a = Parse(before);
        var b = Parse(after);
        var changes = a.Keys.Union(b.Keys).Order(StringComparer.Ordinal)
            .Where(k => !a.TryGetValue(k, out var va) || !b.TryGetValue(k, out var vb) || va != vb)
            .Select(k => $"{k} {(a.TryGetValue(k, out var x) ? x : "absent")} → {(b.TryGetValue(k, out var y) ? y : "absent")}").ToList();
        return changes.Count == 0 ? null : string.Join(", ", changes);
    }
}

/// <summary>A run as the page's table of runs shows it.</summary>
internal sealed record HistoryRunRow(string RunKey, DateTime StartedUtc, string? Commit, string MachineKey, string Machine, string? LibraryChange);
