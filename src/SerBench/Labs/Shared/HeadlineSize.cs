namespace SerBench.Labs.Shared;

/// <summary>Which of a sweep's sizes its headline figures come from.</summary>
public static class HeadlineSize
{
    /// <summary>The sweep size closest to the payload's default size (2,000 consumers for grainstate, as in seed 000).</summary>
    public static int? ClosestToDefault(PayloadDescriptor payload, IReadOnlyList<int> sizes)
    {
        ArgumentNullException.ThrowIfNull(payload);
        ArgumentNullException.ThrowIfNull(sizes);
        return sizes.Count == 0 ? null : sizes.OrderBy(s => Math.Abs(Math.Log(s) - Math.Log(payload.DefaultSize))).ThenBy(s => s).First();
    }
}
