namespace SerBench.Reports;

/// <summary>
/// The preset's settings as report.md and report.html both print them, from run.json alone: one list, so the
/// two reports cannot describe the same run differently.
/// </summary>
internal static class PresetSettings
{
    private const string SizedByLab = "sized per cell by the lab";

    /// <summary>
    /// Whether the run has a preset to describe: a micro preset, or settings recorded with it. The echo, HTTP,
    /// robustness, version-tolerance and startup labs name their lab there and describe their settings in their own
    /// sections, so they get no empty preset heading.
    /// </summary>
    public static bool Described(RunFile run) => run.PresetSettings is not null || Preset.Find(run.Preset) is not null;

    public static IReadOnlyList<(string Setting, string Value)> Rows(RunFile run, PresetRecord p) =>
    [
        ("Launches", Setting(p.LaunchCount)),
        ("Warm-up iterations", Setting(p.WarmupCount)),
        ("Measured iterations", Setting(p.IterationCount)),
        ("Iteration time", p.IterationTimeMs is { } ms ? Units.Time(ms * 1_000_000) : "BenchmarkDotNet decides"),
        ("Invocations per iteration", p.CalibratesInvocations ? SizedByLab : Setting(p.InvocationCount)),
        ("Unroll factor", p.CalibratesInvocations ? SizedByLab : Setting(p.UnrollFactor)),
        ("JIT warm-up per pair", p.JitQuietMs is { } quiet ? Units.Time(quiet * 1_000_000) + " without new compilation" : "none"),
        ("Empty-loop overhead", Preset.Find(run.Preset) is { IsSmoke: true } ? "not measured (single pass)" : Overhead(p)),
        ("Forced GC before each iteration", p.ForcesGcBetweenIterations == false ? "no (one before each cell)" : "yes"),
        ("Rounds (separate processes)", Rounds(p)),
    ];

    private static string Rounds(PresetRecord p) => p switch
    {
        { Rounds: { } r, MaxExtraRounds: { } extra, RoundsAgreement: { } within } =>
            string.Create(CultureInfo.InvariantCulture, $"{r}, and up to {extra} more for a cell whose rounds' medians are more than {within:P0} apart"),
        { Rounds: { } r } => Units.Count(r),
        _ => "1 (this process)",
    };

    private static string Overhead(PresetRecord p) => p switch
    {
        { OverheadMeasuredOncePerProcess: true, LoopOverheadNs: { } ns } => string.Create(CultureInfo.InvariantCulture, $"{ns:F2} ns per call, measured once, subtracted"),
        { OverheadMeasuredOncePerProcess: true } => "measured once per process and subtracted",
        { SubtractsOverhead: false } => "not subtracted",
        _ => "measured and subtracted in every cell",
    };

    private static string Setting(int? value) => value is { } v ? Units.Count(v) : "BenchmarkDotNet decides";
}
