namespace SerBench.Labs.Micro;

/// <summary>What the re-measure stage hands on: the rounds, the processes it found slow as a whole, and why it stopped early, if it did.</summary>
internal sealed record Remeasured(RunRounds Rounds, IReadOnlyList<SlowProcessRecord> SlowProcesses, string? StoppedRemeasuring)
{
    /// <summary>The rounds as measured, nothing re-measured (a smoke run, or a cancelled one).</summary>
    public static Remeasured Nothing(RunRounds rounds) => new(rounds, [], null);
}
