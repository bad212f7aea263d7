using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using Perfolizer.Horology;

namespace SerBench.Labs.Shared;

/// <summary>
/// How the sweep labs (scale, ceiling, scenarios) measure: one of the engine's presets, or <see cref="Scale"/>,
/// the sweep's own. Named and frozen like <see cref="Preset"/>; its settings are written into the run file.
/// </summary>
public sealed record LabPreset
{
    private LabPreset(string name, string description, MeasuringRules rules, PresetRecord record, TimeSpan? jitQuietPeriod)
    {
        Name = name;
        Description = description;
        // The sweeps take each cell's allocation per operation from BenchmarkDotNet's memory diagnoser.
        Rules = rules with { GcStatsFromBenchmarkDotNet = !rules.IsSmoke };
        Record = record;
        JitQuietPeriod = jitQuietPeriod;
    }

    public string Name { get; }

    public string Description { get; }

    /// <summary>True for a single-shot smoke preset: its times are not steady-state numbers.</summary>
    public bool IsSmoke => Rules.IsSmoke;

    /// <summary>The frozen settings, as the run file records them.</summary>
    public PresetRecord Record { get; }

    internal MeasuringRules Rules { get; }

    /// <summary>The JIT warm-up of each serializer's pairs before they are measured (none for a smoke preset), as in the micro lab.</summary>
    internal TimeSpan? JitQuietPeriod { get; }

    /// <summary>
    /// For operations of milliseconds (large payloads), where one call fills an iteration: fewer iterations
    /// than <see cref="Preset.Quick"/> (9 calls per cell instead of 17 once BenchmarkDotNet's two jitting
    /// calls are counted), so a six-size sweep of every serializer fits in minutes.
    /// </summary>
    public static LabPreset Scale { get; } = CreateScale();

    public static LabPreset Dry { get; } = From(Preset.Dry);

    public static LabPreset Quick { get; } = From(Preset.Quick);

    public static LabPreset Full { get; } = From(Preset.Full);

    public static IReadOnlyList<LabPreset> All { get; } = [Dry, Quick, Full, Scale];

    /// <summary>Finds a preset by name (case-insensitive).</summary>
    public static LabPreset? Find(string name) =>
        All.FirstOrDefault(p => string.Equals(p.Name, name, StringComparison.OrdinalIgnoreCase));

    /// <summary>Wraps one of the engine's presets, unchanged.</summary>
    public static LabPreset From(Preset preset)
    {
        ArgumentNullException.ThrowIfNull(preset);
        return new LabPreset(preset.Name, preset.Description, MeasuringRules.Of(preset), preset.ToRecord(), preset.JitQuietPeriod);
    }

    private static LabPreset CreateScale()
    {
        const string Name = "scale";
        const string Description = "1 warm-up and 6 measured iterations of at least 40 ms each, in process (for millisecond operations of large payloads), after each size's round trips until nothing new is JIT-compiled for 200 ms; one full GC before each cell and none forced between iterations, as in quick and full";
        const int Warmups = 1;
        const int Iterations = 6;
        const double IterationMs = 40;

        // Same toolchain and timeout as the engine's presets, so only the counts differ.
        var job = new Job(Name)
            .WithToolchain(new InProcessEmitToolchain(TimeSpan.FromMinutes(15), logOutput: true))
            .WithLaunchCount(1)
            .WithWarmupCount(Warmups)
            .WithIterationCount(Iterations)
            .WithIterationTime(TimeInterval.FromMilliseconds(IterationMs))
            .WithGcForce(false);

        // A forced GC between iterations collected each one-call iteration's garbage untimed, so the sweep dropped the
        // collection cost that quick and full count (see Preset.Full).
        var rules = new MeasuringRules(job, IsSmoke: false, MeasuresOverheadOncePerProcess: false, ForcesGcBetweenIterations: false, TimeSpan.FromMilliseconds(IterationMs));
        var jitQuiet = TimeSpan.FromMilliseconds(200);
        return new LabPreset(Name, Description, rules, new PresetRecord(Name, Description, 1, Warmups, Iterations, IterationMs, null, null)
        {
            JitQuietMs = jitQuiet.TotalMilliseconds,
            ForcesGcBetweenIterations = false,
            CollectionScope = CellMeasurer.CollectionScope(isSmoke: false, forcesGcBetweenIterations: false),
        }, jitQuiet);
    }
}
