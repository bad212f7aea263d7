namespace SerBench.Labs.Micro;

/// <summary>What the prepare stage hands on: the plan, the run's seed, and every cell in plan order.</summary>
internal sealed record PreparedRun(MicroRunPlan Plan, int Seed, IReadOnlyList<PlanCell> Cells)
{
    public Preset Preset => Plan.Preset;

    /// <summary>The plan's serializers, in plan order.</summary>
    public List<string> Serializers { get; } = [.. Plan.Serializers.Select(s => s.Info.Id)];

    /// <summary>Round slots per cell: the preset's rounds and, unless it is a smoke preset, its extra rounds.</summary>
    public int Slots => Preset.Rounds + (Preset.IsSmoke ? 0 : Preset.MaxExtraRounds);

    /// <summary>How many measurements the first rounds take: every cell once per round.</summary>
    public int FirstRounds => Cells.Count * Preset.Rounds;

    /// <summary>Tells one serializer's shuffles from another's: its place in the plan, from 1.</summary>
    public int Salt(string serializer) => Serializers.IndexOf(serializer) + 1;
}
