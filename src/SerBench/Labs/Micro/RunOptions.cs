namespace SerBench.Labs.Micro;

/// <summary>
/// The options of `serbench run`. They are read as text and validated by <see cref="RunRequestBuilder"/>,
/// so that every mistake gets the valid choices and the closest match, and exit code 2.
/// </summary>
internal sealed class RunOptions
{
    public Option<string?> Preset { get; } = SharedOptions.Preset(
        Engine.Preset.All.Select(p => p.Name), "dry (one pass, smoke test), quick, full (BenchmarkDotNet's default job)", Engine.Preset.Quick.Name);

    public Option<string?> Serializers { get; } = SharedOptions.Serializers(SharedOptions.AllRowsText, $"{SharedOptions.DefaultRosterText}.");

    public Option<string?> Payloads { get; } = SharedOptions.Payloads("every payload at its default size.");

    public Option<string?> Operations { get; } = new("--ops")
    {
        Description = "Comma-separated operations: serialize, deserialize, roundtrip. Default: all three.",
        HelpName = "OP,…",
    };

    public Option<string?> Sizes { get; } = SharedOptions.Sizes("each payload's default size.");

    public Option<string?> Out { get; } = SharedOptions.Out("run.json and the reports");

    public Option<string?> Sample { get; } = new("--sample")
    {
        Description = "A JSON document (or a folder of .json files) to benchmark as it is: SerBench infers a C# model from it, and each file becomes a payload named after it. Without --payloads, only the samples run.",
        HelpName = "FILE|DIR",
    };

    public Option<string?> Seed { get; } = SharedOptions.Seed("the shuffled measuring order", "a fresh seed.");

    public Option<bool> InProcess { get; } = new("--in-process")
    {
        Description = "Measure every cell in this one process, in plan order, one round, no re-measuring (for debugging; every report says so). Default: each serializer in processes of its own, in rounds.",
    };

    public Option<string?> Rounds { get; } = new("--rounds")
    {
        Description = $"How many independent measuring processes measure every cell, from {Engine.Preset.MinRounds} to {Engine.Preset.MaxRounds}: more rounds make a cell's median move less from one run to the next, and take a measuring process per serializer and round. Not with --in-process or the dry preset. Default: the preset's (quick 2, full 3).",
        HelpName = "N",
    };

    public Option<string?> Sink { get; } = new("--sink")
    {
        Description = "Where serialize cells write: memory (the lab's reused buffer) or file (a file on the temporary disk through a FileStream, flushed to the OS after each call and deleted afterwards, as seed 003's writers did). Deserialize and round trips read and write memory either way. Default: memory.",
        HelpName = "memory|file",
    };

    public Option<string?> Measure { get; } = new("--measure")
    {
        Description = "What to measure: time (on this machine, in rounds), counts (instructions, simulated cache misses and branch mispredictions, and estimated cycles per operation, under valgrind's callgrind: figures the machine's load cannot move; needs valgrind on x86-64 Linux) or both. Default: time.",
        HelpName = "time|counts|both",
    };

    public Option<string?> Runtimes { get; } = new("--runtimes")
    {
        Description = $"Measure on each of these runtimes, side by side: {string.Join(", ", Micro.Runtimes.MeasuringRuntime.Names)}. Each runtime's measuring process is published once (self-contained from its runtime pack, or NativeAOT) and cached until the sources change; every report groups the cells by runtime (docs/runtimes.md). Default: this lab program's own runtime.",
        HelpName = "RUNTIME,…",
    };

    public Option<string?> Runtime { get; } = new("--runtime")
    {
        Description = "Measure on this one runtime (one of --runtimes' names).",
        HelpName = "RUNTIME",
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
        command.Options.Add(Rounds);
        command.Options.Add(Sink);
        command.Options.Add(Measure);
        command.Options.Add(Runtimes);
        command.Options.Add(Runtime);
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
        parse.GetValue(InProcess),
        parse.GetValue(Sink),
        parse.GetValue(Rounds),
        parse.GetValue(Measure),
        parse.GetValue(Runtimes),
        parse.GetValue(Runtime));
}
