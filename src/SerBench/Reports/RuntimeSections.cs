using SerBench.Labs.Micro.Runtimes;
using SerBench.Reports.Html;

namespace SerBench.Reports;

/// <summary>
/// The reports of a run made with --runtimes (docs/runtimes.md): report.md holds one section per runtime, each the whole
/// one-runtime report of that runtime's cells (grid, tables, rankings) under its heading, after the rows it left out and
/// the rows that failed there (<see cref="RuntimeFailures"/>); report-RUNTIME.html is one page per runtime, and report.html
/// links them above the runtimes side by side.
/// </summary>
internal static class RuntimeSections
{
    /// <summary>True for a run whose cells name their runtimes.</summary>
    public static bool Applies(RunFile run) => run.IsByRuntime();

    public static string HtmlFileName(string? runtime) => $"report-{runtime ?? "host"}.html";

    public static string Markdown(RunFile run)
    {
        ArgumentNullException.ThrowIfNull(run);
        var md = new StringBuilder();
        var runtimes = run.CellRuntimes();
        md.Append(CultureInfo.InvariantCulture, $"# SerBench run on {runtimes.Count} runtime(s): {string.Join(", ", runtimes.Select(r => r ?? "host"))}\n\n");
        md.Append("Each runtime's cells were measured in that runtime's own measuring processes (docs/runtimes.md); compare two of them with `serbench compare RUN --runtimes BASE,CANDIDATE`.\n\n");
        foreach (var banner in Runtimes.RuntimeComparisonText.Banners(run))
        {
            md.Append("> **").Append(banner).Append("**\n\n");
        }

        if (Runtimes.RuntimeComparison.Build(run) is { } comparison)
        {
            Runtimes.RuntimeComparisonMarkdown.Write(md, comparison);
        }

        foreach (var runtime in runtimes)
        {
            var record = run.RuntimeList().FirstOrDefault(r => r.Name == runtime);
            md.Append(CultureInfo.InvariantCulture, $"## Runtime {runtime ?? "host"}{(record?.Version is { } v ? $" ({v})" : string.Empty)}\n\n");
            if (record?.Build is { } build)
            {
                md.Append(CultureInfo.InvariantCulture, $"Measuring process: {build}.\n\n");
            }

            foreach (var excluded in record?.Excluded ?? [])
            {
                md.Append(CultureInfo.InvariantCulture, $"- **{excluded.Serializer}** left out: {excluded.Reason}.\n");
            }

            foreach (var failed in RuntimeFailures.MarkdownLines(run, runtime))
            {
                md.Append(failed).Append('\n');
            }

            md.Append('\n');
            foreach (var line in MarkdownReport.Render(run.ForRuntime(runtime)).Split('\n'))
            {
                // One level deeper, under the runtime's heading.
                md.Append(line.StartsWith('#') ? "##" + line : line).Append('\n');
            }
        }

        return md.ToString();
    }

    public static IEnumerable<ReportFile> HtmlFiles(RunFile run) =>
        run.CellRuntimes().Select(r => new ReportFile(HtmlFileName(r), () => HtmlReport.Render(run.ForRuntime(r))));
}
