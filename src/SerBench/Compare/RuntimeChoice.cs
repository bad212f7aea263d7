namespace SerBench.Compare;

/// <summary>`--runtime NAME` of a verb that reads one runtime of a --runtimes run (recommend): checked against the runtimes the run holds.</summary>
internal static class RuntimeChoice
{
    /// <summary>The runtime to read (the run's first when none is named; null for a run without runtimes), or the error naming what is accepted.</summary>
    public static (string? Runtime, string? Error) Select(RunFile run, string? name)
    {
        ArgumentNullException.ThrowIfNull(run);
        var held = run.CellRuntimes().OfType<string>().ToList();
        if (held.Count == 0)
        {
            return name is null
                ? (null, null)
                : (null, $"--runtime applies to a run made with serbench run --runtimes; this run was measured on the lab program's own runtime only. Leave --runtime out.");
        }

        if (name is null)
        {
            return (held[0], null);
        }

        var found = held.FirstOrDefault(h => string.Equals(h, name, StringComparison.OrdinalIgnoreCase));
        return found is null
            ? (null, $"The runtime '{name}' in --runtime is not in the run: this run holds {string.Join(", ", held)}.")
            : (found, null);
    }
}
