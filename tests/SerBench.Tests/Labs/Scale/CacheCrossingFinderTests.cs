using SerBench.Labs.Scale;

namespace SerBench.Tests.Labs.Scale;

public sealed class CacheCrossingFinderTests
{
    private const long Cache = 32L * 1024 * 1024;

    [Fact]
    public void A_crossing_between_two_sizes_names_the_first_size_past_the_cache_and_interpolates_where_it_crosses()
    {
        // 2 MiB per 1,000 units: the cache (32 MiB) is crossed at 16,000.
        var points = new[] { 4_000, 8_000, 32_000 }.Select(s => (s, s * 2048L));

        var crossing = CacheCrossingFinder.Find(points, Cache)!;

        Assert.Equal(32_000, crossing.FirstSizePastCache);
        Assert.Equal(16_384, crossing.EstimatedSize!.Value, 6);
        Assert.False(crossing.Extrapolated);
    }

    [Fact]
    public void Output_that_stays_under_the_cache_is_extrapolated_from_the_last_two_sizes()
    {
        var crossing = CacheCrossingFinder.Find([(1_000, 1_000_000L), (2_000, 2_000_000L)], 10_000_000)!;

        Assert.Null(crossing.FirstSizePastCache);
        Assert.Equal(10_000, crossing.EstimatedSize!.Value, 6);
        Assert.True(crossing.Extrapolated);
    }

    [Fact]
    public void Output_already_past_the_cache_at_the_smallest_size_says_so()
    {
        var crossing = CacheCrossingFinder.Find([(100, 2 * Cache), (200, 4 * Cache)], Cache)!;

        Assert.Equal(100, crossing.FirstSizePastCache);
        Assert.Equal(50, crossing.EstimatedSize!.Value, 6);
    }

    [Fact]
    public void An_unknown_cache_size_gives_no_crossing()
    {
        Assert.Null(CacheCrossingFinder.Find([(100, 10L)], null));
        Assert.Null(CacheCrossingFinder.Find([], Cache));
    }
}
