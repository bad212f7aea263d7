using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using SerBench.Overhead;

// "presets ..." compares SerBench presets on chosen cells in this process, "fresh ..." in a fresh
// `serbench run` per cell; "interleaved ..." reads the rows' adapter overhead over several fresh processes,
// "instructions ..." counts it in instructions under valgrind;
// anything else goes to BenchmarkDotNet's switcher.
if (args.Length > 0 && args[0] == "presets")
{
    return PresetCheck.Run(args[1..], Console.Out);
}

if (args.Length > 0 && args[0] == "interleaved")
{
    return InterleavedCheck.Run(args[1..], Console.Out);
}

if (args.Length > 0 && args[0] == InterleavedCheck.ChildVerb)
{
    return InterleavedCheck.Child(args[1..], Console.Out);
}

if (args.Length > 0 && args[0] == "instructions")
{
    return InterleavedCheck.ChosenRows(args[1..], Console.Out) is { } rows ? InstructionsCheck.Run(rows, args[1..], Console.Out) : 2;
}

if (args.Length > 0 && args[0] == InstructionsChild.Verb)
{
    return InstructionsCheck.Child(args[1..], InterleavedCheck.Rows(), Console.Out);
}

if (args.Length > 0 && args[0] == "fresh")
{
    return FreshProcessCheck.Run(args[1..], Console.Out);
}

// In process, like the lab, so the ratio is the one the lab's cells carry.
var config = DefaultConfig.Instance
    .AddJob(Job.Default.WithToolchain(InProcessEmitToolchain.Instance))
    .AddColumn(StatisticColumn.Median, StatisticColumn.Min);
BenchmarkSwitcher.FromAssembly(typeof(SerBench.Overhead.Rows.RowOverheadBenchmarks).Assembly).Run(args, config);
return 0;
