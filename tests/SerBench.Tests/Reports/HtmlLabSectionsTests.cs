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
        Assert.Contains("Ours ÷ base", http);
        Assert.DoesNotContain("ours/seed", http);
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
        Assert.Contains("<tr class=\"failed\"><td class=\"num mark-fail\" data-sort=\"2\" title=\"reply 7 arrived where 5 was due\">2</td><td>envelope-custom</td><td class=\"num\" data-sort=\"72\">72 B</td><td class=\"num opt\" data-sort=\"38\">38 B</td>", echo);
        Assert.Contains("<td class=\"num\" data-sort=\"300\">300 µs</td>", echo);
        Assert.Contains("<h3>Seed 002 beside this run (envelope)</h3>", echo);
        // Ratios to the custom serializer, as seed 002 compares: ours 800,000 / 800,000, the seed's STJ 2.7 M / 9.06 M.
        Assert.Contains("1.00×", echo);
        Assert.Contains("0.30×", echo);
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

    [Fact]
    public void Scale_section_draws_log_log_curves_with_their_growth_exponents_and_marks_super_linear_ones()
    {
        var scale = Section("scale");
        Assert.Contains("<h2>Scale</h2>", scale);
        Assert.Contains("data-chart=\"loglog\"", scale);
        Assert.Contains("fast (∝ n^1.00)", scale);
        Assert.Contains("slow (∝ n^1.48)", scale);
        Assert.Contains("<td class=\"num mark-fail\" data-sort=\"1.48\" title=\"super-linear\">1.48 ⚠</td>", scale);
        Assert.Contains("5,000 consumers (extrapolated)", scale);
    }

    [Fact]
    public void Scenarios_section_shows_each_scenario_with_its_ratio_to_the_baseline_and_the_seed_ratio()
    {
        var scenarios = Section("scenarios");
        Assert.Contains("<h2>Scenarios (seed 001)</h2>", scenarios);
        Assert.Contains("<td>serialize-1</td><td>messagepack</td><td class=\"num\" data-sort=\"500\">500 ns</td><td class=\"num\" data-sort=\"0\">0 B</td><td class=\"num\" data-sort=\"0.5\">0.50×</td><td class=\"num\" data-sort=\"0.42\">0.42×</td>", scenarios);
        Assert.Contains("<tr class=\"failed\">", scenarios);
    }

    [Fact]
    public void Ceiling_section_shows_gb_per_second_and_fraction_of_memcpy_and_flags_suspect_cells()
    {
        var ceiling = Section("ceiling");
        Assert.Contains("<h2>Floats ceiling</h2>", ceiling);
        Assert.Contains("data-kind=\"ceiling\"", ceiling);
        Assert.Contains("it meets the 50 % target", ceiling);
        Assert.Contains("<tr class=\"suspect\">", ceiling);
        Assert.Contains("⚠ suspect", ceiling);
        Assert.Contains("<td class=\"num\" data-sort=\"24\">24.00</td>", ceiling);
        Assert.Contains("<td class=\"num\" data-sort=\"1.25\">125 %</td>", ceiling);
    }

    [Fact]
    public void Startup_section_shows_median_and_spread_and_ready_to_run_against_jit()
    {
        var startup = Section("startup");
        Assert.Contains("<h2>Startup</h2>", startup);
        Assert.Contains("data-kind=\"startup\"", startup);
        Assert.Contains("<td class=\"num\" data-sort=\"40000000\">40.0 ms</td><td>36.0 ms–48.0 ms (n=5)</td>", startup);
        Assert.Contains("<td class=\"num best\" data-sort=\"0.25\">0.25×</td>", startup);
        Assert.Contains("probe exited with 134", startup);
        Assert.Contains("NativeAOT not checked: the ILCompiler package.", startup);
        Assert.Contains("<h3>NativeAOT beside JIT and ReadyToRun</h3>", startup);
        Assert.Contains("<td class=\"num\" data-sort=\"5500000\">5.25 MiB</td><td class=\"num\" data-sort=\"1500000\">1.43 MiB</td><td>measured</td>", startup);
        Assert.Contains("fails at run: tiny: Serialize threw System.InvalidOperationException", startup);
    }

    [Theory]
    [InlineData("http", "HTTP lab")]
    [InlineData("echo", "Echo lab")]
    [InlineData("robustness", "Robustness")]
    [InlineData("evolve", "Version tolerance")]
    [InlineData("scale", "Scale")]
    [InlineData("scenarios", "Scenarios (seed 001)")]
    [InlineData("ceiling", "Floats ceiling")]
    [InlineData("startup", "Startup")]
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
