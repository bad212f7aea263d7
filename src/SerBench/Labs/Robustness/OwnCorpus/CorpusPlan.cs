namespace SerBench.Labs.Robustness;

/// <summary>A validated corpus run: the files to feed (refused ones left out), the rows, the target type (null: any value) and the worker limits.</summary>
internal sealed record CorpusPlan(
    string Directory,
    IReadOnlyList<CorpusFile> Files,
    IReadOnlyList<(CorpusFile File, string Reason)> Refused,
    IReadOnlyList<ISerializerAdapter> Serializers,
    PayloadDescriptor? Payload,
    WorkerLimits Limits,
    string OutputDirectory)
{
    /// <summary>Files above a quarter of the worker's heap limit are refused: the input alone, sent and decoded, would take most of it.</summary>
    public static long MaxInputBytes(WorkerLimits limits) => (long)limits.MemoryMb * 1024 * 1024 / 4;
}
