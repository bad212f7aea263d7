using SerBench.Reports;
using SerBench.Tests.Cli;
using SerBench.Tests.Reports;

namespace SerBench.Tests.Golden;

/// <summary>
/// What a counted run shows, compared whole: report.md and the console table of a counts run and of a both run, a
/// both run whose machine never settled, and `serbench recommend` on each kind of run (and on a time run that never settled).
/// </summary>
[Trait("Category", GoldenFile.Category)]
public sealed class CountsGoldenTests
{
    public static TheoryData<string> Fixtures => ["counts", "both", "both-never-settled", "time-never-settled"];

    [Theory]
    [MemberData(nameof(Fixtures))]
    public void A_fixtures_report_md_is_the_golden_one(string name)
    {
        using var culture = CultureScope.Invariant();
        GoldenFile.AssertMatches($"Reports/{name}-fixture.md", MarkdownReport.Render(Run(name)));
    }

    [Theory]
    [MemberData(nameof(Fixtures))]
    public void A_fixtures_console_table_is_the_golden_one(string name)
    {
        using var culture = CultureScope.Invariant();
        using var output = new StringWriter();
        ConsoleTable.Write(output, Run(name));
        GoldenFile.AssertMatches($"Reports/{name}-fixture.console.txt", output.ToString());
    }

    [Theory]
    [MemberData(nameof(Fixtures))]
    public void Serbench_recommend_on_a_fixture_is_the_golden_answer(string name)
    {
        using var culture = CultureScope.Invariant();
        using var cli = new CliHarness { ReadRunFile = _ => Run(name) };

        // The fixture's deserialize cells cover complex only: weighing serialize alone leaves rows to rank.
        Assert.Equal(0, cli.Run("recommend", "fixture", "--weights", "deserialize=0"));

        GoldenFile.AssertMatches($"Reports/{name}-fixture.recommend.txt", cli.Out);
    }

    internal static RunFile Run(string name) => name switch
    {
        "counts" => CountsReportFixture.CountsRun(),
        "both" => CountsReportFixture.BothRun(),
        "both-never-settled" => CountsReportFixture.BothRunNeverSettled(),
        "time-never-settled" => ReportFixture.Run() with { Measurement = CountsReportFixture.NeverSettled },
        _ => throw new ArgumentOutOfRangeException(nameof(name), name, "no such fixture"),
    };
}
