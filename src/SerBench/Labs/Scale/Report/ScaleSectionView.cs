using SerBench.Reports.Html;
using SerBench.Reports.Html.Charts;

namespace SerBench.Labs.Scale;

/// <summary>
/// The scale lab in report.html: round-trip time over payload size on log-log axes (a straight line of slope k
/// grows as size^k), the fitted exponents with super-linear ones marked, and where each row leaves the cache.
/// </summary>
internal sealed class ScaleSectionView : IHtmlReportSection
{
    private const int SeriesPerChart = 8;

    public string Anchor => "scale";

    public string Title => "Scale";

    public bool AppliesTo(HtmlReportContext context) => context.Run.Scale is not null;

    public void Write(HtmlBuilder html, HtmlReportContext context)
    {
        var section = context.Run.Scale!;
        var unit = section.Unit ?? "items";
        var figure = ScaleFigure.Of(section);
        html.Paragraph($"Payload {section.Payload} at {string.Join(", ", section.Sizes.Select(s => Units.Count(s)))} {unit}. {(figure == ScaleFigure.Time ? "Median round-trip time over size on log-log axes: a straight line of slope k means time grows" : "Round-trip estimated cycles over size on log-log axes: a straight line of slope k means they grow")} as size^k (1 = linear). Exponents above {section.SuperLinearThreshold.ToString("0.##", CultureInfo.InvariantCulture)} are marked super-linear."
            + (section.LastLevelCacheBytes is { } cache ? $" Last-level cache: {Units.Bytes(cache)}." : string.Empty));

        // Eight lines per chart keep every colour and legend entry distinct; flattest growth first.
        var series = section.Series.Where(s => s.Points.Any(p => p.Status == CellStatus.Ok && figure.RoundTrip(p) is > 0))
            .OrderBy(s => s.RoundTripFit?.Exponent ?? double.MaxValue).ThenBy(s => s.Serializer, StringComparer.Ordinal).ToList();
        html.Open("div", ("class", "grid2")).Line();
        for (var i = 0; i < series.Count; i += SeriesPerChart)
        {
            var chunk = series.Skip(i).Take(SeriesPerChart).Select(s => new LogLogSeries(
                s.Serializer,
                s.RoundTripFit is { SuperLinear: true } ? "super-linear" : string.Empty,
                [.. s.Points.Where(p => p.Status == CellStatus.Ok && figure.RoundTrip(p) is > 0).Select(p => ((double)p.Size, figure.RoundTrip(p)!.Value))],
                s.RoundTripFit?.Exponent)).ToList();
            var part = series.Count > SeriesPerChart ? $" ({(i / SeriesPerChart) + 1} of {(series.Count + SeriesPerChart - 1) / SeriesPerChart})" : string.Empty;
            LogLogChart.Write(html, $"{section.Payload} · round-trip {figure.Short} over size{part}", chunk, unit, v => Units.Count((long)v), figure == ScaleFigure.Time ? "median round trip" : "round trip, estimated cycles", figure.Format);
        }

        html.Close("div").Line();
        WriteExponents(html, section, unit, figure);
    }

    private static void WriteExponents(HtmlBuilder html, ScaleSection section, string unit, ScaleFigure figure)
    {
        var table = new HtmlTable(
            new HtmlColumn("Serializer"), new HtmlColumn("Round-trip exponent", true, $"{figure.Short} ∝ size^k, least squares on log-log"), new HtmlColumn("R²", true),
            new HtmlColumn("Serialize exponent", true, Optional: true), new HtmlColumn("Deserialize exponent", true, Optional: true), new HtmlColumn("Bends at", true, "the size where the slope changes most"),
            new HtmlColumn("Leaves the cache at", true), new HtmlColumn("Largest size round trip", true), new HtmlColumn("Note"));
        foreach (var s in section.Series.OrderBy(s => s.RoundTripFit?.Exponent ?? double.MaxValue))
        {
            var fit = s.RoundTripFit;
            var last = s.Points.Where(p => p.Status == CellStatus.Ok && figure.RoundTrip(p) is > 0).MaxBy(p => p.Size);
            var failed = s.Points.Where(p => p.Status != CellStatus.Ok).ToList();
            var crossing = s.CacheCrossing?.EstimatedSize is { } at ? $"{Units.Count((long)at)} {unit}{(s.CacheCrossing.Extrapolated ? " (extrapolated)" : string.Empty)}" : Labels.Dash;
            table.Add(
                failed.Count > 0 && last is null ? "failed" : null,
                s.Serializer,
                Exponent(fit), new HtmlCell(fit?.RSquared is { } r2 ? r2.ToString("0.000", CultureInfo.InvariantCulture) : Labels.Dash, fit?.RSquared),
                Exponent(s.SerializeFit), Exponent(s.DeserializeFit),
                new HtmlCell(fit?.BendsAtSize is { } bend ? Units.Count(bend) : Labels.Dash, fit?.BendsAtSize),
                new HtmlCell(crossing, s.CacheCrossing?.EstimatedSize),
                new HtmlCell(last is null ? Labels.Dash : figure.Cell(figure.RoundTrip(last)), last is null ? null : figure.RoundTrip(last)),
                new HtmlCell(
                    failed.Count == 0 ? string.Empty : $"{failed[0].Status} at {string.Join(", ", failed.Select(p => Units.Count(p.Size)))}",
                    CssClass: failed.Count > 0 ? "mark-fail" : null,
                    Title: failed.FirstOrDefault()?.Reason));
        }

        table.Write(html, "scale");
    }

    private static HtmlCell Exponent(GrowthFit? fit) =>
        fit is null ? new HtmlCell(Labels.Dash)
        : new HtmlCell(fit.Exponent.ToString("0.00", CultureInfo.InvariantCulture) + (fit.SuperLinear ? " ⚠" : string.Empty), fit.Exponent, fit.SuperLinear ? "mark-fail" : null, fit.SuperLinear ? "super-linear" : null);
}
