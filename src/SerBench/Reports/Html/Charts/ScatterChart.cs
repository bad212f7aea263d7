namespace SerBench.Reports.Html.Charts;

/// <summary>One point of a scatter chart.</summary>
internal sealed record ScatterPoint(string Label, double X, double Y, string CssClass, string Tooltip);

/// <summary>
/// Time against size as inline SVG: each serializer a point, lower-left is better on both. The points no
/// other point beats on both axes (the trade-off front) are joined and labelled in bold: those are the
/// only rows worth picking for this payload and operation; every other row loses on both counts to one of them.
/// </summary>
internal static class ScatterChart
{
    private const double Width = 640;
    private const double Height = 340;
    private const double Left = 70;
    private const double Right = 20;
    private const double Top = 14;
    private const double Bottom = 44;

    public static void Write(
        HtmlBuilder html,
        string title,
        IReadOnlyList<ScatterPoint> points,
        string xTitle,
        Func<double, string> xFormat,
        string yTitle,
        Func<double, string> yFormat)
    {
        var xScale = ChartScale.Auto(points.Select(p => p.X));
        var yScale = ChartScale.Auto(points.Select(p => p.Y));
        var plotWidth = Width - Left - Right;
        var plotHeight = Height - Top - Bottom;
        double Px(double x) => Left + (xScale.Position(x) * plotWidth);
        double Py(double y) => Top + plotHeight - (yScale.Position(y) * plotHeight);

        html.Open("figure", ("class", "chart-box")).Element("figcaption", title).Line();
        html.Raw($"<svg class=\"chart\" data-chart=\"scatter\" viewBox=\"0 0 {Svg.N(Width)} {Svg.N(Height)}\" role=\"img\" aria-label=\"{HtmlBuilder.Escape(title)}\">").Line();
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

        html.Raw($"<line class=\"axis\" x1=\"{Svg.N(Left)}\" y1=\"{Svg.N(Top + plotHeight)}\" x2=\"{Svg.N(Left + plotWidth)}\" y2=\"{Svg.N(Top + plotHeight)}\"/>");
        html.Raw($"<line class=\"axis\" x1=\"{Svg.N(Left)}\" y1=\"{Svg.N(Top)}\" x2=\"{Svg.N(Left)}\" y2=\"{Svg.N(Top + plotHeight)}\"/>").Line();
        html.Raw($"<text class=\"axis-title\" x=\"{Svg.N(Left + (plotWidth / 2))}\" y=\"{Svg.N(Height - 6)}\" text-anchor=\"middle\">")
            .Text(xTitle + (xScale.IsLog ? " (log scale)" : string.Empty)).Raw("</text>");
        html.Raw($"<text class=\"axis-title\" transform=\"translate(14 {Svg.N(Top + (plotHeight / 2))}) rotate(-90)\" text-anchor=\"middle\">")
            .Text(yTitle + (yScale.IsLog ? " (log scale)" : string.Empty)).Raw("</text>").Line();

        var front = ParetoFront(points);
        if (front.Count > 1)
        {
            var path = string.Join(" ", front.Select(p => $"{Svg.N(Px(p.X))},{Svg.N(Py(p.Y))}"));
            html.Raw($"<polyline class=\"front\" points=\"{path}\"/>").Line();
        }

        // Markers are obstacles too, so a label never covers another point.
        var placed = points.Select(p => (Px(p.X) - 4, Py(p.Y) - 4, 8d, 8d)).ToList();
        foreach (var point in points.OrderByDescending(front.Contains))
        {
            var x = Px(point.X);
            var y = Py(point.Y);
            var onFront = front.Contains(point);
            html.Raw($"<g class=\"pt{(onFront ? " on-front" : string.Empty)}\">").Open("title").Text(point.Tooltip).Close("title");
            html.Raw($"<circle class=\"point {HtmlBuilder.Escape(point.CssClass)}\" cx=\"{Svg.N(x)}\" cy=\"{Svg.N(y)}\" r=\"{(onFront ? "5" : "4")}\"/>");
            if (PlaceLabel(placed, x, y, point.Label, plotRight: Left + plotWidth) is { } at)
            {
                html.Raw($"<text class=\"point-label{(onFront ? " strong" : string.Empty)}\" x=\"{Svg.N(at.X)}\" y=\"{Svg.N(at.Y)}\" text-anchor=\"{at.Anchor}\">")
                    .Text(point.Label).Raw("</text>");
            }

            html.Raw("</g>").Line();
        }

        html.Raw("</svg>").Line();
        html.Open("p", ("class", "chart-note"))
            .Text("Lower and further left is better. Joined, bold points: the trade-off front (nothing else is both faster and smaller). Hover a point for its numbers.")
            .Close("p").Line();
        html.Close("figure").Line();
    }

    /// <summary>Points not beaten on both axes, ordered by size: each is faster than every smaller one.</summary>
    public static IReadOnlyList<ScatterPoint> ParetoFront(IReadOnlyList<ScatterPoint> points)
    {
        var front = new List<ScatterPoint>();
        foreach (var p in points.OrderBy(p => p.X).ThenBy(p => p.Y))
        {
            if (front.Count == 0 || p.Y < front[^1].Y)
            {
                front.Add(p);
            }
        }

        return front;
    }

    private static (double X, double Y, string Anchor)? PlaceLabel(List<(double X, double Y, double W, double H)> placed, double x, double y, string label, double plotRight)
    {
        var width = Svg.TextWidth(label, 10);
        const double H = 11;
        (double Dx, double Dy, string Anchor)[] tries = [(7, 4, "start"), (-7, 4, "end"), (0, -8, "middle"), (0, 15, "middle"), (7, -6, "start"), (7, 13, "start")];
        foreach (var (dx, dy, anchor) in tries)
        {
            var left = anchor switch { "start" => x + dx, "end" => x + dx - width, _ => x - (width / 2) };
            var top = y + dy - 9;
            if (left < Left || left + width > plotRight + Right || top < 0 || top + H > Height - Bottom + 14)
            {
                continue;
            }

            if (!placed.Any(r => left < r.X + r.W && r.X < left + width && top < r.Y + r.H && r.Y < top + H))
            {
                placed.Add((left, top, width, H));
                return (x + dx, y + dy, anchor);
            }
        }

        return null;
    }
}
