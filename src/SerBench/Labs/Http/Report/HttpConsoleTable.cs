namespace SerBench.Labs.Http;

/// <summary>The HTTP lab's table on the console: one line per writer, bad responses marked.</summary>
internal static class HttpConsoleTable
{
    public static void Write(TextWriter output, HttpSection section)
    {
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(section);
        foreach (var (connections, level) in HttpFigures.ByLevel(section))
        {
            if (HttpFigures.Levels(section).Count > 1)
            {
                output.WriteLine($"{connections} connections:");
            }

            WriteLevel(output, level);
        }

        var bad = section.Writers.Where(w => w.BadResponses > 0).ToList();
        output.WriteLine(bad.Count == 0
            ? "No bad responses: 0 non-2xx and 0 socket errors across every writer."
            : $"{HttpFigures.BadMark} Bad responses from {string.Join(", ", bad.Select(w => $"{w.Writer} @ {HttpFigures.ConnectionsOf(section, w)} ({w.Non2xx} non-2xx, {w.SocketErrors.Total} socket errors)"))}.");
        foreach (var failed in section.Writers.Where(w => w.Status != "ok"))
        {
            output.WriteLine($"{failed.Writer} @ {HttpFigures.ConnectionsOf(section, failed)} failed: {failed.Reason}");
        }
    }

    private static void WriteLevel(TextWriter output, HttpSection section)
    {
        var raw = HttpFigures.Raw(section);
        var table = new TextTable(
            ("writer", false), ("api shape", false), ("req/s", true), ("% of raw", true), ("p50", true), ("p99", true),
            ("bad", true), ("cpu", true), ("alloc/req", true), ("gc max", true));
        foreach (var w in HttpFigures.Ranked(section))
        {
            if (w.Status != "ok")
            {
                table.Add(w.Writer, w.ApiShape ?? Labels.Dash, "failed", Labels.Dash, Labels.Dash, Labels.Dash, Labels.Dash, Labels.Dash, Labels.Dash, Labels.Dash);
                continue;
            }

            table.Add(
                HttpFigures.Name(w), w.ApiShape ?? Labels.Dash, HttpFigures.Rate(w.RequestsPerSecond), HttpFigures.OfRaw(w, raw),
                HttpFigures.Ms(w.Latency?.P50Ms), HttpFigures.Ms(w.Latency?.P99Ms), Units.Count(w.BadResponses),
                HttpFigures.Percent(w.Counters?.CpuPercentMean), Labels.Bytes((long?)w.Counters?.AllocBytesPerRequest),
                HttpFigures.Percent(w.Counters?.TimeInGcPercentMax));
        }

        table.Write(output);
    }
}
