namespace SerBench.Labs.Robustness;

/// <summary>The options of `serbench robustness`, read as text and validated by <see cref="RobustnessCommand"/>.</summary>
internal sealed class RobustnessOptions
{
    public Option<string?> Serializers { get; } = SharedOptions.Serializers(SharedOptions.AllRowsText, $"{SharedOptions.DefaultRosterText}.");

    public Option<string?> Payloads { get; } = SharedOptions.Payloads("every payload (scalable ones at a small size: customers 5, grainstate 5, floats 100).");

    public Option<string?> Sizes { get; } = SharedOptions.Sizes("the small sizes above.");

    public Option<string?> Out { get; } = SharedOptions.Out("run.json, the reports and robustness/inputs/");

    public Option<string?> Seed { get; } = SharedOptions.Seed("every corpus", $"{Robustness.RobustnessPlan.DefaultSeed}.");

    public Option<string?> Sample { get; } = new("--sample")
    {
        Description = $"At most N cases per mutation kind and cell (truncations, bit flips, byte replacements, length fields); smaller inputs are covered exhaustively. Default: {Robustness.RobustnessPlan.DefaultSample}.",
        HelpName = "N",
    };

    public Option<string?> TimeoutMs { get; } = new("--timeout-ms")
    {
        Description = $"Time limit per case; a worker that does not answer is killed and the case is a hang. Default: {WorkerLimits.DefaultTimeoutMs}.",
        HelpName = "MS",
    };

    public Option<string?> MemoryMb { get; } = new("--memory-mb")
    {
        Description = $"GC heap limit of each worker process; beyond it a case is out of memory. Default: {WorkerLimits.DefaultMemoryMb}.",
        HelpName = "MB",
    };

    public Option<string?> Replay { get; } = new("--replay")
    {
        Description = "Re-run one saved input (robustness/inputs/NAME.bin or NAME.json of a run) in a worker and print its outcome; other options are ignored.",
        HelpName = "FILE",
    };

    public Option<string?> Corpus { get; } = new("--corpus")
    {
        Description = "Feed every file under DIR (recursively) instead of the lab's own corpus: y_/n_/i_ names (JSONTestSuite) are counted as must accept / must reject / either. Rows read each file as any value of their format (--type any, the default) or as one payload's type (--payloads ID).",
        HelpName = "DIR",
    };

    public Option<string?> Type { get; } = new("--type")
    {
        Description = "With --corpus: 'any' reads each input into the row's own document model (JsonDocument, JToken, …), judging syntax apart from mapping to a model. Default: any, unless --payloads names one payload.",
        HelpName = "any",
    };

    public void AddTo(Command command)
    {
        foreach (var option in new Option[] { Serializers, Payloads, Sizes, Out, Seed, Sample, TimeoutMs, MemoryMb, Replay, Corpus, Type })
        {
            command.Options.Add(option);
        }
    }
}
