using SerBench.Reports.Html;
using SerBench.Reports.Html.Charts;

namespace SerBench.Reports.Readme;

/// <summary>
/// The README's one chart as a standalone SVG file: the time-vs-size scatter of the complex payload's
/// serialize operation (else the first payload and operation with measured cells), with its own style
/// block so it reads the same on GitHub in light and dark mode.
/// </summary>
internal static class ReadmeChart
{
    private const string Style = """
        <style>
        svg { background: #ffffff; font: 12px system-ui, -apple-system, "Segoe UI", sans-serif; --fg: #1f2328; --muted: #59636e; --grid: #e8ebef; --front: #bf8700; --bg: #ffffff;
          --json: #4c78a8; --xml: #e45756; --protobuf: #54a24b; --jsv: #2a9d8f; --binary: #b279a2; --other: #8c8c8c; }
        @media (prefers-color-scheme: dark) { svg { background: #0d1117; --fg: #e6edf3; --muted: #9198a1; --grid: #262c36; --front: #e3b341; --bg: #0d1117;
          --json: #6f9fd8; --xml: #ff7f7f; --protobuf: #7cc66f; --jsv: #4fc3b5; --binary: #d39bc5; --other: #a8a8a8; } }
        text { fill: var(--fg); } .tick { fill: var(--muted); font-size: 10px; } .axis-title { fill: var(--muted); font-size: 11px; }
        .grid { stroke: var(--grid); } .axis { stroke: var(--muted); } .front { fill: none; stroke: var(--front); stroke-width: 1.5; stroke-dasharray: 4 3; }
        .point { stroke: var(--bg); stroke-width: 1.2; } .on-front .point { stroke: var(--front); stroke-width: 2; }
        .point-label { font-size: 10px; fill: var(--muted); } .point-label.strong { font-weight: 700; fill: var(--fg); }
        .fmt-json { fill: var(--json); } .fmt-xml { fill: var(--xml); } .fmt-protobuf { fill: var(--protobuf); } .fmt-jsv { fill: var(--jsv); }
        .fmt-binary { fill: var(--binary); } .fmt-other { fill: var(--other); }
        </style>
        """;

    public static (PayloadSection Payload, OperationTable Operation)? Pick(RunView view)
    {
        var candidates = view.Payloads
            .OrderBy(p => p.Id == Payloads.PayloadIds.Complex ? 0 : 1)
            .SelectMany(p => p.Operations.OrderBy(o => o.Operation == Operations.Serialize ? 0 : 1).Select(o => (p, o)))
            .Where(x => Points(x.o).Count > 1);
        foreach (var candidate in candidates)
        {
            return candidate;
        }

        return null;
    }

    /// <summary>The SVG document, or null when no payload has two measured cells with sizes.</summary>
    public static string? Render(RunFile run)
    {
        var view = new RunView(run);
        if (Pick(view) is not { } picked)
        {
            return null;
        }

        var html = new HtmlBuilder();
        ScatterChart.Write(html, string.Empty, Points(picked.Operation), "serialized size", Units.Bytes, "median time", Units.Time);
        var text = html.ToString();
        var start = text.IndexOf("<svg ", StringComparison.Ordinal);
        var end = text.IndexOf("</svg>", StringComparison.Ordinal) + "</svg>".Length;
        var svg = text[start..end];
        var open = svg.IndexOf('>', StringComparison.Ordinal) + 1;
        var title = $"{picked.Payload.Id} · {picked.Operation.Operation}: median time against serialized size (lower left is better)";
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" " + svg[5..open] + "\n" + Style + "\n<title>" + HtmlBuilder.Escape(title) + "</title>\n" + svg[open..] + "\n";
    }

    private static List<ScatterPoint> Points(OperationTable operation) =>
        operation.Rows
            .Where(r => r.Cell.Status == CellStatus.Ok && r.Cell.MedianNs is > 0 && r.SizeBytes is > 0)
            .Select(r => new ScatterPoint(r.Cell.Serializer, r.SizeBytes!.Value, r.Cell.MedianNs!.Value, Svg.FormatClass(r.Serializer?.Format), $"{r.Cell.Serializer}: {Labels.Median(r.Cell)}, {Labels.Bytes(r.SizeBytes)}"))
            .ToList();
}
