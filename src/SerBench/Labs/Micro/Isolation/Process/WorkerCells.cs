namespace SerBench.Labs.Micro;

/// <summary>What a measuring process is given besides its serializer: its cells' shuffled order and the payloads it only warms.</summary>
internal static class WorkerCells
{
    /// <summary>One serializer's cells in the round's order: pairs shuffled, each pair's operations shuffled, a pair's operations kept together.</summary>
    public static List<MicroWorkerCell> Order(List<MicroWorkerCell> cells, int seed, int round, int salt)
    {
        var pairs = cells.GroupBy(c => (c.Payload, c.Size)).Select(g => g.ToList()).ToList();
        return [.. RunOrder.Shuffle(pairs, seed, round, salt)
            .SelectMany((pair, i) => RunOrder.Shuffle(pair, seed, round, (salt * 1_000) + i))];
    }

    /// <summary>
    /// Every payload of the plan and of its warm set that <paramref name="cells"/> do not measure: a retry or an extra
    /// round measures a few cells, but must run the code that the full rounds warmed on all of the serializer's payloads.
    /// </summary>
    public static List<MicroWorkerPayload> WarmOnly(MicroRunPlan plan, IReadOnlyList<MicroWorkerCell> cells)
    {
        var measured = cells.Select(c => new MicroWorkerPayload(c.Payload, c.Size)).ToHashSet();
        return [.. plan.Payloads.Concat(plan.WarmPayloads)
            .Select(p => new MicroWorkerPayload(p.Payload.Id, p.Size))
            .Distinct()
            .Where(p => !measured.Contains(p))];
    }
}
