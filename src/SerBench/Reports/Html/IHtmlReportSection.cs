namespace SerBench.Reports.Html;

/// <summary>
/// One section of report.html. Each lab renders its own part of run.json through one of these, registered
/// in <see cref="HtmlReportSections.All"/>; a section that has nothing to show for a run says so with
/// <see cref="AppliesTo"/> and is left out (table of contents included).
/// </summary>
internal interface IHtmlReportSection
{
    /// <summary>The anchor of the section (letters, digits and dashes).</summary>
    string Anchor { get; }

    /// <summary>The heading shown in the report and in its table of contents.</summary>
    string Title { get; }

    /// <summary>The heading for this run: <see cref="Title"/>, unless what the section holds depends on the run.</summary>
    string TitleFor(HtmlReportContext context) => Title;

    bool AppliesTo(HtmlReportContext context);

    /// <summary>Writes the section's content below its heading.</summary>
    void Write(HtmlBuilder html, HtmlReportContext context);
}
