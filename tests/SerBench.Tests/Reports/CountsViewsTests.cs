using SerBench.Reports;
using SerBench.Reports.Decision;
using SerBench.Reports.Html;
using SerBench.Reports.Readme;
using SerBench.Reports.Summary;

namespace SerBench.Tests.Reports;

/// <summary>
/// What each kind of run ranks by, and that every view says so: a counts run and a both run whose time figures cannot be
/// compared rank by estimated cycles with the run's own formula; a both run ranks by time with the counts beside.
/// </summary>
public sealed class CountsViewsTests
{
    private const string OtherFormula = "estimated cycles = Ir + 7 × L1 + 50 × LL (a formula of the run's own)";

    [Fact]
    public void A_counts_run_ranks_by_estimated_cycles_and_a_time_or_settled_both_run_by_time()
    {
        Assert.True(Ranking.Of(CountsReportFixture.CountsRun()).ByCounts);
        Assert.False(Ranking.Of(CountsReportFixture.BothRun()).ByCounts);
        Assert.False(Ranking.Of(ReportFixture.Run()).ByCounts);
        Assert.True(Ranking.Of(CountsReportFixture.BothRunNeverSettled()).ByCounts);

        var unsettledTime = Ranking.Of(ReportFixture.Run() with { Measurement = CountsReportFixture.NeverSettled });
        Assert.False(unsettledTime.ByCounts);
        Assert.StartsWith("TIME FIGURES NOT COMPARABLE (machine never settled): ", unsettledTime.Pointer(), StringComparison.Ordinal);
        Assert.Contains("`serbench run --measure counts` (docs/counts.md)", unsettledTime.Pointer(), StringComparison.Ordinal);
        Assert.Null(Ranking.Of(CountsReportFixture.BothRun()).Pointer());
    }

    [Fact]
    public void The_formula_every_view_prints_is_the_one_the_run_recorded()
    {
        var run = CountsReportFixture.CountsRun() with { CountsSettings = CountsReportFixture.Settings with { CyclesFormula = OtherFormula } };
        var view = new RunView(run);
        var phrase = "ranked by estimated cycles: Ir + 7 × L1 + 50 × LL (a formula of the run's own)";

        Assert.Equal(phrase, view.Ranking.Phrase);
        Assert.Contains("Ranked by estimated cycles: Ir + 7 × L1 + 50 × LL", MarkdownReport.Render(run), StringComparison.Ordinal);
        Assert.Contains("Ranked by estimated cycles: Ir + 7 × L1 + 50 × LL", HtmlReport.Render(run), StringComparison.Ordinal);
        Assert.Contains(phrase, Console(run), StringComparison.Ordinal);
        Assert.Contains("Ir + 7 × L1 + 50 × LL", ReadmeResults.Block(run, "r", "r.svg", "t.md"), StringComparison.Ordinal);
        var answer = Recommender.Recommend(DecisionData.From(view), new RecommendQuery { Weights = new Dictionary<string, double> { ["deserialize"] = 0 } });
        using var text = new StringWriter();
        RecommendText.Write(text, answer);
        Assert.Contains(phrase, text.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_counts_ranking_puts_the_fewest_cycles_first_where_time_would_not()
    {
        var counts = RunSummary.Build(new RunView(CountsReportFixture.CountsRun())).Grids.Single(g => g.Operation == "serialize");
        var time = RunSummary.Build(new RunView(CountsReportFixture.BothRun())).Grids.Single(g => g.Operation == "serialize");

        Assert.Equal("slow", counts.Rows[0].Serializer);
        Assert.Equal("fast", time.Rows[0].Serializer);
        Assert.Equal(1.37, time.Rows[0].Cells[0].Beside!.Value, 2);
    }

    [Fact]
    public void Two_cells_whose_counts_lie_within_their_spread_are_tied_for_the_fewest()
    {
        var deserialize = new RunView(CountsReportFixture.CountsRun()).Payloads[0].Operations.Single(o => o.Operation == "deserialize");
        var slow = deserialize.Rows.Single(r => r.Cell.Serializer == "slow");

        Assert.True(slow.CyclesTiedForBest);
        Assert.Equal("103 % ≈", CountsLabels.OfFewest(slow));
    }

    [Fact]
    public void A_grid_marks_a_disturbed_time_with_an_exclamation_mark_and_explains_it()
    {
        var both = RunSummary.Build(new RunView(CountsReportFixture.BothRun()));
        var md = MarkdownReport.Render(CountsReportFixture.BothRun());

        Assert.Contains("| slow (1/2) | !2.00× · cycles 1.00× · 1.00× | – |", md, StringComparison.Ordinal);
        Assert.Contains(SummaryText.DisturbedLegend, SummaryText.Legend(both), StringComparison.Ordinal);
        Assert.Contains("`!` before a time figure", ReadmeGrid.Legend(both), StringComparison.Ordinal);
        Assert.Contains("! before a time figure", HtmlReport.Render(CountsReportFixture.BothRun()), StringComparison.Ordinal);
        Assert.DoesNotContain(SummaryText.DisturbedLegend, SummaryText.Legend(RunSummary.Build(new RunView(ReportFixture.Run()))), StringComparison.Ordinal);
    }

    [Fact]
    public void The_html_page_opens_with_the_banner_before_any_grid_when_the_machine_never_settled()
    {
        var html = HtmlReport.Render(ReportFixture.Run() with { Measurement = CountsReportFixture.NeverSettled });

        var banner = html.IndexOf("MACHINE NEVER SETTLED", StringComparison.Ordinal);
        var pointer = html.IndexOf("TIME FIGURES NOT COMPARABLE", StringComparison.Ordinal);
        var grid = html.IndexOf("<section id=\"summary\"", StringComparison.Ordinal);
        Assert.InRange(banner, 0, pointer);
        Assert.InRange(pointer, banner, grid);
        Assert.Equal(1, Occurrences(html, "MACHINE NEVER SETTLED"));
    }

    [Fact]
    public void A_counts_runs_html_has_counts_columns_a_counts_section_cycles_bars_and_no_time_columns()
    {
        var html = HtmlReport.Render(CountsReportFixture.CountsRun());

        Assert.Contains("<section id=\"counts\">", html, StringComparison.Ordinal);
        Assert.Contains(">Est. cycles<", html, StringComparison.Ordinal);
        Assert.Contains(">% of fewest<", html, StringComparison.Ordinal);
        Assert.DoesNotContain(">Median<", html, StringComparison.Ordinal);
        Assert.Contains("data-kind=\"cycles\"", html, StringComparison.Ordinal);
        Assert.DoesNotContain("data-kind=\"time\"", html, StringComparison.Ordinal);
        Assert.Equal(3, Occurrences(html, "data-chart=\"scatter\""));
        Assert.Contains("estimated cycles (counts, not time) vs size", html, StringComparison.Ordinal);
        Assert.Contains("\"than\":\"the fewest estimated cycles\"", html, StringComparison.Ordinal);
        Assert.Contains("<section id=\"glance\">", html, StringComparison.Ordinal);
        Assert.Contains(">Fewest cycles<", html, StringComparison.Ordinal);
    }

    [Fact]
    public void A_both_runs_tables_carry_the_time_and_the_counts_columns()
    {
        var html = HtmlReport.Render(CountsReportFixture.BothRun());
        var console = Console(CountsReportFixture.BothRun());

        Assert.Contains(">Median<", html, StringComparison.Ordinal);
        Assert.Contains(">Est. cycles<", html, StringComparison.Ordinal);
        Assert.Contains("\"than\":\"the fastest\"", html, StringComparison.Ordinal);
        Assert.Contains("median", console, StringComparison.Ordinal);
        Assert.Contains("est. cycles", console, StringComparison.Ordinal);
    }

    [Fact]
    public void The_readme_block_and_tables_page_of_a_run_that_never_settled_say_so_before_the_grid()
    {
        var run = CountsReportFixture.BothRunNeverSettled();
        var block = ReadmeResults.Block(run, "r", "r.svg", "t.md");
        var tables = ReadmeTables.Block(run, "r", "r", "r.svg");

        Assert.InRange(block.IndexOf("**TIME FIGURES NOT COMPARABLE", StringComparison.Ordinal), 0, block.IndexOf("| Serializer |", StringComparison.Ordinal));
        Assert.InRange(tables.IndexOf("**TIME FIGURES NOT COMPARABLE", StringComparison.Ordinal), 0, tables.IndexOf("| Serializer |", StringComparison.Ordinal));
        Assert.DoesNotContain("NOT COMPARABLE", ReadmeResults.Block(CountsReportFixture.BothRun(), "r", "r.svg", "t.md"), StringComparison.Ordinal);
    }

    [Fact]
    public void Recommend_opens_with_the_warning_only_when_the_time_figures_cannot_be_compared()
    {
        static string? Warning(RunFile run) =>
            RecommendText.Warning(Recommender.Recommend(DecisionData.From(new RunView(run)), new RecommendQuery()));

        Assert.Null(Warning(ReportFixture.Run()));
        Assert.Null(Warning(CountsReportFixture.CountsRun()));
        Assert.Null(Warning(CountsReportFixture.BothRun()));
        Assert.Contains("rank by this run's counts instead", Warning(CountsReportFixture.BothRunNeverSettled()), StringComparison.Ordinal);
        Assert.Contains("serbench run --measure counts", Warning(ReportFixture.Run() with { Measurement = CountsReportFixture.NeverSettled }), StringComparison.Ordinal);
    }

    private static string Console(RunFile run)
    {
        using var output = new StringWriter();
        ConsoleTable.Write(output, run);
        return output.ToString();
    }

    private static int Occurrences(string text, string part) => (text.Length - text.Replace(part, string.Empty, StringComparison.Ordinal).Length) / part.Length;
}
