namespace SerBench.Engine;

/// <summary>
/// When two per-operation allocation figures count as different: by more than 8 bytes and more than 1 % of the larger.
/// BenchmarkDotNet-style counts divide a total by the calls, so a few bytes of one-off work (a buffer grown once, a cache
/// filled) move a figure without the operation allocating anything else.
/// </summary>
public static class AllocationAgreement
{
    public const long MinBytes = 8;

    public const double MinFraction = 0.01;

    public static bool Differ(long a, long b)
    {
        var difference = Math.Abs(a - b);
        return difference > MinBytes && difference > MinFraction * Math.Max(1, Math.Max(a, b));
    }
}
