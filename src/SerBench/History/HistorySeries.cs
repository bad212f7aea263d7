using SerBench.History.ChangePoints;

namespace SerBench.History;

/// <summary>
/// One cell's figures over runs, on one machine (time) or on machines of one instruction set and runtime (counts),
/// with the change points found in it.
/// </summary>
internal sealed record HistorySeries
{
    public required string Measure { get; init; }

    /// <summary>The machine key (time) or the instruction-set-and-runtime key (counts) the series belongs to.</summary>
    public required string GroupKey { get; init; }

    /// <summary>What the group is, in words: the machine, or the machines pooled.</summary>
    public required string GroupName { get; init; }

    /// <summary>How many machines' runs the series holds: more than 1 only for pooled counts.</summary>
    public required int Machines { get; init; }

    public required string Serializer { get; init; }

    public required string Payload { get; init; }

    public required int PayloadSize { get; init; }

    public required string Operation { get; init; }

    public required IReadOnlyList<HistoryPoint> Points { get; init; }

    /// <summary>The figure of each point: median ns (time) or instructions per call (counts).</summary>
    public required IReadOnlyList<double> Values { get; init; }

    public required IReadOnlyList<ChangePoint> Changes { get; init; }

    public string Cell => PayloadSize == 1 ? $"{Serializer} {Payload} {Operation}" : $"{Serializer} {Payload}[{PayloadSize}] {Operation}";

    /// <summary>"ns" or "instructions".</summary>
    public string Unit => Measure == Measures.Time ? "ns" : "instructions";
}

/// <summary>Turns stored points into series: time per machine, counts pooled across machines of the same ISA and runtime.</summary>
internal static class HistorySeriesBuilder
{
    public static IReadOnlyList<HistorySeries> Build(IReadOnlyList<HistoryPoint> points, ChangePointSettings settings)
    {
        ArgumentNullException.ThrowIfNull(points);
        var series = new List<HistorySeries>();
        series.AddRange(Group(points, Measures.Time, p => p.MedianNs, p => p.MachineKey, settings));
        series.AddRange(Group(points, Measures.Counts, p => p.Instructions, p => p.IsaRuntimeKey, settings));
        return series;
    }

    private static IEnumerable<HistorySeries> Group(IReadOnlyList<HistoryPoint> points, string measure, Func<HistoryPoint, double?> value, Func<HistoryPoint, string> group, ChangePointSettings settings)
    {
        var groups = points.Where(p => value(p) is > 0)
            .GroupBy(p => (Group: group(p), p.Serializer, p.Payload, p.PayloadSize, p.Operation))
            .OrderBy(g => g.Key.Group, StringComparer.Ordinal).ThenBy(g => g.Key.Serializer, StringComparer.Ordinal)
            .ThenBy(g => g.Key.Payload, StringComparer.Ordinal).ThenBy(g => g.Key.PayloadSize).ThenBy(g => g.Key.Operation, StringComparer.Ordinal);
        foreach (var g in groups)
        {
            var ordered = g.OrderBy(p => p.StartedUtc).ThenBy(p => p.RunKey, StringComparer.Ordinal).ToList();
            var values = ordered.Select(p => value(p)!.Value).ToList();
            var machines = ordered.Select(p => p.MachineKey).Distinct(StringComparer.Ordinal).Count();
            var key = $"{measure} {g.Key.Group} {g.Key.Serializer} {g.Key.Payload} {g.Key.PayloadSize} {g.Key.Operation}";
            yield return new HistorySeries
            {
                Measure = measure,
                GroupKey = g.Key.Group,
                GroupName = machines == 1 ? ordered[0].Machine : $"{machines} machines of the same instruction sets and runtime ({RunIdentity.Short(g.Key.Group)})",
                Machines = machines,
                Serializer = g.Key.Serializer,
                Payload = g.Key.Payload,
                PayloadSize = g.Key.PayloadSize,
                Operation = g.Key.Operation,
                Points = ordered,
                Values = values,
                Changes = EDivisive.Detect(values, settings, StableSeed(key)),
            };
        }
    }

    /// <summary>FNV-1a of the series' key: the same page for the same history, on every machine and runtime.</summary>
    private static int StableSeed(string key)
    {
        var hash = 2166136261u;
        foreach (var c in key)
        {
            hash = (hash ^ c) * 16777619u;
        }

        return (int)(hash & 0x7fffffff);
    }
}
