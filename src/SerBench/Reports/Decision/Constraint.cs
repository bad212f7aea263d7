namespace SerBench.Reports.Decision;

/// <summary>
/// A requirement a user has of a serializer, tested on the facts a run records about each row. The ids are what
/// `--require` takes and what report.html's panel sends; report.js tests the same facts the same way.
/// </summary>
internal sealed record Constraint(string Id, string Description, Func<DecisionRow, string?> Fails, Func<DecisionRow, string> Meets)
{
    private static readonly string[] TextFormats = ["json", "xml", "jsv"];

    public static IReadOnlyList<Constraint> All { get; } =
    [
        new("json", "the format must be JSON", r => r.Format == "json" ? null : $"its format is {r.Format}, not JSON", r => "writes JSON"),
        new("text", "the format must be human-readable text (JSON, XML, JSV)", r => TextFormats.Contains(r.Format) ? null : $"its format, {r.Format}, is binary", r => $"writes {r.Format} text"),
        new("no-codegen", "no schema or code-generation step: it works on the types by reflection", r =>
            r.Codegen == "reflection" && !r.Trait("needs-schema") ? null : $"it needs {Article(r.Codegen)} step ({r.Codegen})", r => "works by reflection on the types"),
        new("untrusted-safe", "safe to use on input from untrusted sources", r =>
            r.Trait("safe-for-untrusted-input") ? null : "not safe for untrusted input: " + (r.TraitReason("safe-for-untrusted-input") ?? "not recorded"),
            r => r.TraitReason("safe-for-untrusted-input") ?? "safe for untrusted input"),
        new("version-tolerant", "reads data written by an older or newer version of the type", r =>
            r.Trait("version-tolerant") ? null : "not version-tolerant: " + (r.TraitReason("version-tolerant") ?? "not recorded"),
            r => r.TraitReason("version-tolerant") ?? "version-tolerant"),
        new("exact", "must round-trip my payloads exactly (nothing lost on purpose)", r =>
            r.Fidelity == "exact" ? null : "it does not round-trip exactly: " + r.Fidelity, r => "round-trips exactly"),
        new("aot", "must work under NativeAOT (as the latest 'serbench aot' check found)", AotFails, r => $"works under NativeAOT ({r.AotNote})"),
    ];

    public static Constraint? Find(string id) => All.FirstOrDefault(c => string.Equals(c.Id, id, StringComparison.OrdinalIgnoreCase));

    /// <summary>A row not checked is unknown, never assumed to work.</summary>
    private static string? AotFails(DecisionRow r) => r.Aot switch
    {
        Labs.Aot.AotOutcome.Works or Labs.Aot.AotOutcome.WorksWithWarnings => null,
        null or Labs.Aot.AotOutcome.NotChecked => "unknown under NativeAOT: not checked (run 'serbench aot')",
        _ => $"under NativeAOT it {Labs.Aot.AotOutcome.Label(r.Aot)}: {r.AotNote}",
    };

    private static string Article(string codegen) => codegen switch
    {
        "source-generated" => "a source-generation",
        "schema" => "a schema and code-generation",
        "hand-written" => "a hand-written code",
        _ => "a code-generation",
    };
}
