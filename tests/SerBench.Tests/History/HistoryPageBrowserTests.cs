using SerBench.Tests.Cli;
using SerBench.Tests.Reports.Browser;

namespace SerBench.Tests.History;

/// <summary>history.html of 20 runs in headless Chromium: opens without a console error or a request outside file:, one chart per series, the step marked.</summary>
public sealed class HistoryPageBrowserTests
{
    private static readonly TimeSpan Generous = TimeSpan.FromSeconds(40);

    [ChromiumFact]
    public async Task The_page_of_20_runs_opens_cleanly_with_one_chart_per_series_and_the_change_points_marked()
    {
        using var cli = new CliHarness();
        var db = cli.PathOf("history.db");
        var folders = Enumerable.Range(0, 20).Select(i => HistoryRuns.Write(cli.WorkingDirectory, $"run{i:00}", HistoryRuns.Run(i, factor: i >= 12 ? 1.10 : 1, counts: true))).ToArray();
        Assert.Equal(0, cli.Run(["history", "add", .. folders, "--db", db, "--commit", "0123abc"]));
        var page = cli.PathOf("history.html");
        Assert.Equal(0, cli.Run("history", "show", "--db", db, "--out", page));

        await using var browser = await HeadlessChromium.StartAsync(HeadlessChromium.Find()!, Generous);
        foreach (var domain in new[] { "Runtime.enable", "Log.enable", "Network.enable", "Page.enable" })
        {
            await browser.SendAsync(domain);
        }

        await browser.SendAsync("Page.navigate", new { url = new Uri(page).AbsoluteUri });
        await browser.WaitForEventAsync("Page.loadEventFired", Generous);
        Assert.Equal(16, (await browser.EvaluateAsync("document.querySelectorAll('svg.series').length")).GetInt32());
        Assert.Equal(16, (await browser.EvaluateAsync("document.querySelectorAll('svg.series line.change').length")).GetInt32());
        Assert.Equal(20 * 16, (await browser.EvaluateAsync("document.querySelectorAll('svg.series circle').length")).GetInt32());
        Assert.True((await browser.EvaluateAsync("document.querySelector('svg.series').getBoundingClientRect().width > 100")).GetBoolean(), "the charts are drawn");
        Assert.Equal(20, (await browser.EvaluateAsync("document.querySelectorAll('table.runs tbody tr').length")).GetInt32());
        Assert.Contains("0123abc", (await browser.EvaluateAsync("document.querySelector('svg.series line.change title').textContent")).GetString(), StringComparison.Ordinal);
        var problems = HtmlReportBrowserTests.Problems(browser);
        Assert.True(problems.Count == 0, "history.html reported:\n" + string.Join("\n", problems));
    }
}
