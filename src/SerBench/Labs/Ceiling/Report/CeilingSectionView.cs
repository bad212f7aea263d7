using SerBench.Reports.Html;
using SerBench.Reports.Html.Charts;

namespace SerBench.Labs.Ceiling;

/// <summary>
/// The floats ceiling in report.html: each float-vector cell against memcpy of the same raw bytes, as GB/s and
/// as a fraction of memcpy, with cells faster than memcpy flagged suspect (they cannot have touched every byte).
/// </summary>
internal sealed class CeilingSectionView : IHtmlReportSection
{
    public const string SuspectMark = "⚠ suspect";

    public string Anchor => "ceiling";

    public string Title => "Floats ceiling";

    public bool AppliesTo(HtmlReportContext context) => context.Run.Ceiling is not null;

    public void Write(HtmlBuilder html, HtmlReportContext context)
    {
        var ceiling = context.Run.Ceiling!;
        var unit = ceiling.Unit ?? "items";
        html.Paragraph("memcpy copies the payload's raw float bytes (12 per point) into a preallocated buffer, measured before and after the serializers of each size; the faster is the ceiling. GB/s counts those raw bytes whatever the format writes; \"of memcpy\" is memcpy's time over the cell's time. A cell faster than memcpy is flagged suspect.");
        if (ceiling.BestBinary is { } best)
        {
            var verdict = best.FractionOfMemcpy >= ceiling.TargetFraction ? "meets" : "misses";
            html.Paragraph($"Best binary row at {Units.Count(ceiling.HeadlineSize)} {unit}: {best.Serializer} {best.Operation} at {Fraction(best.FractionOfMemcpy)} of memcpy ({Gb(best.GBps)} GB/s); it {verdict} the {Units.Percent(ceiling.TargetFraction)} target.", verdict == "meets" ? null : "banner");
        }

        foreach (var size in ceiling.Sizes.OrderBy(s => s != ceiling.HeadlineSize).ThenBy(s => s))
        {
            WriteSize(html, ceiling, size, unit);
        }
    }

    private static void WriteSize(HtmlBuilder html, CeilingSection ceiling, int size, string unit)
    {
        var memcpy = ceiling.Memcpy.FirstOrDefault(m => m.Size == size);
        var rows = ceiling.Rows.Where(r => r.Size == size && r.Status != CellStatus.Unsupported).OrderByDescending(r => r.FractionOfMemcpy ?? -1).ToList();
        html.Heading(3, $"{Units.Count(size)} {unit} ({Units.Bytes(memcpy?.Bytes ?? 0)} of raw floats){(size == ceiling.HeadlineSize ? ", headline" : string.Empty)}");
        if (size == ceiling.HeadlineSize)
        {
            var bars = rows.Where(r => r.FractionOfMemcpy is > 0).Select(r => new BarItem(
                $"{r.Serializer} · {r.Operation}",
                r.FractionOfMemcpy!.Value,
                Fraction(r.FractionOfMemcpy) + (r.Suspect ? " ⚠" : string.Empty),
                Svg.FormatClass(r.Format) + (r.Suspect ? " bad" : string.Empty) + (r.Noisy ? " noisy" : string.Empty),
                $"{r.Serializer} {r.Operation}: {Gb(r.GBps)} GB/s, {Fraction(r.FractionOfMemcpy)} of memcpy{(r.Suspect ? ", suspect: faster than memcpy" : string.Empty)}")).ToList();
            if (bars.Count > 0)
            {
                BarChart.Write(html, "ceiling", $"{ceiling.Payload} · fraction of memcpy at {Units.Count(size)} {unit} (higher is better; 100 % = memcpy)", bars, Units.Percent);
            }
        }

        var table = new HtmlTable(
            new HtmlColumn("Serializer"), new HtmlColumn("Format"), new HtmlColumn("Operation"), new HtmlColumn("Median", true), new HtmlColumn("GB/s", true, "raw float bytes per second, 10⁹ B"),
            new HtmlColumn("Of memcpy", true), new HtmlColumn("Serialized size", true), new HtmlColumn("Allocated", true), new HtmlColumn("Flag"));
        if (memcpy is not null)
        {
            table.Add("memcpy", "memcpy (Span.CopyTo)", "raw bytes", "copy", new HtmlCell(memcpy.MedianNs is { } m ? Units.Time(m) : memcpy.Status, memcpy.MedianNs),
                new HtmlCell(Gb(memcpy.GBps), memcpy.GBps), new HtmlCell("100 %", 1), new HtmlCell(Units.Bytes(memcpy.Bytes), memcpy.Bytes), new HtmlCell("0 B", 0), memcpy.Noisy ? "noisy" : string.Empty);
        }

        foreach (var r in rows)
        {
            var failed = r.Status == CellStatus.Failed;
            table.Add(
                failed ? "failed" : r.Suspect ? "suspect" : null,
                r.Serializer, r.Format + (r.Binary ? string.Empty : " (text)"), r.Operation,
                new HtmlCell(r.MedianNs is { } ns ? Units.Time(ns) : Labels.Dash, r.MedianNs, r.Noisy ? "noisy" : null),
                new HtmlCell(Gb(r.GBps), r.GBps), new HtmlCell(Fraction(r.FractionOfMemcpy), r.FractionOfMemcpy),
                new HtmlCell(r.SizeBytes is { } b ? Units.Bytes(b) : Labels.Dash, r.SizeBytes), new HtmlCell(r.AllocatedBytes is { } a ? Units.Bytes(a) : Labels.Dash, r.AllocatedBytes),
                new HtmlCell(failed ? "FAILED: " + r.Reason : r.Suspect ? SuspectMark : r.Noisy ? "noisy" : string.Empty, CssClass: failed || r.Suspect ? "mark-fail" : null, Title: r.Suspect ? "faster than memcpy of the same bytes: the measurement is suspect" : r.Reason));
        }

        table.Write(html, "ceiling");
    }

    private static string Gb(double? value) => value is { } v ? v.ToString("0.00", CultureInfo.InvariantCulture) : Labels.Dash;

    private static string Fraction(double? value) => Labels.Ratio(value, Units.Percent);
}
