using System.Text.RegularExpressions;
using SerBench.Tests.Reports.Browser;

namespace SerBench.Tests.Docs;

/// <summary>
/// README's table of every lab's committed run: each headline figure (in backticks) is printed as such in
/// that run's report.md, and every committed run has its row, so README and docs/results cannot drift apart.
/// </summary>
public sealed partial class LabHeadlinesTests
{
    private const string Begin = "<!-- serbench:lab-headlines:begin -->";
    private const string End = "<!-- serbench:lab-headlines:end -->";

    [Fact]
    public void Every_committed_run_has_a_headline_row_and_every_row_a_committed_run()
    {
        var rows = Rows();
        var folders = Directory.GetDirectories(Results()).Select(d => Path.GetFileName(d)!).Order(StringComparer.Ordinal).ToList();

        Assert.Equal(folders, rows.Select(r => r.Folder).Order(StringComparer.Ordinal).ToList());
    }

    [Fact]
    public void Every_headline_figure_is_printed_in_its_runs_report()
    {
        foreach (var (folder, figures) in Rows())
        {
            var report = File.ReadAllText(Path.Combine(Results(), folder, "report.md"));
            Assert.True(figures.Count > 0, $"README's headline row for docs/results/{folder} quotes no figure in backticks.");
            foreach (var figure in figures)
            {
                Assert.True(
                    report.Contains(figure, StringComparison.Ordinal),
                    $"README quotes `{figure}` for docs/results/{folder}, but its report.md does not print it: update the README row from the committed run.");
            }
        }
    }

    private static List<(string Folder, List<string> Figures)> Rows()
    {
        var readme = File.ReadAllText(Path.Combine(Root(), "README.md")).ReplaceLineEndings("\n");
        var start = readme.IndexOf(Begin, StringComparison.Ordinal);
        var end = readme.IndexOf(End, StringComparison.Ordinal);
        Assert.True(start >= 0 && end > start, "README has no lab-headlines block.");
        var rows = new List<(string, List<string>)>();
        foreach (var line in readme[(start + Begin.Length)..end].Split('\n').Where(l => l.StartsWith("| [", StringComparison.Ordinal)))
        {
            var cells = line.Split(" | ");
            var folder = FolderLink().Match(line).Groups[1].Value;
            rows.Add((folder, [.. Figure().Matches(cells[^1]).Select(m => m.Groups[1].Value)]));
        }

        return rows;
    }

    private static string Root() => TestArtifacts.RepositoryRoot() ?? throw new InvalidOperationException("The tests run from a SerBench checkout.");

    private static string Results() => Path.Combine(Root(), "docs", "results");

    [GeneratedRegex(@"\]\(docs/results/([a-z0-9-]+)/\)")]
    private static partial Regex FolderLink();

    [GeneratedRegex("`([^`]+)`")]
    private static partial Regex Figure();
}
