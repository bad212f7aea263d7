using SerBench.RunFiles;

namespace SerBench.Engine;

/// <summary>
/// A named, frozen way of measuring. The settings are written into every run file, so two runs with the
/// same preset name were measured the same way.
/// </summary>
public sealed record Preset
{
    private Preset(string name, string description)
    {
        Name = name;
        Description = description;
    }

    public string Name { get; }

    public string Description { get; }

    /// <summary>Null means BenchmarkDotNet decides (its default job).</summary>
    public int? LaunchCount { get; private init; }

    public int? WarmupCount { get; private init; }

    public int? IterationCount { get; private init; }

    public TimeSpan? IterationTime { get; private init; }

    public int? InvocationCount { get; private init; }

    public int? UnrollFactor { get; private init; }

    /// <summary>True for a single-shot smoke preset: its times are not steady-state numbers.</summary>
    public bool IsSmoke { get; private init; }

    /// <summary>One pass of each cell: proves every cell runs and verifies; its times mean nothing.</summary>
    public static Preset Dry { get; } = new("dry", "one invocation per cell, no warm-up: a smoke test, not a measurement")
    {
        LaunchCount = 1,
        WarmupCount = 0,
        IterationCount = 1,
        InvocationCount = 1,
        UnrollFactor = 1,
        IsSmoke = true,
    };

    /// <summary>The default: short fixed iterations, tuned to agree with <see cref="Full"/> within a few percent.</summary>
    public static Preset Quick { get; } = new("quick", "3 warm-up and 12 measured iterations of 40 ms each, in process")
    {
        LaunchCount = 1,
        WarmupCount = 3,
        IterationCount = 12,
        IterationTime = TimeSpan.FromMilliseconds(40),
    };

    /// <summary>BenchmarkDotNet's default job, unchanged: the reference the other presets are checked against.</summary>
    public static Preset Full { get; } = new("full", "BenchmarkDotNet's default job (automatic warm-up and iteration counts)");

    public static IReadOnlyList<Preset> All { get; } = [Dry, Quick, Full];

    /// <summary>Finds a preset by name (case-insensitive).</summary>
    public static Preset? Find(string name) =>
        All.FirstOrDefault(p => string.Equals(p.Name, name, StringComparison.OrdinalIgnoreCase));

    public PresetRecord ToRecord() => new(
        Name,
        Description,
        LaunchCount,
        WarmupCount,
        IterationCount,
        IterationTime?.TotalMilliseconds,
        InvocationCount,
        UnrollFactor);
}
