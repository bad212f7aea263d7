namespace SerBench.Interop.BdnJson;

/// <summary>
/// The Metrics a benchmark carries: BenchmarkDotNet's own GC and allocation metrics (its MemoryDiagnoser's descriptors,
/// word for word), the instruction count under BenchmarkDotNet's hardware-counter id, and SerBench's sizes and other
/// counts under ids of its own ("SerBench.*"), which BenchmarkDotNet's readers show as extra columns or ignore.
/// </summary>
internal static class BdnMetrics
{
    public const string Gen0 = "Gen0Collects";
    public const string Gen1 = "Gen1Collects";
    public const string Gen2 = "Gen2Collects";
    public const string Allocated = "Allocated Memory";
    public const string Instructions = "InstructionRetired";
    public const string SizeBytes = "SerBench.SizeBytes";
    public const string GzipBytes = "SerBench.GzipBytes";
    public const string BrotliBytes = "SerBench.BrotliBytes";
    public const string ZstdBytes = "SerBench.ZstdBytes";

    private const string Counted = "counted under valgrind's callgrind (a simulated CPU, not a hardware counter)";

    public static IReadOnlyList<BdnMetric> Of(CellRecord cell)
    {
        var metrics = new List<BdnMetric>();
        Add(cell.Gen0PerThousandOps, Gc(Gen0, 0));
        Add(cell.Gen1PerThousandOps, Gc(Gen1, 1));
        Add(cell.Gen2PerThousandOps, Gc(Gen2, 2));
        Add(cell.AllocatedBytes, new(Allocated, "Allocated", "Allocated memory per single operation (managed only, inclusive, 1KB = 1024B)", "0.##", 2, "B", false, 3));
        Add(cell.SizeBytes, Size(SizeBytes, "Size", "Bytes of the serialized form"));
        Add(cell.GzipBytes, Size(GzipBytes, "Gzip", "Bytes of the serialized form after gzip"));
        Add(cell.BrotliBytes, Size(BrotliBytes, "Brotli", "Bytes of the serialized form after brotli"));
        Add(cell.ZstdBytes, Size(ZstdBytes, "Zstd", "Bytes of the serialized form after zstd"));
        if (cell.Counts is { } counts)
        {
            Add(counts.Instructions, new(Instructions, "InstructionRetired/Op", $"Instructions per single operation, {Counted}", "N0", 0, "Count", false, 0));
            Add(counts.EstimatedCycles, Count("SerBench.EstimatedCycles", "Estimated cycles per single operation"));
            Add(counts.L1Misses, Count("SerBench.L1Misses", "First-level cache misses per single operation"));
            Add(counts.LastLevelMisses, Count("SerBench.LastLevelMisses", "Last-level cache misses per single operation"));
            Add(counts.BranchMispredictions, Count("SerBench.BranchMispredictions", "Mispredicted branches per single operation"));
        }

        return metrics;

        void Add(double? value, BdnMetricDescriptor descriptor)
        {
            if (value is { } v && double.IsFinite(v))
            {
                metrics.Add(new BdnMetric(v, descriptor));
            }
        }
    }

    private static BdnMetricDescriptor Gc(string id, int generation) =>
        new(id, $"Gen{generation}", $"GC Generation {generation} collects per 1000 operations", "#0.0000", 0, "Count", false, generation);

    private static BdnMetricDescriptor Size(string id, string name, string legend) => new(id, name, legend, "N0", 2, "B", false, 0);

    private static BdnMetricDescriptor Count(string id, string legend) => new(id, id["SerBench.".Length..] + "/Op", $"{legend}, {Counted}", "N0", 0, "Count", false, 0);
}
