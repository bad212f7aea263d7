using System.Globalization;
using SerBench.Reports;

namespace SerBench.Tests.Reports;

/// <summary>
/// The rules of report.md's layout, on the report fixture. The whole of the fixture's report is compared with
/// Golden/Reports/report-fixture.md (ReportGoldenTests); these say why its parts are where they are.
/// </summary>
public sealed class MarkdownReportTests
{
    private readonly string _md = MarkdownReport.Render(ReportFixture.Run());

    [Fact]
    public void The_summary_then_environment_preset_legend_and_payloads_come_in_that_order()
    {
        Assert.StartsWith("# SerBench run of 2026-11-21 09:30:15 UTC\n\n## Summary\n", _md);
        string[] sections = ["## Summary", "## Environment", "## Preset `quick`", "## Warnings", "## Legend", "## Payload `complex`", "## Payload `customers`", "## Not installed"];
        var at = sections.Select(s => _md.IndexOf(s, StringComparison.Ordinal)).ToList();
        Assert.All(at, i => Assert.True(i >= 0));
        Assert.Equal(at.Order(), at);
    }

    [Theory]
    [InlineData("echo")]
    [InlineData("http")]
    [InlineData("startup")]
    public void A_lab_without_a_micro_preset_gets_no_empty_preset_heading(string lab)
    {
        var run = ReportFixture.Run() with { Preset = lab, PresetSettings = null };

        Assert.DoesNotContain("## Preset", MarkdownReport.Render(run), StringComparison.Ordinal);
        Assert.DoesNotContain("<h3>Preset", SerBench.Reports.Html.HtmlReport.Render(run), StringComparison.Ordinal);
        Assert.Contains("<h2>Environment</h2>", SerBench.Reports.Html.HtmlReport.Render(run), StringComparison.Ordinal);
        Assert.Contains("<h2>Environment and preset</h2>", SerBench.Reports.Html.HtmlReport.Render(ReportFixture.Run()), StringComparison.Ordinal);
        Assert.Contains("<h3>Preset quick</h3>", SerBench.Reports.Html.HtmlReport.Render(ReportFixture.Run()), StringComparison.Ordinal);
        Assert.Contains("## Preset `dry`", MarkdownReport.Render(run with { Preset = "dry" }), StringComparison.Ordinal);
    }

    [Fact]
    public void The_payload_tables_legend_comes_only_with_payload_tables()
    {
        var run = ReportFixture.Run();

        Assert.Contains("## Legend", _md, StringComparison.Ordinal);
        Assert.DoesNotContain("## Legend", MarkdownReport.Render(run with { Preset = "echo", PresetSettings = null, Cells = [], Payloads = [] }), StringComparison.Ordinal);
    }

    [Fact]
    public void A_lab_that_lists_payloads_but_measured_no_micro_cell_gets_no_empty_payload_sections()
    {
        var lab = ReportFixture.Run() with { Preset = "robustness", PresetSettings = null, Cells = [] };

        var md = MarkdownReport.Render(lab);
        var html = SerBench.Reports.Html.HtmlReport.Render(lab);

        Assert.DoesNotContain("## Payload", md, StringComparison.Ordinal);
        Assert.DoesNotContain("## Summary", md, StringComparison.Ordinal);
        Assert.DoesNotContain("id=\"micro\"", html, StringComparison.Ordinal);
        Assert.DoesNotContain("id=\"summary\"", html, StringComparison.Ordinal);
        Assert.Contains("## Payload `complex`", _md, StringComparison.Ordinal);
    }

    [Fact]
    public void The_environment_names_the_runtime_variables_of_a_run_that_recorded_them()
    {
        var run = ReportFixture.Run();

        Assert.DoesNotContain("Runtime variables", MarkdownReport.Render(run with { Environment = run.Environment with { RuntimeVariables = null } }), StringComparison.Ordinal);
        Assert.Contains("| Runtime variables | none |", MarkdownReport.Render(run with { Environment = run.Environment with { RuntimeVariables = new Dictionary<string, string>() } }));
        var set = new Dictionary<string, string> { ["DOTNET_TieredPGO"] = "0", ["DOTNET_gcServer"] = "1" };
        Assert.Contains("| Runtime variables | DOTNET_TieredPGO=0, DOTNET_gcServer=1 |", MarkdownReport.Render(run with { Environment = run.Environment with { RuntimeVariables = set } }));
    }

    [Fact]
    public void The_summary_shows_every_serializer_against_every_payload_with_ties_failures_and_declines()
    {
        var rows = TableRows("### Summary · serialize");
        Assert.Equal(
            [
                "| fast | **1.00×** · 2.00× | **1.00×** · 1.00× |",
                "| slow (1/2) | 2.00× · 1.00× | – |",
                "| strings (1/2) | 10.0× · 3.00× | – |",
                "| broken (1/2) | FAILED | – |",
                "| nope (0/2) | not run | – |",
            ],
            rows);
        Assert.Contains("Not installed on this machine (no figures; reasons under \"Not installed\"): `missing`.", _md);
    }

    [Fact]
    public void A_payload_table_ranks_rows_by_api_shape_then_time_failures_last_within_their_shape()
    {
        var rows = TableRows("### serialize").Select(r => string.Join(" | ", r.Split(" | ")[..2])).ToList();

        Assert.Equal(
            ["| buffer-writer | Fake Fast (`fast`)", "| buffer-writer | Fake Broken (`broken`)", "| byte-array | Fake Slow (`slow`)", "| string | Fake Strings (`strings`) ⚠"],
            rows);
    }

    [Fact]
    public void Percent_of_best_is_per_operation_across_shapes()
    {
        var rows = TableRows("### deserialize");
        Assert.StartsWith("| buffer-writer | Fake Fast (`fast`) | json | reflection | 200 ns | ± 2.00 ns | 200 % |", rows[0]);
        Assert.StartsWith("| byte-array | Fake Slow (`slow`) | json | source-generated | 100 ns | ± 1.00 ns | 100 % |", rows[1]);
    }

    [Fact]
    public void A_failed_cell_shows_its_reason_and_diff_below_the_table()
    {
        Assert.Contains(
            "**Failed cells**\n\n- Fake Broken (`broken`), serialize: the round trip gave back a different object\n\n"
            + "  ```text\n  Children[1].Name: expected \"Child 2\", got \"Child 3\"\n  Cost: expected 456.78, got 456.7\n  ```\n",
            _md);
    }

    [Fact]
    public void A_serializer_failing_several_operations_the_same_way_is_listed_once()
    {
        var run = ReportFixture.Run();
        var broken = run.Cells.Single(c => c.Serializer == "broken");

        var md = MarkdownReport.Render(run with { Cells = [.. run.Cells, broken with { Operation = "deserialize" }] });

        Assert.Contains("- Fake Broken (`broken`), serialize, deserialize: the round trip gave back a different object\n", md);
        Assert.Single(md.Split("Children[1].Name").Skip(1));
    }

    [Fact]
    public void Unsupported_rows_are_listed_once_with_their_reason()
    {
        Assert.Contains("**Not run**\n\n- Fake Nope (`nope`): needs [DataContract] on every type\n\n", _md);
        Assert.DoesNotContain(TableRows("### serialize"), r => r.Contains("`nope`", StringComparison.Ordinal));
    }

    [Fact]
    public void Every_column_and_mark_of_the_payload_tables_is_explained_in_the_legend()
    {
        var legend = _md[_md.IndexOf("## Legend\n", StringComparison.Ordinal).._md.IndexOf("## Payload", StringComparison.Ordinal)];
        var header = _md.Split('\n').First(l => l.StartsWith("| API shape |", StringComparison.Ordinal));
        var columns = header.Trim('|').Split(" | ").Select(c => c.Trim()).ToList();

        Assert.Equal(16, columns.Count);
        foreach (var term in columns.Select(c => $"**{c}**").Concat(["**FAILED**", "`~`", "`n/a`"]))
        {
            Assert.Contains(term, legend, StringComparison.Ordinal);
        }
    }

    [Fact]
    public void The_markdown_is_the_same_in_every_culture()
    {
        Assert.Equal(RenderIn("en-US"), RenderIn("de-DE"));
        Assert.Equal(RenderIn("en-US"), RenderIn("fr-FR"));
    }

    internal static string RenderIn(string culture)
    {
        var previous = CultureInfo.CurrentCulture;
        var previousUi = CultureInfo.CurrentUICulture;
        try
        {
            CultureInfo.CurrentCulture = CultureInfo.CurrentUICulture = CultureInfo.GetCultureInfo(culture);
            return MarkdownReport.Render(ReportFixture.Run()) + CsvReport.Render(ReportFixture.Run());
        }
        finally
        {
            CultureInfo.CurrentCulture = previous;
            CultureInfo.CurrentUICulture = previousUi;
        }
    }

    private List<string> TableRows(string heading)
    {
        var start = _md.IndexOf(heading + "\n", StringComparison.Ordinal);
        Assert.True(start >= 0, heading + " not found");
        return _md[start..]
            .Split('\n')
            .SkipWhile(l => !l.StartsWith("|---", StringComparison.Ordinal))
            .Skip(1)
            .TakeWhile(l => l.StartsWith('|'))
            .ToList();
    }
}
