using SerBench.Reports;
using SerBench.Reports.Html;
using SerBench.Reports.Summary;
using SerBench.Tests.Reports.Browser;

namespace SerBench.Tests.Reports;

/// <summary>The summary of a run on the console and in report.html, and the preset box both reports share.</summary>
public sealed class SummaryReportTests
{
    [Fact]
    public void The_console_ends_with_the_summary_of_every_operation()
    {
        var output = new StringWriter();

        ConsoleTable.Write(output, ReportFixture.Run());

        var text = output.ToString();
        var summary = text[text.IndexOf("Summary: time × fastest (size × smallest)", StringComparison.Ordinal)..];
        Assert.Contains("serialize\n", summary.ReplaceLineEndings("\n"));
        Assert.Contains("deserialize\n", summary.ReplaceLineEndings("\n"));
        Assert.Matches(@"fast\s+1\.00 \(2\.00\)\s+1\.00 \(1\.00\)", summary);
        Assert.Matches(@"broken \(1/2\)\s+FAILED\s+–", summary);
        Assert.Matches(@"nope \(0/2\)\s+not run\s+–", summary);
        Assert.Contains("Not installed here: missing.", summary);
    }

    [Fact]
    public void Ties_with_the_fastest_are_marked_and_coloured_as_the_fastest()
    {
        var run = ReportFixture.Run();
        run = run with { Cells = [.. run.Cells.Select(c => c.Serializer == "slow" && c.Operation == "serialize" ? c with { CiLowerNs = 100, CiUpperNs = 300 } : c)] };

        var grid = RunSummary.Build(new RunView(run)).Grids.Single(g => g.Operation == "serialize");
        var slow = grid.Rows.Single(r => r.Serializer == "slow").Cells[0];

        Assert.True(slow.BestOrTied);
        Assert.Equal("≈2.00", SummaryText.Time(slow));
        Assert.Contains("<td class=\"heat h0\" title=\"slow · complex · serialize: 2.00× the fastest (tied: the intervals overlap)", HtmlReport.Render(run));
    }

    [Fact]
    public void A_payload_at_several_sizes_gets_a_column_per_size_named_by_its_size()
    {
        var run = ReportFixture.Run();
        run = run with
        {
            Payloads = [.. run.Payloads, new PayloadRecord("customers", "Seed 003 customers", 1000, "customers")],
            Cells = [.. run.Cells, TestRuns.Ok("fast", "customers", "serialize", 15_000_000, 360_000, size: 1000)],
        };

        var grid = RunSummary.Build(new RunView(run)).Grids.Single(g => g.Operation == "serialize");
        var console = new StringWriter();
        ConsoleTable.Write(console, run);

        Assert.Equal(["complex", "customers@100", "customers@1000"], grid.Payloads.Select(p => SummaryText.ColumnName(grid, p)));
        Assert.Contains("| Serializer | complex | customers@100 | customers@1000 |", MarkdownReport.Render(run));
        Assert.Matches(@"serializer\s+complex\s+customers@100\s+customers@1000", console.ToString());
        Assert.Contains("<th scope=\"col\" title=\"customers (1,000 customers)\">customers@1000</th>", HtmlReport.Render(run));
    }

    [Fact]
    public void The_html_preset_box_says_what_report_md_says()
    {
        var run = DecisionBrowserTests.ReferenceRun();
        var html = HtmlReport.Render(run);
        var md = MarkdownReport.Render(run);

        foreach (var (setting, value) in PresetSettings.Rows(run, run.PresetSettings!))
        {
            Assert.Contains($"| {setting} | {value} |", md);
            Assert.Contains($"<dt>{HtmlBuilder.Escape(setting)}</dt><dd>{HtmlBuilder.Escape(value)}</dd>", html);
        }

        Assert.Contains("<dt>Invocations per iteration</dt><dd>sized per cell by the lab</dd>", html);
    }

    [Fact]
    public void The_reference_report_stays_one_file_under_2_mb_with_the_summary_and_the_panel_first()
    {
        var html = HtmlReport.Render(DecisionBrowserTests.ReferenceRun());

        Assert.True(html.Length < 2_000_000, $"report.html is {html.Length:N0} characters");
        Assert.True(html.IndexOf("<section id=\"summary\">", StringComparison.Ordinal) < html.IndexOf("<section id=\"recommend\">", StringComparison.Ordinal));
        Assert.True(html.IndexOf("<section id=\"recommend\">", StringComparison.Ordinal) < html.IndexOf("<section id=\"measurement\">", StringComparison.Ordinal));
        Assert.DoesNotContain("src=\"http", html);
        Assert.DoesNotContain("href=\"http", html);
    }
}
