namespace SerBench.Engine.Interference;

/// <summary>
/// Whether each of the latest in-place retries came back disturbed again, oldest first, and whether that says retrying
/// in place stopped helping: more than <see cref="InterferencePolicy.MaxDisturbedAgainShare"/> of the last
/// <see cref="Judged"/>. The lab keeps one for the whole run and hands its outcomes to every measuring process it
/// starts, so a process goes on from where the run's retries stand instead of learning it again.
/// </summary>
public sealed class RetryOutcomes(InterferencePolicy policy)
{
    /// <summary>How many of the latest retries the judgement looks at.</summary>
    public const int Judged = 4;

    private readonly Queue<bool> _latest = new();

    /// <summary>The latest outcomes (true: disturbed again), oldest first, at most <see cref="Judged"/>.</summary>
    public IReadOnlyList<bool> Latest => [.. _latest];

    /// <summary>True when the last <see cref="Judged"/> retries came back disturbed again more often than the policy allows.</summary>
    public bool StoppedHelping => _latest.Count == Judged && _latest.Count(d => d) > policy.MaxDisturbedAgainShare * Judged;

    /// <summary>A window holding the last <see cref="Judged"/> of <paramref name="earlier"/> (oldest first).</summary>
    public static RetryOutcomes From(InterferencePolicy policy, IEnumerable<bool>? earlier)
    {
        var outcomes = new RetryOutcomes(policy);
        foreach (var disturbedAgain in earlier ?? [])
        {
            outcomes.Add(disturbedAgain);
        }

        return outcomes;
    }

    public void Add(bool disturbedAgain)
    {
        _latest.Enqueue(disturbedAgain);
        if (_latest.Count > Judged)
        {
            _latest.Dequeue();
        }
    }

    /// <summary>Forgets the earlier outcomes: a retry that came back whole after they said retrying stopped helping starts afresh.</summary>
    public void Clear() => _latest.Clear();
}
