namespace SerBench.Reports.Decision;

/// <summary>One serializer × payload × operation as the recommendation reads it; OfBest is the ranked figure (<see cref="Ranking"/>).</summary>
internal sealed record DecisionCell(
    string Payload,
    string Operation,
    string Status,
    double? OfBest,
    bool BestOrTied,
    double? OfSmallest,
    long? AllocatedBytes,
    string? Reason);

/// <summary>A serializer row of the run with the facts the constraints test.</summary>
internal sealed record DecisionRow(
    string Id,
    string Name,
    string Format,
    string Codegen,
    string Fidelity,
    IReadOnlyList<TraitRecord> Traits,
    IReadOnlyList<DecisionCell> Cells)
{
    /// <summary>For each constraint id, why this row fails it, or null when it meets it (what report.html's panel reads).</summary>
    public IReadOnlyDictionary<string, string?> Fails => Constraint.All.ToDictionary(c => c.Id, c => c.Fails(this));

    /// <summary>For each constraint id, how this row meets it (shown as a reason when the constraint is asked for).</summary>
    public IReadOnlyDictionary<string, string> Meets => Constraint.All.ToDictionary(c => c.Id, c => c.Meets(this));

    /// <summary>The row's outcome in the latest `serbench aot` check; null when it was not checked.</summary>
    public string? Aot { get; init; }

    /// <summary>The AOT check's warnings and reason for this row.</summary>
    public string? AotNote { get; init; }

    public bool Trait(string name) => Traits.Any(t => t.Name == name && t.Value);

    public string? TraitReason(string name) => Traits.FirstOrDefault(t => t.Name == name)?.Reason;

    public DecisionCell? Cell(string payload, string operation) =>
        Cells.FirstOrDefault(c => c.Payload == payload && c.Operation == operation);
}

/// <summary>
/// Everything `serbench recommend` and report.html's panel decide from: the same figures, taken from the run
/// once, so the command and the page cannot disagree about the numbers (report.html embeds this as JSON).
/// </summary>
internal sealed record DecisionData(IReadOnlyList<string> Payloads, IReadOnlyList<string> Operations, IReadOnlyList<DecisionRow> Rows)
{
    /// <summary>What the cells' ratios are of: time, or estimated cycles.</summary>
    public required Ranking Ranking { get; init; }

    public const string StatusOk = "ok";
    public const string StatusFailed = "failed";
    public const string StatusNotRun = "not-run";

    /// <summary>The rows with their NativeAOT outcome from <paramref name="aot"/> (a row it lacks stays unknown).</summary>
    public DecisionData WithAot(Labs.Aot.AotResult? aot) => aot is null ? this : this with
    {
        Rows = [.. Rows.Select(r => aot.Row(r.Id) is { } row
            ? r with { Aot = row.Outcome, AotNote = string.Join("; ", new[] { "warnings: " + Labs.Aot.AotText.Warnings(row), Labs.Aot.AotText.Why(row) }.Where(t => t.Length > 0)) }
            : r)],
    };

    public static DecisionData From(RunView view)
    {
        ArgumentNullException.ThrowIfNull(view);
        var payloads = view.Payloads.Select(p => p.Id).Distinct(StringComparer.Ordinal).ToList();
        var operations = view.Payloads.SelectMany(p => p.Operations).Select(o => o.Operation).Distinct(StringComparer.Ordinal).ToList();
        var rows = view.Run.Serializers
            .Where(s => s.Installed && view.Run.Cells.Any(c => string.Equals(c.Serializer, s.Id, StringComparison.OrdinalIgnoreCase)))
            .OrderBy(s => s.Id, StringComparer.Ordinal)
            .Select(s => new DecisionRow(s.Id, s.DisplayName, s.Format, s.Codegen ?? "unknown", s.Fidelity ?? "exact", s.Traits, Cells(view, s.Id)))
            .ToList();
        return new DecisionData(payloads, operations, rows) { Ranking = view.Ranking };
    }

    private static List<DecisionCell> Cells(RunView view, string id)
    {
        var cells = new List<DecisionCell>();
        foreach (var payload in view.Payloads)
        {
            foreach (var operation in payload.Operations)
            {
                var row = operation.Rows.FirstOrDefault(r => string.Equals(r.Cell.Serializer, id, StringComparison.OrdinalIgnoreCase));
                if (row is not null)
                {
                    var ok = row.Cell.Status == CellStatus.Ok;
                    cells.Add(new DecisionCell(payload.Id, operation.Operation, ok ? StatusOk : StatusFailed, row.RankedOfBest(view.Ranking), row.RankedBestOrTied(view.Ranking), row.OfSmallest, ok ? row.Cell.AllocatedBytes : null, ok ? null : row.Cell.Reason));
                    continue;
                }

                var unsupported = payload.Unsupported.FirstOrDefault(c => string.Equals(c.Serializer, id, StringComparison.OrdinalIgnoreCase));
                if (unsupported is not null)
                {
                    cells.Add(new DecisionCell(payload.Id, operation.Operation, StatusNotRun, null, false, null, null, unsupported.Reason));
                }
            }
        }

        return cells;
    }
}
