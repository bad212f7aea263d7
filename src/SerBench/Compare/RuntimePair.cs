namespace SerBench.Compare;

/// <summary>`compare RUN --runtimes BASE,CANDIDATE`: the two runtimes of one run to put side by side, checked against the runtimes the run holds.</summary>
internal static class RuntimePair
{
    /// <summary>The baseline and candidate runtimes, or the error that lists the run's runtimes.</summary>
    public static (string? Baseline, string? Candidate, string? Error) Split(RunFile run, string value)
    {
        ArgumentNullException.ThrowIfNull(run);
        var held = run.CellRuntimes().OfType<string>().ToList();
        var valid = held.Count == 0
            ? "this run was measured on the lab program's own runtime only (made without serbench run --runtimes)"
            : $"this run holds {string.Join(", ", held)}";
        var names = Choices.SplitList(value);
        if (names.Count != 2 || string.Equals(names[0], names[1], StringComparison.OrdinalIgnoreCase))
        {
            return (null, null, $"--runtimes takes two different runtimes of the run, the baseline first (e.g. --runtimes net8.0,net10.0); {valid}.");
        }

        var found = names.Select(n => held.FirstOrDefault(h => string.Equals(h, n, StringComparison.OrdinalIgnoreCase))).ToList();
        var missing = names.Where((n, i) => found[i] is null).ToList();
        return missing.Count > 0
            ? (null, null, $"The runtime{(missing.Count > 1 ? "s" : "")} {string.Join(", ", missing.Select(m => $"'{m}'"))} in --runtimes {(missing.Count > 1 ? "are" : "is")} not in the run: {valid}.")
            : (found[0], found[1], null);
    }
}
