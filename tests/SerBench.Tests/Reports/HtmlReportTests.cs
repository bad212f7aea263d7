using System.Text.RegularExpressions;
using SerBench.Reports;
using SerBench.Reports.Html;

namespace SerBench.Tests.Reports;

public sealed partial class HtmlReportTests
{
    private readonly string _html = HtmlReport.Render(ReportFixture.Run());

    [Fact]
    public void The_page_is_self_contained()
    {
        Assert.StartsWith("<!DOCTYPE html>\n<html lang=\"en\">", _html);
        Assert.Contains("<style>", _html);
        Assert.Contains("<script>", _html);
        Assert.Contains("@media (prefers-color-scheme: dark)", _html);
        Assert.Contains("@media print", _html);
        Assert.DoesNotMatch(ExternalReference(), _html);
        Assert.DoesNotContain("<link", _html);
        Assert.DoesNotContain("<img", _html);
    }

    [Fact]
    public void Every_payload_gets_time_bars_per_operation_a_size_chart_and_a_scatter_per_operation()
    {
        // complex: serialize + deserialize bars, size, 2 scatters; customers: 1 bar, size, 1 scatter.
        Assert.Equal(3, Count("data-chart=\"bar\" data-kind=\"time\""));
        Assert.Equal(2, Count("data-chart=\"bar\" data-kind=\"size\""));
        Assert.Equal(3, Count("data-chart=\"scatter\""));
    }

    [Fact]
    public void Tables_mark_failed_and_noisy_rows_and_name_the_not_run_and_not_installed_ones_in_one_line()
    {
        Assert.Contains("<tr class=\"failed\">", _html);
        Assert.Contains("FAILED: the round trip gave back a different object", _html);
        Assert.Contains("<p class=\"not-run-line\">Not run on complex: <b title=\"Fake Nope\">nope</b> — needs [DataContract] on every type</p>", _html);
        Assert.Contains("Not installed on this machine, so in no table: missing", _html);
        Assert.Contains("class=\"num noisy\"", _html);
        Assert.Contains("<pre>Children[1].Name: expected &quot;Child 2&quot;", _html);
        Assert.Contains("Missing.Pack", _html);
    }

    [Fact]
    public void At_a_glance_names_the_fastest_and_smallest_with_their_cost_the_other_way()
    {
        var glance = _html[_html.IndexOf("<table class=\"sortable glance\">", StringComparison.Ordinal)..];
        glance = glance[..glance.IndexOf("</table>", StringComparison.Ordinal)];
        Assert.Contains("<td>complex</td><td>serialize</td><td class=\"best\" title=\"Fake Fast\">fast</td><td class=\"num\" data-sort=\"123.4\">123 ns</td><td class=\"num\" data-sort=\"600\">600 B</td><td class=\"num\" data-sort=\"2\">2.00×</td><td class=\"best\" title=\"Fake Slow\">slow</td>", glance);
    }

    [Fact]
    public void Run_data_is_escaped()
    {
        var run = ReportFixture.Run();
        var html = HtmlReport.Render(run with { Cells = [.. run.Cells, TestRuns.Ok("<script>alert(1)</script>", "complex", "serialize", 50)] });

        Assert.DoesNotContain("<script>alert(1)", html);
        Assert.Contains("&lt;script&gt;alert(1)&lt;/script&gt;", html);
    }

    [Fact]
    public void Sections_that_do_not_apply_are_left_out_with_their_contents_entry()
    {
        var html = HtmlReport.Render(ReportFixture.Run(), [new FakeLabSection(applies: true, "echo"), new FakeLabSection(applies: false, "http")]);

        Assert.Contains("<a href=\"#lab-echo\">Lab echo</a>", html);
        Assert.Contains("<section id=\"lab-echo\">\n<h2>Lab echo</h2>\n<p>echo rows</p>", html);
        Assert.DoesNotContain("lab-http", html);
    }

    [Fact]
    public void A_dry_or_partial_run_says_so_first()
    {
        var run = ReportFixture.Run() with { Preset = "dry", Partial = true, PartialReason = "cancelled by the user" };
        var html = HtmlReport.Render(run);

        Assert.Contains("Partial run (cancelled by the user)", html);
        Assert.Contains("The dry preset runs each cell once without warm-up", html);
    }

    [Fact]
    public void The_report_files_include_report_html()
    {
        var folder = Directory.CreateTempSubdirectory("serbench-files-").FullName;
        try
        {
            ReportFiles.Write(folder, ReportFixture.Run());
            Assert.True(File.Exists(Path.Combine(folder, "report.html")));
            Assert.Contains("## Published figures beside ours", File.ReadAllText(Path.Combine(folder, "report.md")));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    private int Count(string value) => Regex.Matches(_html, Regex.Escape(value)).Count;

    [GeneratedRegex("(src|href)=\"(https?:|//)", RegexOptions.IgnoreCase)]
    private static partial Regex ExternalReference();

    private sealed class FakeLabSection(bool applies, string name) : IHtmlReportSection
    {
        public string Anchor => "lab-" + name;

        public string Title => "Lab " + name;

        public bool AppliesTo(HtmlReportContext context) => applies && context.Run is RunFile;

        public void Write(HtmlBuilder html, HtmlReportContext context) => html.Paragraph(name + " rows");
    }
}
