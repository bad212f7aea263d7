using SerBench.History.ChangePoints;

namespace SerBench.History;

/// <summary>The plain-text summary of `history show`, and the phrases the page shares with it.</summary>
internal static class HistoryText
{
    public static void Write(TextWriter output, HistoryView view)
    {
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(view);
        output.WriteLine(Headline(view));
        foreach (var note in PoolingNotes(view))
        {
            output.WriteLine(note);
        }

        var changed = view.Series.Where(s => s.Changes.Count > 0).ToList();
        if (changed.Count == 0)
        {
            output.WriteLine("No change points.");
            return;
        }

        var table = new TextTable(("Measure", false), ("Machine", false), ("Cell", false), ("Change points", false));
        foreach (var series in changed)
        {
            table.Add(series.Measure, RunIdentity.Short(series.GroupKey), series.Cell, string.Join("; ", series.Changes.Select(c => Change(series, c))));
        }

        table.Write(output);
    }

    public static string Headline(HistoryView view)
    {
        var machines = view.Runs.Select(r => r.MachineKey).Distinct(StringComparer.Ordinal).Count();
        var changes = view.Series.Sum(s => s.Changes.Count);
        return $"History {view.Database}: {Count(view.Runs.Count, "run")} on {Count(machines, "machine")}, {Count(view.Series.Count, "series", "series")}, {Count(changes, "change point")}.";
    }

    /// <summary>One sentence for each counts series group pooled over more than one machine.</summary>
    public static IEnumerable<string> PoolingNotes(HistoryView view) =>
        view.Series.Where(s => s.Machines > 1).GroupBy(s => s.GroupKey).Select(g =>
            $"Counts pooled: {g.Count()} counts series hold runs of {g.First().Machines} machines whose instruction sets and runtime agree ({RunIdentity.Short(g.Key)}); the runtime picks its vector paths by instruction set, so their instruction counts are comparable. Time is never pooled.");

    /// <summary>"at 2026-12-01 a1b2c3d: 1,204 → 1,342 ns (+11.5 %, p 0.005)".</summary>
    public static string Change(HistorySeries series, ChangePoint change)
    {
        var point = series.Points[change.Index];
        var at = point.Commit is { } commit ? $"{point.StartedUtc:yyyy-MM-dd} {commit}" : $"{point.StartedUtc:yyyy-MM-dd HH:mm} run {RunIdentity.Short(point.RunKey)}";
        return string.Create(CultureInfo.InvariantCulture, $"at {at}: {Figure(series, change.Before)} → {Figure(series, change.After)} ({change.Change:+0.0 %;-0.0 %}, p {change.PValue:0.###})");
    }

    public static string Figure(HistorySeries series, double value) =>
        (value >= 100 ? value.ToString("N0", CultureInfo.InvariantCulture) : value.ToString("0.##", CultureInfo.InvariantCulture)) + " " + series.Unit;

    private static string Count(int n, string one, string? many = null) => $"{n.ToString(CultureInfo.InvariantCulture)} {(n == 1 ? one : many ?? one + "s")}";
}
