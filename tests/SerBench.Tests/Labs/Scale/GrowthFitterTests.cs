using SerBench.Labs.Scale;

namespace SerBench.Tests.Labs.Scale;

public sealed class GrowthFitterTests
{
    private static readonly int[] Sizes = [500, 1_000, 2_000, 4_000, 8_000, 16_000];

    [Fact]
    public void Linear_growth_fits_an_exponent_of_one_exactly_and_is_not_flagged()
    {
        var fit = GrowthFitter.Fit(Sizes.Select(s => (s, 3.0 * s)))!;

        Assert.Equal(1.0, fit.Exponent, 9);
        Assert.Equal(1.0, fit.RSquared!.Value, 9);
        Assert.Equal(6, fit.Points);
        Assert.False(fit.SuperLinear);
        Assert.Null(fit.BendsAtSize);
    }

    [Fact]
    public void Quadratic_growth_is_flagged_super_linear_from_the_smallest_size()
    {
        var fit = GrowthFitter.Fit(Sizes.Select(s => (s, 0.001 * s * s)))!;

        Assert.Equal(2.0, fit.Exponent, 9);
        Assert.True(fit.SuperLinear);
        Assert.Equal(500, fit.BendsAtSize);
    }

    [Fact]
    public void Growth_that_turns_quadratic_after_2000_bends_at_2000()
    {
        // Linear up to 2,000, then time quadruples for each doubling.
        double[] times = [500, 1_000, 2_000, 8_000, 32_000, 128_000];

        var fit = GrowthFitter.Fit(Sizes.Zip(times))!;

        Assert.True(fit.Exponent > GrowthFitter.SuperLinearThreshold);
        Assert.True(fit.RSquared < 1);
        Assert.Equal(2_000, fit.BendsAtSize);
    }

    [Fact]
    public void Slightly_super_linear_growth_under_the_threshold_is_not_flagged()
    {
        var fit = GrowthFitter.Fit(Sizes.Select(s => (s, Math.Pow(s, 1.1))))!;

        Assert.Equal(1.1, fit.Exponent, 9);
        Assert.False(fit.SuperLinear);
    }

    [Fact]
    public void Two_points_give_an_exponent_without_a_fit_quality_and_one_point_gives_no_fit()
    {
        var two = GrowthFitter.Fit([(10, 5.0), (20, 10.0)])!;

        Assert.Equal(1.0, two.Exponent, 9);
        Assert.Null(two.RSquared);
        Assert.Null(GrowthFitter.Fit([(10, 5.0)]));
        Assert.Null(GrowthFitter.Fit([(10, 5.0), (20, double.NaN), (30, 0)]));
    }
}
