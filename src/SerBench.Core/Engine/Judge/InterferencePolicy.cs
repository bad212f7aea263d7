using System.Globalization;
using SerBench.RunFiles;

namespace SerBench.Engine.Interference;

/// <summary>
/// When a round counts as disturbed, how often it is measured again, and how long the lab waits for the
/// machine to be back at full speed before it does.
/// </summary>
public sealed record InterferencePolicy
{
    /// <summary>Others (not the measuring process) using more than this many cores disturb a round.</summary>
    public double MaxOthersBusyCores { get; init; } = 0.25;

    /// <summary>A canary this much slower than the run's fastest reading disturbs a round (0.15 = 15 %).</summary>
    public double MaxCanarySlowdown { get; init; } = 0.15;

    /// <summary>
    /// A light cell's round whose middle iterations spread more than this (second slowest over second fastest, minus
    /// one; 0.15 = 15 %) ran while the machine changed speed, which the canary around the cell can miss: on a steady
    /// machine a light cell's iterations agree far more closely than that (measured: docs/measuring.md, 'Measurements
    /// behind the code').
    /// </summary>
    public double MaxIterationStep { get; init; } = 0.15;

    /// <summary>Re-measurements per disturbed round at most.</summary>
    public int MaxRetries { get; init; } = 2;

    /// <summary>How long to wait for a fast canary before a re-measurement (then it goes ahead anyway).</summary>
    public TimeSpan SettleTimeout { get; init; } = TimeSpan.FromSeconds(15);

    /// <summary>A run whose cells are disturbed after their retries beyond this share never settled.</summary>
    public double MaxUnsettledShare { get; init; } = 0.10;

    /// <summary>
    /// A follow-up pass whose re-measured rounds came back disturbed again beyond this share (0.5 = half) shows a machine
    /// that is not settling: the lab stops measuring again and says so, since further passes would only lengthen the run
    /// (as they did on a VM slow for an hour: docs/measuring.md, 'Measurements behind the code').
    /// </summary>
    public double MaxDisturbedAgainShare { get; init; } = 0.5;

    /// <summary>The fewest re-measured rounds in a pass for <see cref="MaxDisturbedAgainShare"/> to stop the run's re-measuring.</summary>
    public int MinRetriesToJudgeSettling { get; init; } = 10;

    /// <summary>
    /// Within a follow-up pass, once at least <see cref="MinRetriesToJudgeDuringPass"/> rounds have been measured
    /// again, the share of them back disturbed again above which the pass stops there, before its other processes: on a
    /// VM slow for most of an hour a whole pass came back mostly disturbed again and took minutes (measured:
    /// docs/measuring.md, 'Measurements behind the code').
    /// Stricter than <see cref="MaxDisturbedAgainShare"/>, as it judges on part of the pass.
    /// </summary>
    public double MaxDisturbedAgainShareDuringPass { get; init; } = 2.0 / 3;

    /// <summary>The fewest rounds measured again so far in a pass for <see cref="MaxDisturbedAgainShareDuringPass"/> to stop it.</summary>
    public int MinRetriesToJudgeDuringPass { get; init; } = 40;

    /// <summary>
    /// A measuring process whose cells are this much slower than the same cells in the serializer's other rounds
    /// (the median over its cells; 0.10 = 10 %) ran slow as a whole and is measured again.
    /// </summary>
    public double MaxProcessSlowdown { get; init; } = 0.10;

    /// <summary>The fewest cells a process must share with the other rounds to be judged slow as a whole.</summary>
    public int MinCellsForProcessCheck { get; init; } = 3;

    public static InterferencePolicy Default { get; } = new();

    /// <summary>How much slower than <paramref name="baselineNs"/> the slower canary reading around the cell was.</summary>
    public static double? Slowdown(InterferenceReading? reading, double? baselineNs) =>
        reading is null || baselineNs is not > 0
            ? null
            : (Math.Max(reading.CanaryBeforeNs, reading.CanaryAfterNs) / baselineNs.Value) - 1;

    /// <summary>
    /// The middle iterations' spread (see <see cref="MaxIterationStep"/>), or null with fewer than 4 iterations: the
    /// slowest and the fastest are left out, so one iteration that met a collection or a timer does not count.
    /// </summary>
    public static double? Step(IReadOnlyList<double> iterationNs)
    {
        ArgumentNullException.ThrowIfNull(iterationNs);
        if (iterationNs.Count < 4)
        {
            return null;
        }

        var sorted = iterationNs.Order().ToArray();
        return sorted[1] > 0 ? (sorted[^2] / sorted[1]) - 1 : null;
    }

    /// <summary>Why the round was disturbed, or null when it was not; <paramref name="step"/> is its iterations' spread when judged.</summary>
    public string? Disturbance(InterferenceReading? reading, double? baselineNs, double? step = null)
    {
        var reasons = new List<string>();
        if (step is { } s && s > MaxIterationStep)
        {
            reasons.Add(string.Create(CultureInfo.InvariantCulture, $"its iterations stepped: the middle ones {s:P0} apart (limit {MaxIterationStep:P0}), the machine changed speed within the round"));
        }

        if (reading is null)
        {
            return reasons.Count == 0 ? null : string.Join("; ", reasons);
        }

        if (reading.OthersBusyCores is { } busy && busy > MaxOthersBusyCores)
        {
            reasons.Add(string.Create(CultureInfo.InvariantCulture, $"other processes used {busy:0.00} cores (limit {MaxOthersBusyCores:0.00})"));
        }

        if (Slowdown(reading, baselineNs) is { } slow && slow > MaxCanarySlowdown)
        {
            reasons.Add(string.Create(CultureInfo.InvariantCulture, $"the machine was {slow:P0} slow (canary; limit {MaxCanarySlowdown:P0})"));
        }

        return reasons.Count == 0 ? null : string.Join("; ", reasons);
    }
}
