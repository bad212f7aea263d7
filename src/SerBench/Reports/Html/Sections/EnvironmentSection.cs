namespace SerBench.Reports.Html.Sections;

/// <summary>The machine, runtime, preset and libraries: what a reader needs before trusting a number.</summary>
internal sealed class EnvironmentSection : IHtmlReportSection
{
    public string Anchor => "environment";

    public string Title => "Environment and preset";

    /// <summary>Labs without a micro preset (echo, HTTP, robustness, version tolerance, startup) show the environment only.</summary>
    public string TitleFor(HtmlReportContext context) => PresetSettings.Described(context.Run) ? Title : "Environment";

    public bool AppliesTo(HtmlReportContext context) => true;

    public void Write(HtmlBuilder html, HtmlReportContext context)
    {
        var run = context.Run;
        var env = run.Environment;
        var items = new List<(string, string)>
        {
            ("OS", env.Os),
            ("CPU", env.Cpu),
            ("Logical cores", Units.Count(env.LogicalCores)),
            ("Runtime", env.Runtime),
            ("GC", env.Gc),
            ("TieredPGO", OnOff(env.TieredPgo)),
            ("Tiered compilation", OnOff(env.TieredCompilation)),
            ("ReadyToRun", OnOff(env.ReadyToRun)),
            ("BenchmarkDotNet", env.BenchmarkDotNetVersion ?? Labels.NotAvailable),
            ("SerBench", run.SerbenchVersion),
            ("Started", HtmlReport.Stamp(run.StartedUtc)),
            ("Finished", run.FinishedUtc is { } finished ? HtmlReport.Stamp(finished) : "not finished"),
        };
        if (env.LastLevelCacheBytes is { } cache)
        {
            items.Insert(3, ("Last-level cache", Units.Bytes(cache)));
        }

        if (env.RuntimeVariables is { } variables)
        {
            items.Insert(items.FindIndex(i => i.Item1 == "Tiered compilation") + 1, ("Runtime variables", Engine.RuntimeVariables.Describe(variables)));
        }

        if (run.CommandLine is { } commandLine)
        {
            items.Add(("Command", commandLine));
        }

        WriteList(html, items);
        if (PresetSettings.Described(run))
        {
            html.Heading(3, $"Preset {run.Preset}");
        }

        if (run.PresetSettings is { } p)
        {
            html.Paragraph(p.Description);
            WriteList(html, [.. PresetSettings.Rows(run, p)]);
        }

        if (env.Libraries.Count > 0)
        {
            var libraries = new HtmlTable(new HtmlColumn("Library"), new HtmlColumn("Version"));
            foreach (var library in env.Libraries)
            {
                libraries.Add(null, library.Package, library.Version);
            }

            libraries.Write(html, caption: "Libraries loaded");
        }

        WriteWarnings(html, context.View);
    }

    private static void WriteWarnings(HtmlBuilder html, RunView view)
    {
        var used = view.Run.Cells.Select(c => c.Serializer).ToHashSet(StringComparer.OrdinalIgnoreCase);
        var warned = view.Run.Serializers.Where(s => !string.IsNullOrEmpty(s.Warning) && used.Contains(s.Id)).ToList();
        if (warned.Count == 0)
        {
            return;
        }

        html.Heading(3, "Warnings");
        html.Raw("<ul>");
        foreach (var row in warned)
        {
            html.Raw("<li>⚠ ").Element("strong", row.DisplayName).Text($" ({row.Id}): {row.Warning}").Raw("</li>").Line();
        }

        html.Raw("</ul>").Line();
    }

    private static void WriteList(HtmlBuilder html, IEnumerable<(string Name, string Value)> items)
    {
        html.Open("dl", ("class", "env"));
        foreach (var (name, value) in items)
        {
            html.Element("dt", name).Element("dd", value);
        }

        html.Close("dl").Line();
    }

    private static string OnOff(bool value) => value ? "on" : "off";
}
