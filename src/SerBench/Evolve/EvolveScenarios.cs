namespace SerBench.Evolve;

/// <summary>The changes real systems make to a type, each as a v1/v2 pair and the value each version writes.</summary>
internal static class EvolveScenarios
{
    public static IReadOnlyList<EvolveScenario> All { get; } =
    [
        new EvolveScenario<V1.FieldAdded, V2.FieldAdded>(
            "field-added", "field added", "v2 adds Email; v1 writes {Id 7, Name \"Ada\"}, v2 writes the same plus Email.", countsForTolerance: true,
            () => new() { Id = 7, Name = "Ada" },
            () => new() { Id = 7, Name = "Ada", Email = "ada@example.com" }),
        new EvolveScenario<V1.FieldRemoved, V2.FieldRemoved>(
            "field-removed", "field removed", "v2 drops Nickname; v1 writes {Id 7, Name \"Ada\", Nickname \"Countess\"}.", countsForTolerance: true,
            () => new() { Id = 7, Name = "Ada", Nickname = "Countess" },
            () => new() { Id = 7, Name = "Ada" }),
        new EvolveScenario<V1.FieldRenamed, V2.FieldRenamed>(
            "field-renamed", "field renamed", "v1's Name is v2's FullName (same meaning, same position, same protobuf number); both write \"Ada Lovelace\".", countsForTolerance: false,
            () => new() { Id = 7, Name = "Ada Lovelace" },
            () => new() { Id = 7, FullName = "Ada Lovelace" },
            new Dictionary<string, string> { ["Name"] = "FullName" }),
        new EvolveScenario<V1.FieldsReordered, V2.FieldsReordered>(
            "fields-reordered", "fields reordered", "v1 declares Id, Name, Score; v2 declares (and orders) Score, Name, Id; both write {Id 7, Name \"Ada\", Score 42}.", countsForTolerance: true,
            () => new() { Id = 7, Name = "Ada", Score = 42 },
            () => new() { Id = 7, Name = "Ada", Score = 42 }),
        new EvolveScenario<V1.IntWidened, V2.IntWidened>(
            "int-widened", "int widened to long", "Count is int in v1 and long in v2; both write 123,456 (fits either).", countsForTolerance: false,
            () => new() { Id = 7, Count = 123_456 },
            () => new() { Id = 7, Count = 123_456 }),
        new EvolveScenario<V1.EnumGrew, V2.EnumGrew>(
            "enum-member-added", "enum gains a member", "v2's Color adds Blue; v1 writes Green, v2 writes the new Blue.", countsForTolerance: false,
            () => new() { Id = 7, Color = V1.Color.Green },
            () => new() { Id = 7, Color = V2.Color.Blue }),
        new EvolveScenario<V1.NullableAdded, V2.NullableAdded>(
            "nullable-added", "nullable added", "Score is int in v1 and int? in v2; v1 writes 42, v2 writes null.", countsForTolerance: false,
            () => new() { Id = 7, Score = 42 },
            () => new() { Id = 7, Score = null }),
        new EvolveScenario<V1.RequiredAdded, V2.RequiredAdded>(
            "required-added", "required field added", "v2 adds a required Email (C# required, [DataMember(IsRequired = true)]); old data lacks it, so a reader that enforces it throws.", countsForTolerance: false,
            () => new() { Id = 7, Name = "Ada" },
            () => new() { Id = 7, Name = "Ada", Email = "ada@example.com" }),
    ];
}
