using System.Text;
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

    /// <summary>The startup section of a run with --aot and without --r2r: the NativeAOT table without ReadyToRun columns.</summary>
    [Fact]
    public void The_startup_section_with_nativeaot_and_without_ready_to_run_is_the_golden_one()
    {
        using var culture = CultureScope.Invariant();
        var md = new StringBuilder();
        var run = ReportFixture.Run() with { Startup = ScaleLabsFixture.StartupJitAndAot() };
        new SerBench.Labs.Startup.StartupLab().WriteMarkdown(md, run);
        GoldenFile.AssertMatches("Reports/startup-aot-fixture.md", md.ToString());
    }

    /// <summary>The startup lab's console summary with --aot: the NativeAOT lines under the first calls.</summary>
    [Fact]
    public void The_startup_console_summary_with_nativeaot_is_the_golden_one()
    {
        using var culture = CultureScope.Invariant();
        using var output = new StringWriter();
        new SerBench.Labs.Startup.StartupLab().WriteConsole(output, ReportFixture.Run() with { Startup = ScaleLabsFixture.Startup() });
        GoldenFile.AssertMatches("Reports/startup-aot-fixture.console.txt", output.ToString());
    }

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
