using SerBench.Reports.Html.Sections;

namespace SerBench.Reports.Html;

/// <summary>
/// The sections of report.html, in page order. A lab adds its renderer here with one line (after the micro
/// section): it reads its own run.json section and declines through AppliesTo when the run has none.
/// </summary>
internal static class HtmlReportSections
{
    public static IReadOnlyList<IHtmlReportSection> All { get; } =
    [
        new SummarySection(),
        new RecommendSection(),
        new MeasurementSection(),
        new GlanceSection(),
        new EnvironmentSection(),
        new MicroSection(),
        new HttpSectionView(),
        new EchoSectionView(),
        new RobustnessSectionView(),
        new CorpusSectionView(),
        new EvolveSectionView(),
        new ScaleSectionView(),
        new ScenariosSectionView(),
        new CeilingSectionView(),
        new StartupSectionView(),
        new PublishedSection(),
        new SerializersSection(),
        new NotInstalledSection(),
    ];
}
