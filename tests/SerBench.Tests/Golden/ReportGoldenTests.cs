using SerBench.Reports;
using SerBench.Tests.Reports;

namespace SerBench.Tests.Golden;

/// <summary>report.md of each report fixture and the console table `serbench report` prints, compared whole.</summary>
[Trait("Category", GoldenFile.Category)]
public sealed class ReportGoldenTests
{
    [Fact]
    public void The_report_fixtures_report_md_is_the_golden_one() =>
        GoldenFile.AssertMatches("Reports/report-fixture.md", Markdown(ReportFixture.Run()));

    [Fact]
    public void The_lab_report_fixtures_report_md_is_the_golden_one() =>
        GoldenFile.AssertMatches("Reports/lab-report-fixture.md", Markdown(LabReportFixture.Run()));

    /// <summary>The labs' sections have no console table here (their verbs print their own), so the lab fixture's is the same.</summary>
    [Fact]
    public void The_report_fixtures_console_table_is_the_golden_one()
    {
        using var culture = CultureScope.Invariant();
        using var output = new StringWriter();
        ConsoleTable.Write(output, ReportFixture.Run());
        GoldenFile.AssertMatches("Reports/report-fixture.console.txt", output.ToString());
    }

    private static string Markdown(RunFile run)
    {
        using var culture = CultureScope.Invariant();
        return MarkdownReport.Render(run);
    }
}
