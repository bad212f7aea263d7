namespace SerBench.Reports;

/// <summary>corpus.csv: one row per serializer of a corpus run (written by <see cref="LabCsv"/>), columns named as in run.json.</summary>
internal static class CorpusCsv
{
    public const string FileName = "corpus.csv";
}
