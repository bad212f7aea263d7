using SerBench.Labs;
using SerBench.Reports.Html.Sections;

namespace SerBench.Reports.Html;

/// <summary>
/// The sections of report.html, in page order: the run's own sections, then each lab's (<see cref="ILab.HtmlSections"/>),
/// then the published figures and the rows. A section reads its own part of run.json and declines through AppliesTo when
/// the run has none.
/// </summary>
internal static class HtmlReportSections
{
    public static IReadOnlyList<IHtmlReportSection> All { get; } =
    [
        new SummarySection(),
        new RecommendSection(),
        new MeasurementSection(),
        new CountsSection(),
        new GlanceSection(),
        new EnvironmentSection(),
        new MicroSection(),
        .. LabRegistry.All.SelectMany(lab => lab.HtmlSections),
        new PublishedSection(),
        new SerializersSection(),
        new NotInstalledSection(),
    ];
}
