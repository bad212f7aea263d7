namespace SerBench.Labs.Robustness;

/// <summary>A validated robustness run: which cells, the corpus seed and sample cap, the worker limits, and where inputs go.</summary>
internal sealed record RobustnessPlan(
    IReadOnlyList<ISerializerAdapter> Serializers,
    IReadOnlyList<SizedPayload> Payloads,
    int Seed,
    int Sample,
    WorkerLimits Limits,
    string OutputDirectory)
{
    public const int DefaultSeed = 20261121;
    public const int DefaultSample = 200;

    /// <summary>Sizes of the scalable payloads when --sizes is not given: small, so every case stays quick to read.</summary>
    public static IReadOnlyDictionary<string, int> DefaultSizes { get; } = new Dictionary<string, int>(StringComparer.OrdinalIgnoreCase)
    {
        [PayloadIds.Customers] = 5,
        [PayloadIds.GrainState] = 5,
        [PayloadIds.Floats] = 100,
    };

    /// <summary>After this many hangs in one cell the rest of its corpus is skipped: each costs the time limit and a new worker.</summary>
    public const int MaxHangsPerCell = 10;

    /// <summary>After this many hangs and crashes in one cell the rest of its corpus is skipped (each costs a new worker).</summary>
    public const int MaxWorkerLossesPerCell = 60;

    public const string InputsFolder = "robustness/inputs";

    /// <summary>What a robustness run's closing lines name after the reports: the saved inputs, and how to replay one.</summary>
    public const string InputsWritten = $", {InputsFolder}/ (replay one with 'serbench robustness --replay FILE')";
}
