using SerBench.Reports.Html;

namespace SerBench.Tests.Reports;

public sealed class HtmlLabSectionsTests
{
    private readonly string _html = HtmlReport.Render(LabReportFixture.Run());

    [Fact]
    public void Http_section_puts_bad_responses_first_charts_requests_per_second_and_sets_seed_003_beside_ours()
    {
        var http = Section("http");
        Assert.Contains("<h2>HTTP lab</h2>", http);
        Assert.True(http.IndexOf("<h3>Bad responses</h3>", StringComparison.Ordinal) < http.IndexOf("data-chart=\"bar\" data-kind=\"http-rps\"", StringComparison.Ordinal));
        Assert.Contains("<td class=\"mark-fail\" title=\"ODATA\">⚠ odata</td><td class=\"num\" data-sort=\"3\">3</td>", http);
        Assert.Contains("6,000 · 75 %", http);
        Assert.Contains("class=\"bar fmt-json bad\"", http);
        Assert.Contains("<td class=\"num\" data-sort=\"2.5\">2.50 ms</td>", http);
        Assert.Contains("<h3>Server counters (per writer window)</h3>", http);
        Assert.Contains("<h3>Seed 003&#39;s published load beside this run</h3>", http);
        Assert.Contains("Req/s ratio (ours/seed)", http);
        Assert.Contains("envelope-custom", http);
    }

    [Fact]
    public void Echo_section_puts_wrong_replies_first_charts_messages_per_second_with_fraction_of_raw_and_seed_002_ratios()
    {
        var echo = Section("echo");
        Assert.Contains("<h2>Echo lab</h2>", echo);
        Assert.True(echo.IndexOf("Wrong or missing replies.", StringComparison.Ordinal) < echo.IndexOf("data-kind=\"echo-rate\"", StringComparison.Ordinal));
        Assert.Contains("envelope-custom × envelope: 2 sequence. First: reply 7 arrived where 5 was due", echo);
        Assert.Contains("800,000 · 80 %", echo);
        Assert.Contains("<tr class=\"failed\"><td class=\"num mark-fail\" data-sort=\"2\" title=\"reply 7 arrived where 5 was due\">2</td><td>envelope-custom</td><td class=\"num\" data-sort=\"72\">72 B</td><td class=\"num\" data-sort=\"38\">38 B</td>", echo);
        Assert.Contains("<td class=\"num\" data-sort=\"300\">300 µs</td>", echo);
        Assert.Contains("<h3>Seed 002 beside this run (envelope)</h3>", echo);
        Assert.Contains("3.20×", echo);
        Assert.Contains("3.36×", echo);
    }

    [Fact]
    public void Robustness_section_charts_outcomes_and_shows_the_security_column_and_severe_findings()
    {
        var robust = Section("robustness");
        Assert.Contains("<h2>Robustness</h2>", robust);
        Assert.Contains("data-kind=\"robustness\"", robust);
        Assert.Contains(">Security</th>", robust);
        Assert.Contains("<td class=\"mark-fail\">hangs on a 40 B input</td>", robust);
        Assert.Contains("<td class=\"best\">no crash, hang or runaway allocation</td>", robust);
        Assert.Contains("<td class=\"num mark-fail\" data-sort=\"4\">4</td>", robust);
        Assert.Contains("robustness/inputs/slow-tiny-00017.bin", robust);
    }

    [Fact]
    public void Evolve_section_shows_the_works_lost_throws_matrix_and_the_trait_verdict()
    {
        var evolve = Section("evolve");
        Assert.Contains("<h2>Version tolerance</h2>", evolve);
        Assert.Contains("<table class=\"sortable evolve\">", evolve);
        Assert.Contains("<td class=\"best\">ok / ok</td>", evolve);
        Assert.Contains("<td class=\"mark-fail\" title=\"old-to-new: Name came back null\nnew-to-old: unknown member FullName\">LOST / throws</td>", evolve);
        Assert.Contains("<td class=\"mark-fail\">no</td>", evolve);
    }

    [Theory]
    [InlineData("http", "HTTP lab")]
    [InlineData("echo", "Echo lab")]
    [InlineData("robustness", "Robustness")]
    [InlineData("evolve", "Version tolerance")]
    public void Every_lab_section_is_in_the_contents_when_present_and_left_out_when_absent(string anchor, string title)
    {
        Assert.Contains($"<a href=\"#{anchor}\">{title}</a>", _html);
        var plain = HtmlReport.Render(ReportFixture.Run());
        Assert.DoesNotContain($"href=\"#{anchor}\"", plain);
        Assert.DoesNotContain($"<section id=\"{anchor}\">", plain);
    }

    [Fact]
    public void Each_lab_section_renders_alone()
    {
        var run = ReportFixture.Run();
        Assert.Contains("<section id=\"http\">", HtmlReport.Render(run with { Http = LabReportFixture.Http() }));
        var echoOnly = HtmlReport.Render(run with { Echo = LabReportFixture.Echo() });
        Assert.Contains("<section id=\"echo\">", echoOnly);
        Assert.DoesNotContain("<section id=\"http\">", echoOnly);
        Assert.DoesNotContain("<section id=\"robustness\">", echoOnly);
        Assert.DoesNotContain("<section id=\"evolve\">", echoOnly);
    }

    private string Section(string anchor)
    {
        var start = _html.IndexOf($"<section id=\"{anchor}\">", StringComparison.Ordinal);
        Assert.True(start >= 0, $"no section {anchor}");
        return _html[start..(_html.IndexOf("</section>", start, StringComparison.Ordinal) + 10)];
    }
}
