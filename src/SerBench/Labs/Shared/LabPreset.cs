using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Toolchains.InProcess.Emit;

namespace SerBench.Labs.Shared;

/// <summary>
/// How the sweep labs (scale, ceiling, scenarios) measure: one of the engine's presets, or <see cref="Scale"/>,
/// the sweep's own. Named and frozen like <see cref="Preset"/>; its settings are written into the run file.
/// </summary>
public sealed record LabPreset
{
    private LabPreset(string name, string description, MeasuringRules rules, PresetRecord record, TimeSpan? jitQuietPeriod, DecidingSampling? sampling = null)
    {
        Name = name;
        Description = description;
        // The sweeps take each cell's allocation per operation from BenchmarkDotNet's memory diagnoser.
        Rules = rules with { GcStatsFromBenchmarkDotNet = !rules.IsSmoke };
        Record = record;
        JitQuietPeriod = jitQuietPeriod;
        Sampling = sampling;
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

    /// <summary>How each cell is sized and measured until its interval decides (the sweep's own preset); null: the job's fixed counts.</summary>
    internal DecidingSampling? Sampling { get; }

    /// <summary>
    /// For operations of milliseconds (large payloads), where a few calls fill an iteration and collections fall every
    /// call or two: each cell measured until its interval decides (<see cref="DecidingSampling"/>), within a time box,
    /// so a six-size sweep of seed 000's five columns fits in about ten minutes.
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
        const int Warmups = 1;
        var sampling = new DecidingSampling(
            IterationTime: TimeSpan.FromMilliseconds(250),
            MinIterations: 10,
            MaxIterations: 24,
            MaxRelativeError: 0.03,
            TimeBox: TimeSpan.FromSeconds(6),
            LongCall: TimeSpan.FromMilliseconds(200),
            LongCallIterations: 6,
            LongCallMaxIterations: 15,
            LongCallTimeBox: TimeSpan.FromSeconds(10));
        var description = string.Concat(
            LabText.Invariant($"in process, each cell measured until it decides: one timed call sizes it; a call under {sampling.LongCall.TotalMilliseconds:0} ms gets {Warmups} warm-up and "),
            LabText.Invariant($"{sampling.MinIterations}–{sampling.MaxIterations} measured iterations of at least {sampling.IterationTime.TotalMilliseconds:0} ms (long enough to hold several of its collections), "),
            LabText.Invariant($"stopping once BenchmarkDotNet's 99.9 % interval is within {sampling.MaxRelativeError * 100:0} % of the mean or {sampling.TimeBox.TotalSeconds:0} s of iterations are spent; "),
            LabText.Invariant($"a longer call {sampling.LongCallIterations}–{sampling.LongCallMaxIterations} one-call iterations, within {sampling.LongCallTimeBox.TotalSeconds:0} s; after each size's round trips until nothing new is JIT-compiled for 200 ms; "),
            "one full GC before each cell and none forced between iterations, as in quick and full");

        // Same toolchain and timeout as the engine's presets; the iterations are set per cell by the sampling.
        var job = new Job(Name)
            .WithToolchain(new InProcessEmitToolchain(TimeSpan.FromMinutes(15), logOutput: true))
            .WithLaunchCount(1)
            .WithWarmupCount(Warmups)
            .WithGcForce(false);

        // A forced GC between iterations collected each one-call iteration's garbage untimed, so the sweep dropped the
        // collection cost that quick and full count (see Preset.Full).
        var rules = new MeasuringRules(job, IsSmoke: false, MeasuresOverheadOncePerProcess: false, ForcesGcBetweenIterations: false, sampling.IterationTime);
        var jitQuiet = TimeSpan.FromMilliseconds(200);
        return new LabPreset(Name, description, rules, new PresetRecord(Name, description, 1, Warmups, null, sampling.IterationTime.TotalMilliseconds, null, 1)
        {
            JitQuietMs = jitQuiet.TotalMilliseconds,
            ForcesGcBetweenIterations = false,
            CollectionScope = CellMeasurer.CollectionScope(isSmoke: false, forcesGcBetweenIterations: false),
        }, jitQuiet, sampling);
    }
}
