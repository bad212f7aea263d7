namespace SerBench.Compare;

/// <summary>
/// Which measure `compare` judges: time or counts, never one against the other (a time cannot be compared with a
/// count). Counts win by default when both runs have them, being the figure the machine's load cannot move.
/// </summary>
internal static class ComparedMeasure
{
    /// <summary>The measures compare can judge (a both run holds each of them).</summary>
    public static IReadOnlyList<string> Valid { get; } = [Measures.Time, Measures.Counts];

    /// <summary>The measure to judge the two runs by, or null with the reason they cannot be compared so.</summary>
    public static (string? Measure, string? Error) Choose(RunFile before, RunFile after, string? requested)
    {
        ArgumentNullException.ThrowIfNull(before);
        ArgumentNullException.ThrowIfNull(after);
        if (requested is not null)
        {
            var measure = Valid.FirstOrDefault(m => string.Equals(m, requested.Trim(), StringComparison.OrdinalIgnoreCase));
            if (measure is null)
            {
                return (null, Choices.Unknown("measure", requested, "--measure", Valid) + " (a run measured with both holds each of them.)");
            }

            var has = measure == Measures.Counts ? (before.HasCounts, after.HasCounts) : (before.HasTime, after.HasTime);
            return has is (true, true)
                ? (measure, null)
                : (null, $"--measure {measure} needs {What(measure)} in both runs, and {(has.Item1 ? "B" : "A")} {Measured(has.Item1 ? after : before)}. {Accepted}");
        }

        if (before.HasCounts && after.HasCounts)
        {
            return (Measures.Counts, null);
        }

        if (before.HasTime && after.HasTime)
        {
            return (Measures.Time, null);
        }

        return (null, $"A {Measured(before)}, B {Measured(after)}; a time cannot be compared with a count — run both with the same --measure. {Accepted}");
    }

    /// <summary>What compare accepts, for every refusal.</summary>
    private const string Accepted = "compare takes two timed runs, two counted runs, or a run measured with both against either (choose which measure with --measure time|counts).";

    private static string What(string measure) => measure == Measures.Counts ? "counts" : "times";

    /// <summary>"measured time", "counted instructions", "measured time and counted instructions".</summary>
    private static string Measured(RunFile run) => (run.HasTime, run.HasCounts) switch
    {
        (true, true) => "measured time and counted instructions",
        (false, true) => "counted instructions",
        _ => "measured time",
    };
}
