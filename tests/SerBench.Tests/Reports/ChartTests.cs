using SerBench.Reports.Html;
using SerBench.Reports.Html.Charts;

namespace SerBench.Tests.Reports;

public sealed class ChartTests
{
    [Fact]
    public void A_linear_scale_starts_at_zero_and_ends_on_a_round_tick()
    {
        var scale = ChartScale.LinearFromZero(870);

        Assert.False(scale.IsLog);
        Assert.Equal([0, 200, 400, 600, 800, 1000], scale.Ticks);
        Assert.Equal(0.5, scale.Position(500), 9);
    }

    [Fact]
    public void Wide_ranges_get_a_log_scale_labelled_on_powers_of_ten()
    {
        var scale = ChartScale.Auto([6, 245, 1_397]);

        Assert.True(scale.IsLog);
        Assert.Equal([10, 100, 1000], scale.Ticks);
        Assert.Equal(0, scale.Position(5), 9);
        Assert.Equal(1, scale.Position(2000), 9);
        Assert.Equal([100, 200, 500, 1000], ChartScale.Auto([120, 800], forceLog: true).Ticks);
    }

    [Fact]
    public void An_outlier_cuts_the_bar_axis_at_twice_the_third_quartile()
    {
        Assert.Equal(double.PositiveInfinity, BarChart.Cap([100, 120, 150, 300]));
        Assert.Equal(300, BarChart.Cap([100, 120, 130, 150, 5_000]));
    }

    [Fact]
    public void The_trade_off_front_keeps_only_points_nothing_beats_on_both_axes()
    {
        ScatterPoint P(string name, double size, double time) => new(name, size, time, "fmt-json", name);
        var points = new[] { P("small-slow", 10, 900), P("mid", 50, 300), P("dominated", 60, 400), P("big-fast", 500, 100), P("big-slow", 600, 800) };

        Assert.Equal(["small-slow", "mid", "big-fast"], ScatterChart.ParetoFront(points).Select(p => p.Label));
    }

    [Fact]
    public void The_growth_exponent_is_the_log_log_slope()
    {
        Assert.Equal(2, LogLogChart.GrowthExponent([(10, 100), (100, 10_000), (1000, 1_000_000)])!.Value, 9);
        Assert.Null(LogLogChart.GrowthExponent([(10, 100)]));
    }

    [Fact]
    public void A_log_log_chart_draws_one_line_per_series_with_its_exponent()
    {
        var html = new HtmlBuilder();
        LogLogChart.Write(
            html, "scale", [new LogLogSeries("stj", "fmt-json", [(100, 1_000), (1_000, 10_500)], 1.02)], "customers", v => v.ToString(System.Globalization.CultureInfo.InvariantCulture), "time", v => v + " ns");

        var svg = html.ToString();
        Assert.Contains("data-chart=\"loglog\"", svg);
        Assert.Contains("stj (∝ n^1.02)", svg);
        Assert.Single(System.Text.RegularExpressions.Regex.Matches(svg, "<polyline class=\"line\""));
    }
}
