namespace SerBench.Labs.Robustness;

/// <summary>What a corpus is built from besides the valid bytes: the seed, the per-kind sample cap, and the format.</summary>
/// <param name="Seed">The run's seed; each cell derives its own from it (<see cref="StableSeed"/>).</param>
/// <param name="Sample">At most this many cases per mutation kind; smaller inputs are covered exhaustively.</param>
/// <param name="Format">The format family, which picks the length-field and nesting mutations.</param>
/// <param name="SerializerId">Picks a hand-written format's own length walker (envelope-custom).</param>
internal sealed record CorpusSettings(int Seed, int Sample, FormatFamily Format, string SerializerId)
{
    /// <summary>Nesting depths tried for formats that nest (the 10, 1,000 and 100,000 levels).</summary>
    public static IReadOnlyList<int> NestingDepths { get; } = [10, 1_000, 100_000];
}
