namespace SerBench.Engine;

/// <summary>
/// The order cells are measured in: shuffled by a seed, a different order in every round, so that a
/// disturbance in one stretch of the run falls on different serializers in different rounds. The same seed
/// always gives the same orders.
/// </summary>
public static class RunOrder
{
    /// <summary>A fresh seed for a run that was not given one.</summary>
    public static int NewSeed() => Random.Shared.Next(1, 1_000_000);

    /// <summary>The items in the order of round <paramref name="round"/> (1-based) of the run with <paramref name="seed"/>.</summary>
    /// <param name="items">What to order.</param>
    /// <param name="seed">The run's seed.</param>
    /// <param name="round">The round, 1-based.</param>
    /// <param name="salt">Tells apart independent shuffles of the same round (e.g. each serializer's own cells).</param>
    public static IReadOnlyList<T> Shuffle<T>(IReadOnlyList<T> items, int seed, int round, int salt = 0)
    {
        ArgumentNullException.ThrowIfNull(items);
        var result = items.ToArray();

        // Seeded System.Random is stable across runtime versions; string hash codes would not be.
        var random = new Random(unchecked((seed * 7919) + (round * 104_729) + (salt * 15_485_863)));
        random.Shuffle(result);
        return result;
    }
}
