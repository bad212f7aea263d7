using System.Text.Json;
using SerBench.Engine.Interference;

namespace SerBench.Tests.Labs.Micro.Simulation;

/// <summary>One simulated micro run: the plan's shape, the lab's policy, and how the machine behaves.</summary>
internal sealed record SimScenario(string Name, int Seed, Preset Preset, InterferencePolicy Policy, MachineProfile Machine)
{
    public IReadOnlyList<string> Serializers { get; init; } = ["a", "b", "c"];

    public IReadOnlyList<PayloadDescriptor> Payloads { get; init; } = [BuiltInPayloads.Tiny, BuiltInPayloads.Simple];

    public IReadOnlyList<string> Operations { get; init; } = [SerBench.RunFiles.Operations.Serialize, SerBench.RunFiles.Operations.Deserialize];

    public IReadOnlyList<PayloadDescriptor> Warm { get; init; } = [];

    /// <summary>Serializer · payload pairs the adapter does not support.</summary>
    public IReadOnlyList<(string Serializer, string Payload)> Unsupported { get; init; } = [];

    /// <summary>Serializer · payload · operation cells whose round trip is not equal: failed in every process.</summary>
    public IReadOnlyList<(string Serializer, string Payload, string Operation)> Unequal { get; init; } = [];

    /// <summary>The measuring process (1 for the first) halfway through which the run is cancelled; null: never.</summary>
    public int? CancelAtProcess { get; init; }

    public MicroRunPlan Plan() =>
        new(
            Preset,
            [.. Serializers.Select(id => new Cli.FakeAdapter(id))],
            [.. Payloads.Select(p => new SizedPayload(p, 1))],
            Operations)
        {
            Seed = Seed,
            WarmPayloads = [.. Warm.Select(p => new SizedPayload(p, 1))],
        };

    public string Describe() =>
        FormattableString.Invariant($"{Name}: seed {Seed}, preset {Preset.Name} ({Preset.Rounds} rounds, up to {Preset.MaxExtraRounds} more), {Serializers.Count} serializers × {Payloads.Count} payloads × {Operations.Count} operations") +
        $"\npolicy {JsonSerializer.Serialize(Policy, RunFileJson.Compact)}\nmachine {JsonSerializer.Serialize(Machine, RunFileJson.Compact)}";
}
