using SerBench.Reports.Published;

namespace SerBench.Reports.Html;

/// <summary>What every section reads: the run arranged for reports, the published figures, and unique ids for charts.</summary>
internal sealed class HtmlReportContext(RunFile run, PublishedFigures published)
{
    private int _nextId;

    public RunView View { get; } = new(run);

    public RunFile Run => View.Run;

    public PublishedFigures Published { get; } = published;

    /// <summary>A document-unique element id, e.g. for a chart's clip path or a table.</summary>
    public string NewId(string prefix) => prefix + "-" + (++_nextId).ToString(CultureInfo.InvariantCulture);
}
