namespace SerBench.Reports.Html.Charts;

/// <summary>One bar: a serializer's value, how to print it, and its CSS classes (format colour, best, noisy).</summary>
internal sealed record BarItem(string Label, double Value, string ValueText, string CssClass, string Tooltip, double? Secondary = null);

/// <summary>
/// A horizontal bar chart as inline SVG, bars from zero on a linear axis so their lengths compare honestly.
/// An optional thin second bar per row shows a related value (e.g. the brotli size under the raw size).
/// </summary>
internal static class BarChart
{
    private const double Width = 640;
    private const double RowHeight = 20;
    private const double BarHeight = 14;
    private const double Top = 6;
    private const double AxisHeight = 22;
    private const double ValueWidth = 78;

    /// <summary>
    /// Where the axis ends. One slow outlier (a reflection-heavy XML row, many times the rest) would squash every
    /// other bar to a sliver, so when the largest value exceeds four times the third quartile the axis stops
    /// at twice that quartile and longer bars are drawn cut, with their value printed.
    /// </summary>
    public static double Cap(IReadOnlyList<double> values)
    {
        if (values.Count < 4)
        {
            return double.PositiveInfinity;
        }

        var sorted = values.Order().ToList();
        var q3 = sorted[(int)Math.Ceiling(0.75 * (sorted.Count - 1))];
        return sorted[^1] > 4 * q3 && q3 > 0 ? 2 * q3 : double.PositiveInfinity;
    }

    public static void Write(
        HtmlBuilder html,
        string kind,
        string title,
        IReadOnlyList<BarItem> items,
        Func<double, string> axisFormat,
        string? secondaryLegend = null)
    {
        var labelWidth = Math.Min(210, items.Select(i => Svg.TextWidth(Svg.Fit(i.Label, 34))).DefaultIfEmpty(40).Max() + 10);
        var plotLeft = labelWidth;
        var plotWidth = Width - labelWidth - ValueWidth;
        var height = Top + (items.Count * RowHeight) + AxisHeight;
        var cap = Cap(items.Select(i => i.Value).ToList());
        var scale = ChartScale.LinearFromZero(Math.Min(cap, items.Select(i => Math.Max(i.Value, i.Secondary ?? 0)).DefaultIfEmpty(1).Max()));

        html.Open("figure", ("class", "chart-box")).Element("figcaption", title).Line();
        html.Raw($"<svg class=\"chart\" data-chart=\"bar\" data-kind=\"{HtmlBuilder.Escape(kind)}\" viewBox=\"0 0 {Svg.N(Width)} {Svg.N(height)}\" role=\"img\" aria-label=\"{HtmlBuilder.Escape(title)}\">").Line();
        var plotBottom = Top + (items.Count * RowHeight);
        foreach (var tick in scale.Ticks)
        {
            var x = plotLeft + (scale.Position(tick) * plotWidth);
            html.Raw($"<line class=\"grid\" x1=\"{Svg.N(x)}\" y1=\"{Svg.N(Top)}\" x2=\"{Svg.N(x)}\" y2=\"{Svg.N(plotBottom)}\"/>");
            html.Raw($"<text class=\"tick\" x=\"{Svg.N(x)}\" y=\"{Svg.N(plotBottom + 14)}\" text-anchor=\"middle\">").Text(axisFormat(tick)).Raw("</text>").Line();
        }

        for (var i = 0; i < items.Count; i++)
        {
            var item = items[i];
            var y = Top + (i * RowHeight) + ((RowHeight - BarHeight) / 2);
            var length = Math.Max(1, scale.Position(item.Value) * plotWidth);
            var clipped = item.Value > cap;
            html.Raw("<g class=\"row\">").Open("title").Text(item.Tooltip).Close("title");
            html.Raw($"<text class=\"label\" x=\"{Svg.N(plotLeft - 6)}\" y=\"{Svg.N(y + 11)}\" text-anchor=\"end\">").Text(Svg.Fit(item.Label, 34)).Raw("</text>");
            html.Raw($"<rect class=\"bar {HtmlBuilder.Escape(item.CssClass)}\" x=\"{Svg.N(plotLeft)}\" y=\"{Svg.N(y)}\" width=\"{Svg.N(length)}\" height=\"{Svg.N(BarHeight)}\" rx=\"2\"/>");
            if (clipped)
            {
                // A cut bar: two slashes across its end say "longer than drawn"; its value is printed.
                var cx = plotLeft + length - 10;
                html.Raw($"<path class=\"cut\" d=\"M{Svg.N(cx)} {Svg.N(y + BarHeight + 1)} l4 {Svg.N(-BarHeight - 2)} M{Svg.N(cx + 4)} {Svg.N(y + BarHeight + 1)} l4 {Svg.N(-BarHeight - 2)}\"/>");
            }
            if (item.Secondary is { } secondary)
            {
                var second = Math.Max(1, scale.Position(secondary) * plotWidth);
                html.Raw($"<rect class=\"bar2\" x=\"{Svg.N(plotLeft)}\" y=\"{Svg.N(y + BarHeight - 4)}\" width=\"{Svg.N(second)}\" height=\"4\"/>");
            }

            html.Raw($"<text class=\"value\" x=\"{Svg.N(plotLeft + length + 4)}\" y=\"{Svg.N(y + 11)}\">").Text(item.ValueText).Raw("</text></g>").Line();
        }

        html.Raw($"<line class=\"axis\" x1=\"{Svg.N(plotLeft)}\" y1=\"{Svg.N(plotBottom)}\" x2=\"{Svg.N(plotLeft + plotWidth)}\" y2=\"{Svg.N(plotBottom)}\"/>").Line();
        html.Raw("</svg>").Line();
        if (items.Any(i => i.Value > cap))
        {
            html.Paragraph("Bars crossed by // are longer than drawn (the axis stops so the rest stay readable); their values are printed.", "chart-note");
        }

        if (secondaryLegend is not null)
        {
            html.Open("p", ("class", "chart-note")).Raw("<span class=\"swatch bar2\"></span> ").Text(secondaryLegend).Close("p").Line();
        }

        html.Close("figure").Line();
    }
}
