using System.CommandLine;

namespace SerBench.Commands;

/// <summary>
/// The options of `serbench run`. They are read as text and validated by <see cref="RunRequestBuilder"/>,
/// so that every mistake gets the valid choices and the closest match, and exit code 2.
/// </summary>
internal sealed class RunOptions
{
    public Option<string?> Preset { get; } = new("--preset")
    {
        Description = "How to measure: dry (one pass, smoke test), quick (default), full (BenchmarkDotNet's default job).",
        HelpName = "dry|quick|full",
    };

    public Option<string?> Serializers { get; } = new("--serializers")
    {
        Description = "Comma-separated serializer ids (see 'serbench list'), or 'all' for every installed row. Default: one row per library, in its users' usual configuration ('serbench list' marks the variants left out).",
        HelpName = "ID,…",
    };

    public Option<string?> Payloads { get; } = new("--payloads")
    {
        Description = "Comma-separated payload ids (see 'serbench list'). Default: every payload at its default size.",
        HelpName = "ID,…",
    };

    public Option<string?> Operations { get; } = new("--ops")
    {
        Description = "Comma-separated operations: serialize, deserialize, roundtrip. Default: all three.",
        HelpName = "OP,…",
    };

    public Option<string?> Sizes { get; } = new("--sizes")
    {
        Description = "Comma-separated sizes for scalable payloads (customers, consumers, points); each is its own payload size. Fixed payloads ignore it.",
        HelpName = "a,b,c",
    };

    public Option<string?> Out { get; } = new("--out")
    {
        Description = "Folder for run.json and the reports; must not exist or be empty. Default: results/<UTC yyyyMMdd-HHmmss>/.",
        HelpName = "DIR",
    };

    public Option<string?> Sample { get; } = new("--sample")
    {
        Description = "A JSON document (or a folder of .json files) to benchmark as it is: SerBench infers a C# model from it, and each file becomes a payload named after it. Without --payloads, only the samples run.",
        HelpName = "FILE|DIR",
    };

    public Option<string?> Seed { get; } = new("--seed")
    {
        Description = "Seed of the shuffled measuring order (printed and stored in run.json); the same seed gives the same order. Default: a fresh seed.",
        HelpName = "N",
    };

    public Option<bool> InProcess { get; } = new("--in-process")
    {
        Description = "Measure every cell in this one process, in plan order, one round, no re-measuring (for debugging; every report says so). Default: each serializer in processes of its own, in rounds.",
    };

    public void AddTo(Command command)
    {
        command.Options.Add(Preset);
        command.Options.Add(Serializers);
        command.Options.Add(Payloads);
        command.Options.Add(Operations);
        command.Options.Add(Sizes);
        command.Options.Add(Out);
        command.Options.Add(Sample);
        command.Options.Add(Seed);
        command.Options.Add(InProcess);
    }

    public RunArguments Read(ParseResult parse) => new(
        parse.GetValue(Preset),
        parse.GetValue(Serializers),
        parse.GetValue(Payloads),
        parse.GetValue(Operations),
        parse.GetValue(Sizes),
        parse.GetValue(Out),
        parse.GetValue(Sample),
        parse.GetValue(Seed),
        parse.GetValue(InProcess));
}
