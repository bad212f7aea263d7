namespace SerBench.RunFiles;

/// <summary>What a run measures (`--measure`): time on the machine, counts under callgrind, or both.</summary>
public static class Measures
{
    public const string Time = "time";
    public const string Counts = "counts";
    public const string Both = "both";

    public static IReadOnlyList<string> All { get; } = [Time, Counts, Both];
}

/// <summary>How a run counted: the tool, the code counted, the formula of its estimated cycles and the threads counted.</summary>
public sealed record CountsSettingsRecord
{
    /// <summary>"valgrind-3.19.0 callgrind, cache and branch simulation".</summary>
    public required string Tool { get; init; }

    /// <summary>Which code was counted, e.g. "tiered with dynamic PGO, counted after tiering had finished".</summary>
    public required string Regime { get; init; }

    /// <summary>The estimated cycles' formula, as every report prints it.</summary>
    public required string CyclesFormula { get; init; }

    /// <summary>How many measuring processes counted each serializer's cells.</summary>
    public required int ProcessesPerSerializer { get; init; }

    /// <summary>Which threads' work a count holds.</summary>
    public required string Threads { get; init; }

    /// <summary>The caches callgrind simulated (it takes the host's, e.g. "I1 32 KiB, D1 32 KiB, LL 32 MiB").</summary>
    public string? Caches { get; init; }
}
