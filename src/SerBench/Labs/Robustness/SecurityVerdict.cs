namespace SerBench.Labs.Robustness;

/// <summary>
/// A serializer's robustness summary: totals over its cells and one security sentence, which leads with the
/// design (a row that is unsafe for untrusted input by design says so) and then each kind of failure on the
/// smallest input that caused it, e.g. "allocates 2 GiB on a 40-byte input".
/// </summary>
internal static class SecurityVerdict
{
    /// <summary>Exception types that usually mean the library tripped over its own state rather than rejecting the data.</summary>
    private static readonly HashSet<string> Leaky = new(StringComparer.Ordinal)
    {
        "System.NullReferenceException", "System.IndexOutOfRangeException", "System.InvalidCastException",
        "System.ArgumentOutOfRangeException", "System.ArgumentNullException", "System.Collections.Generic.KeyNotFoundException",
        "System.DivideByZeroException", "System.AccessViolationException", "System.InvalidProgramException",
    };

    public static RobustnessSerializerRecord Summarize(SerializerInfo info, IReadOnlyList<RobustnessCellRecord> cells, WorkerLimits limits)
    {
        var ran = cells.Where(c => c.Status != CellTally.NotRun).ToList();
        var counts = ran.Aggregate(new RobustnessCounts(), (sum, c) => sum + c.Counts);
        var findings = ran.SelectMany(c => c.Findings.Select(f => (Cell: c, Finding: f))).ToList();
        var parts = new List<string>();
        if (!info.Traits.SafeForUntrustedInput.Value)
        {
            parts.Add($"{info.DisplayName}: unsafe by design ({info.Traits.SafeForUntrustedInput.Reason})");
        }

        AddSmallest(parts, findings, f => f.Outcome == Outcomes.Crash, f => $"crashes ({f.Detail}) on a {Bytes(f.InputBytes)} input ({f.Label})");
        AddSmallest(parts, findings, f => f.Outcome == Outcomes.OutOfMemory,
            f => $"runs out of memory (heap limit {limits.MemoryMb.ToString(CultureInfo.InvariantCulture)} MiB) on a {Bytes(f.InputBytes)} input ({f.Label})");
        AddSmallest(parts, findings, f => f.ExcessiveAllocation && f.Outcome != Outcomes.OutOfMemory,
            f => $"allocates {Units.Bytes(f.AllocatedBytes ?? 0)} on a {Bytes(f.InputBytes)} input ({f.Label})",
            worst: f => -(double)(f.AllocatedBytes ?? 0) / Math.Max(1, f.InputBytes));
        AddSmallest(parts, findings, f => f.Outcome == Outcomes.Hang,
            f => $"hangs (no answer in {limits.TimeoutMs.ToString("N0", CultureInfo.InvariantCulture)} ms) on a {Bytes(f.InputBytes)} input ({f.Label})");
        if (parts.Count == 0)
        {
            parts.Add(ran.Count == 0
                ? "not run"
                : $"no crash, hang or runaway allocation in {counts.Rejected + counts.Equal + counts.Different:N0} cases");
        }

        var leaky = ran.SelectMany(c => c.Exceptions).Where(e => Leaky.Contains(e.Type))
            .GroupBy(e => e.Type).Select(g => $"{g.Key.Split('.')[^1]} ×{g.Sum(e => e.Count).ToString("N0", CultureInfo.InvariantCulture)}")
            .ToList();
        return new RobustnessSerializerRecord
        {
            Serializer = info.Id,
            Cells = ran.Count,
            Cases = ran.Sum(c => c.Cases),
            Counts = counts,
            Security = string.Join("; ", parts),
            LeakyExceptions = leaky.Count == 0 ? null : string.Join(", ", leaky),
        };
    }

    private static void AddSmallest(
        List<string> parts,
        List<(RobustnessCellRecord Cell, RobustnessFindingRecord Finding)> findings,
        Func<RobustnessFindingRecord, bool> match,
        Func<RobustnessFindingRecord, string> describe,
        Func<RobustnessFindingRecord, double>? worst = null)
    {
        var hits = findings.Where(f => match(f.Finding)).ToList();
        if (hits.Count == 0)
        {
            return;
        }

        // The smallest input that did it, or for allocations the most bytes per input byte.
        var (cell, smallest) = hits.MinBy(f => worst?.Invoke(f.Finding) ?? f.Finding.InputBytes);
        var times = hits.Count == 1 ? string.Empty : $" — {hits.Count.ToString("N0", CultureInfo.InvariantCulture)} cases";
        parts.Add($"{describe(smallest)} [{cell.Payload}]{times}");
    }

    private static string Bytes(int bytes) => bytes < 1024
        ? $"{bytes.ToString(CultureInfo.InvariantCulture)}-byte"
        : Units.Bytes(bytes);
}
