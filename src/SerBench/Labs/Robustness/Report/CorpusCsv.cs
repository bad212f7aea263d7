namespace SerBench.Labs.Robustness;

/// <summary>corpus.csv beside run.json: one row per serializer of a corpus run; column names as in run.json.</summary>
internal static class CorpusCsv
{
    public const string FileName = "corpus.csv";

    public static ReportFile File(CorpusSection corpus) => new(FileName, () => CsvTable.Render(
            ["serializer", "status", "reason", "readAs", "fed", "accepted", "rejected", "hang", "crash", "outOfMemory", "excessiveAllocation",
             "yAccepted", "yRejected", "nAccepted", "nRejected", "iAccepted", "iRejected"],
            corpus.Rows.Select(r => new object?[]
            {
                r.Serializer, r.Status, r.Reason, r.ReadAs, Number(r.Fed), Number(r.Accepted), Number(r.Rejected), Number(r.Hang), Number(r.Crash),
                Number(r.OutOfMemory), Number(r.ExcessiveAllocation), Number(r.MustAccept?.Accepted), Number(r.MustAccept?.Rejected),
                Number(r.MustReject?.Accepted), Number(r.MustReject?.Rejected), Number(r.EitherWay?.Accepted), Number(r.EitherWay?.Rejected),
            })));

    private static string? Number(long? value) => value?.ToString(CultureInfo.InvariantCulture);
}
