namespace SerBench.Labs.Evolve;

/// <summary>The changes real systems make to a type, each as a v1/v2 pair and the value each version writes.</summary>
internal static class EvolveScenarios
{
    public static IReadOnlyList<EvolveScenario> All { get; } =
    [
        new EvolveScenario<SerBench.Evolve.V1.FieldAdded, SerBench.Evolve.V2.FieldAdded>(
            "field-added", "field added", "v2 adds Email; v1 writes {Id 7, Name \"Ada\"}, v2 writes the same plus Email.", countsForTolerance: true,
            () => new() { Id = 7, Name = "Ada" },
            () => new() { Id = 7, Name = "Ada", Email = "ada@example.com" }),
        new EvolveScenario<SerBench.Evolve.V1.FieldRemoved, SerBench.Evolve.V2.FieldRemoved>(
            "field-removed", "field removed", "v2 drops Nickname; v1 writes {Id 7, Name \"Ada\", Nickname \"Countess\"}.", countsForTolerance: true,
            () => new() { Id = 7, Name = "Ada", Nickname = "Countess" },
            () => new() { Id = 7, Name = "Ada" }),
        new EvolveScenario<SerBench.Evolve.V1.FieldRenamed, SerBench.Evolve.V2.FieldRenamed>(
            "field-renamed", "field renamed", "v1's Name is v2's FullName (same meaning, same position, same protobuf number); both write \"Ada Lovelace\".", countsForTolerance: false,
            () => new() { Id = 7, Name = "Ada Lovelace" },
            () => new() { Id = 7, FullName = "Ada Lovelace" },
            new Dictionary<string, string> { ["Name"] = "FullName" }),
        new EvolveScenario<SerBench.Evolve.V1.FieldsReordered, SerBench.Evolve.V2.FieldsReordered>(
            "fields-reordered", "fields reordered", "v1 declares Id, Name, Score; v2 declares (and orders) Score, Name, Id; both write {Id 7, Name \"Ada\", Score 42}.", countsForTolerance: true,
            () => new() { Id = 7, Name = "Ada", Score = 42 },
            () => new() { Id = 7, Name = "Ada", Score = 42 }),
        new EvolveScenario<SerBench.Evolve.V1.IntWidened, SerBench.Evolve.V2.IntWidened>(
            "int-widened", "int widened to long", "Count is int in v1 and long in v2; both write 123,456 (fits either).", countsForTolerance: false,
            () => new() { Id = 7, Count = 123_456 },
            () => new() { Id = 7, Count = 123_456 }),
        new EvolveScenario<SerBench.Evolve.V1.EnumGrew, SerBench.Evolve.V2.EnumGrew>(
            "enum-member-added", "enum gains a member", "v2's Color adds Blue; v1 writes Green, v2 writes the new Blue.", countsForTolerance: false,
            () => new() { Id = 7, Color = SerBench.Evolve.V1.Color.Green },
            () => new() { Id = 7, Color = SerBench.Evolve.V2.Color.Blue }),
        new EvolveScenario<SerBench.Evolve.V1.NullableAdded, SerBench.Evolve.V2.NullableAdded>(
            "nullable-added", "nullable added", "Score is int in v1 and int? in v2; v1 writes 42, v2 writes null.", countsForTolerance: false,
            () => new() { Id = 7, Score = 42 },
            () => new() { Id = 7, Score = null }),
        new EvolveScenario<SerBench.Evolve.V1.RequiredAdded, SerBench.Evolve.V2.RequiredAdded>(
            "required-added", "required field added", "v2 adds a required Email (C# required, [DataMember(IsRequired = true)]); old data lacks it, so a reader that enforces it throws.", countsForTolerance: false,
            () => new() { Id = 7, Name = "Ada" },
            () => new() { Id = 7, Name = "Ada", Email = "ada@example.com" }),
    ];
}
