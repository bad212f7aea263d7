namespace SerBench.Reports.Html.Charts;

/// <summary>A line of a log-log chart: a serializer's values over sizes, and its fitted growth exponent.</summary>
internal sealed record LogLogSeries(string Name, string CssClass, IReadOnlyList<(double X, double Y)> Points, double? Exponent);

/// <summary>
/// Values over sizes on log-log axes (the scale lab's curves): a straight line of slope k means time grows
/// as size^k, so the legend names each series' fitted exponent. Colours cycle through eight series classes.
/// </summary>
internal static class LogLogChart
{
    private const double Width = 640;
    private const double Height = 340;
    private const double Left = 70;
    private const double Right = 180;
    private const double Top = 14;
    private const double Bottom = 44;

    public static void Write(
        HtmlBuilder html,
        string title,
        IReadOnlyList<LogLogSeries> series,
        string xTitle,
        Func<double, string> xFormat,
        string yTitle,
        Func<double, string> yFormat)
    {
        var xs = series.SelectMany(s => s.Points).Select(p => p.X).Where(v => v > 0).DefaultIfEmpty(1).ToList();
        var ys = series.SelectMany(s => s.Points).Select(p => p.Y).Where(v => v > 0).DefaultIfEmpty(1).ToList();
        var xScale = ChartScale.Log(xs.Min(), Math.Max(xs.Max(), xs.Min() * 10));
        var yScale = ChartScale.Log(ys.Min(), Math.Max(ys.Max(), ys.Min() * 10));
        var plotWidth = Width - Left - Right;
        var plotHeight = Height - Top - Bottom;
        double Px(double x) => Left + (xScale.Position(x) * plotWidth);
        double Py(double y) => Top + plotHeight - (yScale.Position(y) * plotHeight);

        html.Open("figure", ("class", "chart-box")).Element("figcaption", title).Line();
        html.Raw($"<svg class=\"chart\" data-chart=\"loglog\" viewBox=\"0 0 {Svg.N(Width)} {Svg.N(Height)}\" role=\"img\" aria-label=\"{HtmlBuilder.Escape(title)}\">").Line();
        foreach (var tick in xScale.Ticks)
        {
            var x = Px(tick);
            html.Raw($"<line class=\"grid\" x1=\"{Svg.N(x)}\" y1=\"{Svg.N(Top)}\" x2=\"{Svg.N(x)}\" y2=\"{Svg.N(Top + plotHeight)}\"/>");
            html.Raw($"<text class=\"tick\" x=\"{Svg.N(x)}\" y=\"{Svg.N(Top + plotHeight + 14)}\" text-anchor=\"middle\">").Text(xFormat(tick)).Raw("</text>").Line();
        }

        foreach (var tick in yScale.Ticks)
        {
            var y = Py(tick);
            html.Raw($"<line class=\"grid\" x1=\"{Svg.N(Left)}\" y1=\"{Svg.N(y)}\" x2=\"{Svg.N(Left + plotWidth)}\" y2=\"{Svg.N(y)}\"/>");
            html.Raw($"<text class=\"tick\" x=\"{Svg.N(Left - 6)}\" y=\"{Svg.N(y + 4)}\" text-anchor=\"end\">").Text(yFormat(tick)).Raw("</text>").Line();
        }

        html.Raw($"<text class=\"axis-title\" x=\"{Svg.N(Left + (plotWidth / 2))}\" y=\"{Svg.N(Height - 6)}\" text-anchor=\"middle\">").Text(xTitle + " (log)").Raw("</text>");
        html.Raw($"<text class=\"axis-title\" transform=\"translate(14 {Svg.N(Top + (plotHeight / 2))}) rotate(-90)\" text-anchor=\"middle\">").Text(yTitle + " (log)").Raw("</text>").Line();

        for (var i = 0; i < series.Count; i++)
        {
            var s = series[i];
            var css = $"series s{(i % 8).ToString(CultureInfo.InvariantCulture)} {s.CssClass}";
            var points = s.Points.Where(p => p.X > 0 && p.Y > 0).OrderBy(p => p.X).ToList();
            html.Raw($"<g class=\"{HtmlBuilder.Escape(css)}\">").Open("title").Text(Legend(s)).Close("title");
            html.Raw($"<polyline class=\"line\" points=\"{string.Join(" ", points.Select(p => $"{Svg.N(Px(p.X))},{Svg.N(Py(p.Y))}"))}\"/>");
            foreach (var p in points)
            {
                html.Raw($"<circle class=\"dot\" cx=\"{Svg.N(Px(p.X))}\" cy=\"{Svg.N(Py(p.Y))}\" r=\"3\"/>");
            }

            var ly = Top + 8 + (i * 16);
            html.Raw($"<line class=\"line\" x1=\"{Svg.N(Width - Right + 10)}\" y1=\"{Svg.N(ly - 4)}\" x2=\"{Svg.N(Width - Right + 28)}\" y2=\"{Svg.N(ly - 4)}\"/>");
            html.Raw($"<text class=\"legend\" x=\"{Svg.N(Width - Right + 32)}\" y=\"{Svg.N(ly)}\">").Text(Svg.Fit(Legend(s), 26)).Raw("</text></g>").Line();
        }

        html.Raw("</svg>").Line();
        html.Close("figure").Line();
    }

    /// <summary>The least-squares slope of log y over log x: y grows as x^slope.</summary>
    public static double? GrowthExponent(IReadOnlyList<(double X, double Y)> points)
    {
        var logs = points.Where(p => p.X > 0 && p.Y > 0).Select(p => (X: Math.Log(p.X), Y: Math.Log(p.Y))).ToList();
        if (logs.Select(p => p.X).Distinct().Count() < 2)
        {
            return null;
        }

        var mx = logs.Average(p => p.X);
        var my = logs.Average(p => p.Y);
        var sxy = logs.Sum(p => (p.X - mx) * (p.Y - my));
        var sxx = logs.Sum(p => (p.X - mx) * (p.X - mx));
        return sxy / sxx;
    }

    private static string Legend(LogLogSeries s) =>
        s.Exponent is { } k ? $"{s.Name} (∝ n^{k.ToString("0.00", CultureInfo.InvariantCulture)})" : s.Name;
}
