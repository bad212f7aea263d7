using System.Globalization;
using CsvHelper;
using SerBench.RunFiles;

namespace SerBench.Reports;

/// <summary>
/// The robustness and version-tolerance labs' CSV files beside run.json: robustness.csv (one row per serializer ×
/// payload) and evolve.csv (one row per serializer × scenario × direction). Column names are run.json's.
/// </summary>
internal static class LabCsv
{
    public const string RobustnessFileName = "robustness.csv";
    public const string EvolveFileName = "evolve.csv";

    /// <summary>The files <see cref="Write"/> writes for this run.</summary>
    public static IEnumerable<string> Names(RunFile run) => Files(run).Select(f => f.Name);

    /// <summary>Writes each lab's file when the run has its section.</summary>
    public static void Write(string directory, RunFile run, Action<string, string> write)
    {
        foreach (var (name, render) in Files(run))
        {
            write(Path.Combine(directory, name), render());
        }
    }

    // One list for the names and the writing, so the two cannot disagree; rendered only when written.
    private static IEnumerable<(string Name, Func<string> Render)> Files(RunFile run)
    {
        if (run.Robustness is { } robustness)
        {
            yield return (RobustnessFileName, () => Render(
                ["serializer", "payload", "payloadSize", "status", "reason", "validBytes", "cases", "rejected", "equal", "different", "hang", "crash",
                 "outOfMemory", "excessiveAllocation", "peakAllocatedBytes", "peakAllocationInputBytes", "topException", "security"],
                robustness.Cells.Select(c => new string?[]
                {
                    c.Serializer, c.Payload, Number(c.PayloadSize), c.Status, c.Reason, Number(c.ValidBytes), Number(c.Cases),
                    Number(c.Counts.Rejected), Number(c.Counts.Equal), Number(c.Counts.Different), Number(c.Counts.Hang), Number(c.Counts.Crash),
                    Number(c.Counts.OutOfMemory), Number(c.Counts.ExcessiveAllocation), Number(c.PeakAllocation?.AllocatedBytes),
                    Number(c.PeakAllocation?.InputBytes), c.Exceptions.FirstOrDefault()?.Type,
                    robustness.Serializers.FirstOrDefault(s => s.Serializer == c.Serializer)?.Security,
                })));
        }

        if (run.Corpus is { } corpus)
        {
            yield return (CorpusCsv.FileName, () => Render(
                ["serializer", "status", "reason", "readAs", "fed", "accepted", "rejected", "hang", "crash", "outOfMemory", "excessiveAllocation",
                 "yAccepted", "yRejected", "nAccepted", "nRejected", "iAccepted", "iRejected"],
                corpus.Rows.Select(r => new string?[]
                {
                    r.Serializer, r.Status, r.Reason, r.ReadAs, Number(r.Fed), Number(r.Accepted), Number(r.Rejected), Number(r.Hang), Number(r.Crash),
                    Number(r.OutOfMemory), Number(r.ExcessiveAllocation), Number(r.MustAccept?.Accepted), Number(r.MustAccept?.Rejected),
                    Number(r.MustReject?.Accepted), Number(r.MustReject?.Rejected), Number(r.EitherWay?.Accepted), Number(r.EitherWay?.Rejected),
                })));
        }

        if (run.Evolve is { } evolve)
        {
            yield return (EvolveFileName, () => Render(
                ["serializer", "scenario", "direction", "outcome", "detail"],
                evolve.Cells.Select(c => new string?[] { c.Serializer, c.Scenario, c.Direction, c.Outcome, c.Detail })));
        }
    }

    private static string? Number(long? value) => value?.ToString(CultureInfo.InvariantCulture);

    private static string Render(string[] header, IEnumerable<string?[]> rows)
    {
        using var text = new StringWriter(CultureInfo.InvariantCulture);
        using (var csv = CsvWriter.Create(text, CsvWriterOptions.Default with { FormatProvider = CultureInfo.InvariantCulture }, leaveOpen: true))
        {
            csv.WriteHeader(header);
            foreach (var row in rows)
            {
                foreach (var field in row)
                {
                    csv.WriteField(field);
                }

                csv.EndRecord();
            }

            csv.Flush();
        }

        return text.ToString();
    }
}
