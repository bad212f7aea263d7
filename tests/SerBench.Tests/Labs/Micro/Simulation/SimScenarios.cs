using SerBench.Engine.Interference;

namespace SerBench.Tests.Labs.Micro.Simulation;

/// <summary>The simulated runs whose traces are kept as golden files: seeds, presets and policies that between them reach every mechanism.</summary>
internal static class SimScenarios
{
    /// <summary>Stops re-measuring after a pass once a few of its re-measurements are in (the default needs ten).</summary>
    private static readonly InterferencePolicy StopsAfterFewRetries = InterferencePolicy.Default with { MinRetriesToJudgeSettling = 4 };

    /// <summary>Stops a pass after its first processes once a few of its re-measurements are in (the default needs forty).</summary>
    private static readonly InterferencePolicy StopsPassEarly = InterferencePolicy.Default with { MinRetriesToJudgeDuringPass = 6 };

    private static readonly InterferencePolicy OneRetry = InterferencePolicy.Default with { MaxRetries = 1, SettleTimeout = TimeSpan.FromSeconds(2) };

    public static IReadOnlyList<SimScenario> All { get; } =
    [
        new("calm-quick", 101, Preset.Quick, InterferencePolicy.Default, MachineProfile.Calm) { Warm = [BuiltInPayloads.Person] },
        new("stormy-quick", 202, Preset.Quick, InterferencePolicy.Default, MachineProfile.Stormy with { CrashShare = 0.2 })
        {
            Serializers = ["a", "b", "c", "d"],
            Payloads = [BuiltInPayloads.Tiny, BuiltInPayloads.Simple, BuiltInPayloads.Person],
            Unsupported = [("b", "person")],
            Unequal = [("c", "simple", Operations.Deserialize)],
        },
        new("full-spread", 303, Preset.Full, InterferencePolicy.Default, MachineProfile.Calm with { WideSerializer = "d", CrashShare = 0.06 })
        {
            Serializers = ["a", "b", "c", "d"],
            Payloads = [BuiltInPayloads.Tiny, BuiltInPayloads.Simple, BuiltInPayloads.Complex, BuiltInPayloads.Person],
            Operations = Operations.All,
        },
        new("never-settles", 404, Preset.Quick, StopsAfterFewRetries, MachineProfile.NeverSettles),
        new("never-settles-within-a-pass", 505, Preset.Quick, StopsPassEarly, MachineProfile.NeverSettles)
        {
            Serializers = ["a", "b", "c", "d", "e", "f"],
        },
        new("stormy-one-retry", 808, Preset.Quick, OneRetry, MachineProfile.Stormy with { SlowShare = 0.45 })
        {
            Serializers = ["a", "b", "c", "d"],
        },
        new("dry", 606, Preset.Dry, InterferencePolicy.Default, MachineProfile.Stormy),
        new("cancelled", 707, Preset.Quick.WithRounds(3), OneRetry, MachineProfile.Stormy) { CancelAtProcess = 11 },
    ];

    public static SimScenario Find(string name) => All.Single(s => s.Name == name);
}
