namespace SerBench.Reports;

/// <summary>What every column and mark of the payload tables means.</summary>
internal static class MarkdownLegend
{
    public static void Write(StringBuilder md, RunFiles.RunFile run)
    {
        md.Append("## Legend\n\n");
        md.Append("- **API shape**: how bytes leave and enter the library in this row (buffer-writer, byte-array, stream, string). Rows are grouped by it because a byte[] or string API allocates its result where a buffer-writer API does not; compare like with like first.\n");
        md.Append("- **Serializer**: the row's display name and its `id` (the name `--serializers` takes). ⚠ marks a row with a warning (see Warnings).\n");
        md.Append("- † after a serializer: timed on the library's own generated types (writing a prepared twin, parsing into a new twin), as apps that hold those types call it; mapping to and from the payload's model happens outside the timed call, to verify the round trip. ✎: a codec hand-written by the lab on a library's low-level API — a ceiling for its format, not a library users call as is.\n");
        md.Append("- **Format**: the family of bytes written. **Codegen**: how the serializer knows the type (reflection, source-generated, schema, hand-written).\n");
        if (run.HasTime)
        {
            WriteTime(md);
        }

        if (run.HasCounts)
        {
            WriteCounts(md, run);
        }

        md.Append("- **Allocated**: managed bytes allocated per operation " + AllocationScope(run) + ". A range (`2,449 B–3,088 B`): " + Labels.AllocationRangeMeaning + ". **GCs / 1k ops**: gen 0 / gen 1 / gen 2 collections per 1,000 operations " + CollectionScope(run) + ".\n");
        md.Append("- **Size**: bytes of the serialized form (never string length). **gzip**, **brotli**, **zstd**: the same bytes compressed: " + Engine.Compression.SettingsFor(run.Zstd) + (run.Zstd is null ? ". `n/a`: not measured on this machine (zstd needs libzstd).\n" : ".\n"));
        md.Append("- **× smallest**: size relative to the smallest serialized form of the payload (1.00× = smallest).\n");
        md.Append("- **FAILED**: the round trip did not give back an equal object, or the codec threw; the cell is not timed, and the reason and the first difference are listed under the table. `–`: no value for this cell.\n");
        md.Append("- **Not run**: the serializer declares it cannot take the payload, with its reason.\n\n");
    }

    private static void WriteTime(StringBuilder md)
    {
        md.Append("- **Median**: median time of one operation, in ns, µs, ms or s. A leading `~` marks a noisy cell: its own interval's half-width (before the run's floor, below) exceeds 5 % of the median, so treat small differences as noise.\n");
        md.Append("- A leading `!` marks a disturbed cell: one of its rounds was still measured while other processes used the CPU or the machine ran slow (canary), after its re-measurements; its figures may be slow. A median shown as `< x` is at the loop-overhead floor: the operation took less than the benchmark loop's own cost (x), which was subtracted, so it cannot be told apart from nothing.\n");
        md.Append("- **±**: half-width of the cell's interval: the 99.9 % confidence interval of the mean over every iteration of every round, widened to hold each round's own median, and to at least the run's spread between measuring processes (measured on every cell's first two rounds; see the run's notes), so it includes how far another measuring process lands, not only how steady these were.\n");
        md.Append("- **Rounds Δ**: how far the rounds' medians (one per measuring process) were apart: slowest over fastest, minus one. **Note**: re-measurements (a round measured again because the machine was disturbed), disturbed rounds not counted in the figures (the cell had enough undisturbed ones), and disturbances that stayed.\n");
        md.Append("- **% of best**: the median relative to the fastest ok cell of the same payload and operation across all API shapes (100 % = fastest; 250 % = 2.5 times as long). `≈` marks a cell tied for best: its interval overlaps the fastest cell's, so the measurement cannot rank the two.\n");
    }

    private static void WriteCounts(StringBuilder md, RunFiles.RunFile run)
    {
        md.Append("- **Instructions**, **Est. cycles**, **L1 misses**, **LL misses**, **Mispredicted**: counts per operation under valgrind's callgrind (instructions executed; first-level and last-level cache misses and branch mispredictions of the simulated processor), the median over the counting processes. Counts are not time: they do not move with the machine's load. " + CountsSummary.Capitalized(run.CountsSettings?.CyclesFormula ?? "estimated cycles: formula not recorded") + ".\n");
        md.Append("- **% of fewest**: estimated cycles relative to the fewest of the same payload and operation (100 % = fewest). `≈` marks a cell tied for the fewest: the two cells' counts lie within each other's spread between counting processes. **Counts Δ**: how far the counting processes' instructions were apart (largest minus smallest over the median). **Note** says when a serializer was counted on every thread (its calls continue on other threads) and when a count did not settle.\n");
    }

    /// <summary>Over which calls the run counted collections (older runs, without the field, took BenchmarkDotNet's extra iteration).</summary>
    internal static string CollectionScope(RunFiles.RunFile run) =>
        run.PresetSettings?.CollectionScope == RunFiles.CollectionScopes.MeasuredIterations
            ? "over the cell's measured iterations"
            : "in one extra iteration after the measured ones (BenchmarkDotNet's own count, which runs made before 2026-11-26 record: on a cell of one call per iteration it seldom met a collection the measured iterations met)";

    /// <summary>Whose allocations the run counted (older runs, without the field, counted the measuring thread).</summary>
    internal static string AllocationScope(RunFiles.RunFile run) =>
        run.Measurement?.AllocationScope == RunFiles.AllocationScopes.Process
            ? "by the measuring thread, and by the whole measuring process, which runs nothing but the cell, when other threads allocated meanwhile (work a row continues on pool threads counts)"
            : "by the measuring thread";
}
