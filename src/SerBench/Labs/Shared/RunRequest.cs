namespace SerBench.Labs.Shared;

/// <summary>A validated `serbench run`: everything needed to start, nothing left to check.</summary>
internal sealed record RunRequest(
    MicroRunPlan Plan,
    string OutputDirectory,
    IReadOnlyList<string> Notes,
    string Measure = Measures.Time)
{
    /// <summary>The runtimes of --runtimes / --runtime, in the order given; empty: this lab program's own (docs/runtimes.md).</summary>
    public IReadOnlyList<Labs.Micro.Runtimes.MeasuringRuntime> Runtimes { get; init; } = [];

    public Preset Preset => Plan.Preset;

    public IReadOnlyList<ISerializerAdapter> Serializers => Plan.Serializers;
}

/// <summary>The raw option values of `serbench run`, as typed.</summary>
internal sealed record RunArguments(
    string? Preset,
    string? Serializers,
    string? Payloads,
    string? Operations,
    string? Sizes,
    string? Out,
    string? Sample = null,
    string? Seed = null,
    bool InProcess = false,
    string? Sink = null,
    string? Rounds = null,
    string? Measure = null,
    string? Runtimes = null,
    string? Runtime = null);
