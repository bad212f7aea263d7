namespace SerBench.RunFiles;

public sealed partial record RunFile
{
    /// <summary>
    /// The runtimes of a run with --runtimes, in the order measured (docs/runtimes.md); null (left out of the file): the lab
    /// program's own runtime only, as in every run without the option.
    /// </summary>
    public IReadOnlyList<RuntimeRecord>? Runtimes { get; init; }

    /// <summary><see cref="Runtimes"/>, empty when the run has none.</summary>
    public IReadOnlyList<RuntimeRecord> RuntimeList() => Runtimes ?? [];

    /// <summary>True for a run whose cells name their runtimes (made with --runtimes). A method, so it is no member of run.json.</summary>
    public bool IsByRuntime() => RuntimeList().Count > 0 || Cells.Any(c => c.Runtime is not null);

    /// <summary>The runtimes the cells name, in the run's order; [null] for a run measured on the lab program's own runtime.</summary>
    public IReadOnlyList<string?> CellRuntimes() =>
        RuntimeList().Count > 0 ? [.. RuntimeList().Select(r => (string?)r.Name)] : [.. Cells.Select(c => c.Runtime).Distinct()];

    /// <summary>
    /// This run with only the cells of <paramref name="runtime"/> (null: the lab program's own), as a one-runtime run
    /// with that runtime's own measurement record (the run's is the first runtime's).
    /// </summary>
    public RunFile ForRuntime(string? runtime) =>
        this with
        {
            Cells = [.. Cells.Where(c => c.Runtime == runtime)],
            Runtimes = null,
            Measurement = RuntimeList().FirstOrDefault(r => r.Name == runtime)?.Measurement ?? Measurement,
        };
}

/// <summary>One runtime of a run with --runtimes: which measuring process measured its cells, and the rows it could not.</summary>
public sealed record RuntimeRecord
{
    /// <summary>net8.0, net9.0, net10.0 or nativeaot.</summary>
    public required string Name { get; init; }

    /// <summary>The runtime the measuring process reported (".NET 8.0.31"), or null when it never started.</summary>
    public string? Version { get; init; }

    /// <summary>How its measuring process was built ("published self-contained … in 81 s", "reused from …").</summary>
    public string? Build { get; init; }

    /// <summary>How this runtime's rounds went (processes, canary, re-measuring); the run's own <c>measurement</c> is the first runtime's.</summary>
    public MeasurementRecord? Measurement { get; init; }

    /// <summary>
    /// In a counts or both run, the code its counting processes ran: tiered with dynamic PGO for the JIT runtimes,
    /// precompiled without JIT or tiering for nativeaot; null (left out) in a time run.
    /// </summary>
    public string? CountsRegime { get; init; }

    /// <summary>Rows left out on this runtime, each with why (their cells are unsupported with the same reason).</summary>
    public IReadOnlyList<RuntimeExclusionRecord> Excluded { get; init; } = [];
}

/// <summary>A row a runtime's measuring process does not have, and why.</summary>
public sealed record RuntimeExclusionRecord(string Serializer, string Reason);
