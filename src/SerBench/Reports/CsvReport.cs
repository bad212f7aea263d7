using CsvHelper;

namespace SerBench.Reports;

/// <summary>
/// results.csv: one row per cell with every <see cref="CellRecord"/> field and the row's labels. Column
/// names are those of run.json, so a script reads both the same way; numbers are invariant and
/// round-trip (CsvHelper writes doubles as their shortest round-tripping text). Every run has every column, so a
/// script reads a time, counts or both run alike: a counts run leaves the time columns empty, a time run the counts'.
/// </summary>
internal static class CsvReport
{
    /// <summary>The runtime of each cell, in runs made with --runtimes only.</summary>
    public const string RuntimeColumn = "runtime";

    public static readonly IReadOnlyList<string> Columns =
    [
        "serializer", "serializerDisplayName", "format", "codegen", "apiShape",
        "payload", "payloadSize", "operation", "status", "reason", "diff",
        "sizeBytes", "gzipBytes", "brotliBytes", "zstdBytes",
        "medianNs", "ciLowerNs", "ciUpperNs", "meanNs", "stdDevNs",
        "allocatedBytes", "gen0PerThousandOps", "noisy", "iterations",
        "rounds", "roundsSpread", "retries", "disturbed", "atOverheadFloor", "gen1PerThousandOps", "gen2PerThousandOps",
        "ownCiLowerNs", "ownCiUpperNs", "allocatedBytesMax",
        "instructions", "l1Misses", "lastLevelMisses", "branchMispredictions", "estimatedCycles", "countsSpread",
        "countsCalls", "countsAllThreads", "countsSettled",
    ];

    public static string Render(RunFile run)
    {
        var view = new RunView(run);
        using var text = new StringWriter(CultureInfo.InvariantCulture);
        var options = CsvWriterOptions.Default with
        {
            FormatProvider = CultureInfo.InvariantCulture,
            TrueValue = "true",
            FalseValue = "false",
        };
        using (var csv = CsvWriter.Create(text, options, leaveOpen: true))
        {
            // A run with --runtimes has one more column, last, so scripts of one-runtime runs read both alike (docs/runtimes.md).
            var byRuntime = run.IsByRuntime();
            csv.WriteHeader(byRuntime ? [.. Columns, RuntimeColumn] : [.. Columns]);
            foreach (var cell in run.Cells)
            {
                WriteCell(csv, cell, view.Serializer(cell.Serializer), byRuntime);
            }

            csv.Flush();
        }

        return text.ToString();
    }

    private static void WriteCell(CsvWriter csv, CellRecord c, SerializerRecord? s, bool byRuntime)
    {
        csv.WriteField(c.Serializer);
        csv.WriteField(s?.DisplayName);
        csv.WriteField(s?.Format);
        csv.WriteField(s?.Codegen);
        csv.WriteField(s?.ApiShape);
        csv.WriteField(c.Payload);
        csv.WriteField(c.PayloadSize, default);
        csv.WriteField(c.Operation);
        csv.WriteField(c.Status);
        csv.WriteField(c.Reason);
        csv.WriteField(c.Diff);
        csv.WriteField(c.SizeBytes, default);
        csv.WriteField(c.GzipBytes, default);
        csv.WriteField(c.BrotliBytes, default);
        csv.WriteField(c.ZstdBytes, default);
        csv.WriteField(c.MedianNs, default);
        csv.WriteField(c.CiLowerNs, default);
        csv.WriteField(c.CiUpperNs, default);
        csv.WriteField(c.MeanNs, default);
        csv.WriteField(c.StdDevNs, default);
        csv.WriteField(c.AllocatedBytes, default);
        csv.WriteField(c.Gen0PerThousandOps, default);
        csv.WriteField(c.Noisy);
        csv.WriteField(c.Iterations, default);
        csv.WriteField(c.Rounds?.Count, default);
        csv.WriteField(c.RoundsSpread, default);
        csv.WriteField(c.Retries);
        csv.WriteField(c.Disturbed);
        csv.WriteField(c.AtOverheadFloor);
        csv.WriteField(c.Gen1PerThousandOps, default);
        csv.WriteField(c.Gen2PerThousandOps, default);
        csv.WriteField(c.OwnCiLowerNs, default);
        csv.WriteField(c.OwnCiUpperNs, default);
        csv.WriteField(c.AllocatedBytesMax, default);
        WriteCounts(csv, c.Counts);
        if (byRuntime)
        {
            csv.WriteField(c.Runtime);
        }

        csv.EndRecord();
    }

    /// <summary>The cell's counts under callgrind (run.json's counts object, flattened), or empty fields.</summary>
    private static void WriteCounts(CsvWriter csv, CountsRecord? counts)
    {
        csv.WriteField(counts?.Instructions, default);
        csv.WriteField(counts?.L1Misses, default);
        csv.WriteField(counts?.LastLevelMisses, default);
        csv.WriteField(counts?.BranchMispredictions, default);
        csv.WriteField(counts?.EstimatedCycles, default);
        csv.WriteField(counts?.Spread, default);
        csv.WriteField(counts?.Calls, default);
        if (counts is null)
        {
            csv.WriteField((string?)null);
            csv.WriteField((string?)null);
            return;
        }

        csv.WriteField(counts.AllThreads);
        csv.WriteField(counts.Settled);
    }
}
