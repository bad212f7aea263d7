namespace SerBench.Labs.Micro.Counts;

/// <summary>
/// What a callgrind dump file says: the trigger that wrote it, each event's total (Ir, Dr, Dw, I1mr, D1mr, D1mw, ILmr,
/// DLmr, DLmw, Bc, Bcm, Bi, Bim with cache and branch simulation on) and the simulated caches it describes.
/// </summary>
internal sealed record CallgrindDump(string Trigger, IReadOnlyDictionary<string, long> Events, IReadOnlyList<string> Caches)
{
    private const string TriggerPrefix = "desc: Trigger: Client Request: ";

    public long this[string name] => Events.TryGetValue(name, out var value) ? value : 0;

    /// <summary>Reads a dump; null when the file is not one (no "events:" line, or no "summary:" line that reads as counts).</summary>
    public static CallgrindDump? Read(string path)
    {
        string? trigger = null;
        string[]? names = null;
        long[]? totals = null;
        var caches = new List<string>();
        foreach (var line in File.ReadLines(path))
        {
            if (line.StartsWith(TriggerPrefix, StringComparison.Ordinal))
            {
                trigger = line[TriggerPrefix.Length..].Trim();
            }
            else if (line.StartsWith("desc: ", StringComparison.Ordinal) && line.Contains(" cache:", StringComparison.Ordinal))
            {
                caches.Add(line["desc: ".Length..].Trim());
            }
            else if (line.StartsWith("events:", StringComparison.Ordinal))
            {
                names = line["events:".Length..].Split(' ', StringSplitOptions.RemoveEmptyEntries);
            }
            else if (line.StartsWith("summary:", StringComparison.Ordinal))
            {
                // The dump at program termination holds wrapped-around figures when costs were zeroed mid-run; it is no window.
                var figures = line["summary:".Length..].Split(' ', StringSplitOptions.RemoveEmptyEntries);
                var parsed = figures.Select(f => long.TryParse(f, NumberStyles.None, CultureInfo.InvariantCulture, out var v) ? v : -1).ToArray();
                totals = parsed.All(v => v >= 0) ? parsed : null;
            }
        }

        if (names is null || totals is null)
        {
            return null;
        }

        // Callgrind leaves out trailing zero figures.
        var events = names.Select((name, i) => (name, value: i < totals.Length ? totals[i] : 0)).ToDictionary(e => e.name, e => e.value, StringComparer.Ordinal);
        return new CallgrindDump(trigger ?? string.Empty, events, caches);
    }
}
