namespace SerBench.Labs.Scale;

/// <summary>
/// `serbench scale --measure counts`: the sweep's serialize, deserialize and round-trip cells counted under callgrind by
/// the micro lab's counting engine (each serializer in processes of its own, one per core at once), instead of timed.
/// </summary>
internal static class ScaleCounts
{
    public static readonly IReadOnlyList<string> Measures = [RunFiles.Measures.Time, RunFiles.Measures.Counts];

    public static Option<string?> Option() => new("--measure")
    {
        Description = "What to measure: time (on this machine), or counts (instructions and estimated cycles per operation under valgrind's callgrind: figures the machine's load cannot move, so two sweeps give one answer; needs valgrind on x86-64 Linux, and takes minutes per serializer and size). Default: time.",
        HelpName = "time|counts",
    };

    /// <summary>The measure asked for, or an error that lists the valid ones.</summary>
    public static (string? Measure, string? Error) Read(string? value)
    {
        if (value is null)
        {
            return (RunFiles.Measures.Time, null);
        }

        if (string.Equals(value.Trim(), RunFiles.Measures.Both, StringComparison.OrdinalIgnoreCase))
        {
            return (null, "scale measures time or counts, not both in one sweep (a large size's cells take minutes under valgrind). Run it once with each, and `serbench agreement TIME COUNTS` sets them side by side.");
        }

        var measure = Measures.FirstOrDefault(m => string.Equals(m, value.Trim(), StringComparison.OrdinalIgnoreCase));
        return measure is null ? (null, Commands.Choices.Unknown("measure", value, "--measure", Measures)) : (measure, null);
    }

    /// <summary>The sweep's ordinary cells as a micro plan: every serializer at every size, the three operations.</summary>
    public static MicroRunPlan Plan(ScalePlan plan) => new(
        Engine.Preset.Quick,
        plan.Serializers,
        [.. plan.Sizes.Select(size => new SizedPayload(plan.Payload, size))],
        Operations.All);
}
