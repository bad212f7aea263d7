namespace SerBench.Labs.Evolve;

/// <summary>
/// The version-tolerance lab's part of run.json: the type changes tried, what each serializer did with each in
/// both directions, and whether its declared "version tolerant" trait was earned.
/// </summary>
public sealed record EvolveSection
{
    public IReadOnlyList<EvolveScenarioRecord> Scenarios { get; init; } = [];

    public IReadOnlyList<EvolveCellRecord> Cells { get; init; } = [];

    public IReadOnlyList<EvolveTraitRecord> Traits { get; init; } = [];
}

/// <summary>One change between version 1 and version 2 of a type.</summary>
/// <param name="Id">e.g. field-added.</param>
/// <param name="Change">e.g. "field added".</param>
/// <param name="Description">The two versions and the values written, in one sentence.</param>
/// <param name="CountsForTolerance">Whether the scenario is part of what "version tolerant" must earn.</param>
public sealed record EvolveScenarioRecord(string Id, string Change, string Description, bool CountsForTolerance);

/// <summary>What one serializer did with one change in one direction.</summary>
/// <param name="Serializer">The row's id.</param>
/// <param name="Scenario">The scenario's id.</param>
/// <param name="Direction">old-to-new (v1 writer, v2 reader) or new-to-old (v2 writer, v1 reader).</param>
/// <param name="Outcome">works, data-lost (accepted, but a value the reader can hold came back different), throws, or unsupported.</param>
/// <param name="Detail">The exception message, what was lost, or why the row could not take the types.</param>
public sealed record EvolveCellRecord(string Serializer, string Scenario, string Direction, string Outcome, string? Detail);

/// <summary>The roster's declared trait beside what the lab measured.</summary>
/// <param name="Serializer">The row's id.</param>
/// <param name="Declared">The roster's VersionTolerant trait.</param>
/// <param name="DeclaredReason">The reason the roster gives for it.</param>
/// <param name="Earned">True when every tolerance scenario works both ways; null when the row took none of the types.</param>
/// <param name="Agrees">True when the declaration matches the measurement (or nothing was measured).</param>
/// <param name="Basis">Which scenarios decided, e.g. "fields reordered old-to-new: data-lost".</param>
public sealed record EvolveTraitRecord(string Serializer, bool Declared, string DeclaredReason, bool? Earned, bool Agrees, string Basis);
