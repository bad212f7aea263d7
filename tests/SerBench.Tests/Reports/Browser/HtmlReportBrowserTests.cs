using System.Globalization;
using System.Text.Json;
using SerBench.Compare;
using SerBench.Reports.Html;
using Xunit.Abstractions;

namespace SerBench.Tests.Reports.Browser;

/// <summary>
/// Opens report.html in headless Chromium from disk: no script error, no console error, no request
/// leaving file:, every chart drawn, a table sorting on click; screenshots in light and dark are saved
/// to TestResults/browser for a person to look at.
/// </summary>
public sealed class HtmlReportBrowserTests(ITestOutputHelper output)
{
    private static readonly TimeSpan Generous = TimeSpan.FromSeconds(40);

    [ChromiumFact]
    public async Task The_report_opens_offline_without_errors_draws_every_chart_and_sorts_a_table_on_click()
    {
        var folder = Directory.CreateTempSubdirectory("serbench-html-").FullName;
        try
        {
            // The lab fixture carries every lab section, so their charts and tables are laid out here too.
            var html = HtmlReport.Render(LabReportFixture.Run());
            var file = Path.Combine(folder, "report.html");
            await File.WriteAllTextAsync(file, html);
            var chartsWritten = Count(html, "<svg class=\"chart\"");

            await using var browser = await HeadlessChromium.StartAsync(HeadlessChromium.Find()!, Generous);
            foreach (var domain in new[] { "Runtime.enable", "Log.enable", "Network.enable", "Page.enable" })
            {
                await browser.SendAsync(domain);
            }

            await browser.SendAsync("Page.navigate", new { url = new Uri(file).AbsoluteUri });
            await browser.WaitForEventAsync("Page.loadEventFired", Generous);

            var charts = await browser.EvaluateAsync(
                "Array.from(document.querySelectorAll('svg.chart')).map(s => ({ kind: s.dataset.chart, width: s.getBoundingClientRect().width, marks: s.querySelectorAll('rect.bar, circle.point, polyline.line').length }))");
            Assert.Equal(chartsWritten, charts.GetArrayLength());
            Assert.True(chartsWritten >= 6, $"expected bar and scatter charts for both payloads, found {chartsWritten}");
            Assert.All(charts.EnumerateArray(), c =>
            {
                Assert.True(c.GetProperty("width").GetDouble() > 200, $"a {c.GetProperty("kind")} chart is not laid out: {c}");
                Assert.True(c.GetProperty("marks").GetInt32() > 0, $"a {c.GetProperty("kind")} chart has no bars or points: {c}");
            });
            var kinds = charts.EnumerateArray().Select(c => c.GetProperty("kind").GetString()).ToHashSet();
            Assert.Superset(new HashSet<string?> { "bar", "scatter", "loglog" }, kinds);
            var barKinds = (await browser.EvaluateAsync("Array.from(document.querySelectorAll('svg.chart[data-kind]')).map(s => s.dataset.kind).join(',')")).GetString()!.Split(',').ToHashSet();
            Assert.Superset(new HashSet<string> { "http-rps", "echo-rate", "robustness", "ceiling", "startup" }, barKinds);
            Assert.True((await browser.EvaluateAsync("document.querySelectorAll('table.evolve td.mark-fail').length")).GetInt32() > 0, "the version-tolerance matrix marks no lost cell");

            await SortsOnClick(browser);
            await ShowsEveryColumnOnRequest(browser);
            await SaveScreenshots(browser);

            var problems = Problems(browser);
            Assert.True(problems.Count == 0, "report.html reported:\n" + string.Join("\n", problems));

            // compare.html shares the style and script: it must open as cleanly.
            var run = ReportFixture.Run();
            var slower = run with { Cells = [.. run.Cells.Select(c => c.MedianNs is { } m ? c with { MedianNs = m * 1.5, CiLowerNs = m * 1.49, CiUpperNs = m * 1.51 } : c)] };
            var compare = Path.Combine(folder, "compare.html");
            await File.WriteAllTextAsync(compare, CompareHtml.Render(RunComparer.Compare(run, "a", slower, "b", null)));
            browser.Events.Clear();
            await browser.SendAsync("Page.navigate", new { url = new Uri(compare).AbsoluteUri });
            await browser.WaitForEventAsync("Page.loadEventFired", Generous);
            Assert.Equal(1, (await browser.EvaluateAsync("document.querySelectorAll('table.compare').length")).GetInt32());
            const string VisibleGrid = "Array.from(document.querySelectorAll('.summary-grid')).filter(g => g.getClientRects().length > 0).map(g => g.dataset.op).join()";
            Assert.Equal("serialize", (await browser.EvaluateAsync(VisibleGrid)).GetString());
            Assert.True((await browser.EvaluateAsync("document.querySelectorAll('.summary-grid[data-op=serialize] td[data-verdict=slower].c-s2').length")).GetInt32() > 0, "the 50 % slower cells are not coloured as slower");
            await browser.EvaluateAsync("document.querySelector('input[name=summary-op][value=deserialize]').click()");
            Assert.Equal("deserialize", (await browser.EvaluateAsync(VisibleGrid)).GetString());
            Assert.Contains("Noise threshold: both runs", (await browser.EvaluateAsync("document.body.textContent")).GetString(), StringComparison.Ordinal);
            await browser.EvaluateAsync("document.querySelector('table.compare').tHead.rows[0].cells[5].click()");
            Assert.Equal("ascending", (await browser.EvaluateAsync("document.querySelector('table.compare').tHead.rows[0].cells[5].getAttribute('aria-sort')")).GetString());
            problems = Problems(browser);
            Assert.True(problems.Count == 0, "compare.html reported:\n" + string.Join("\n", problems));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    private static async Task SortsOnClick(HeadlessChromium browser)
    {
        // The first micro table ranks by API shape, then time: sorting by name changes its order.
        const string Table = "document.querySelector('table.micro')";
        const string Names = $"Array.from({Table}.tBodies[0].rows).filter(r => r.getClientRects().length > 0).map(r => r.cells[1].textContent)";
        const string Medians = $"Array.from({Table}.tBodies[0].rows).map(r => r.cells[4].getAttribute('data-sort'))";
        var ranked = (await browser.EvaluateAsync(Names)).EnumerateArray().Select(n => n.GetString()!).ToList();
        await browser.EvaluateAsync($"{Table}.tHead.rows[0].cells[1].click()");
        var byName = (await browser.EvaluateAsync(Names)).EnumerateArray().Select(n => n.GetString()!).ToList();
        Assert.NotEqual(ranked, byName);
        Assert.Equal(ranked.Order(StringComparer.OrdinalIgnoreCase).ToList(), byName);

        var before = Values(await browser.EvaluateAsync(Medians));
        await browser.EvaluateAsync($"{Table}.tHead.rows[0].cells[4].click()");
        var ascending = Values(await browser.EvaluateAsync(Medians));
        await browser.EvaluateAsync($"{Table}.tHead.rows[0].cells[4].click()");
        var descending = Values(await browser.EvaluateAsync(Medians));
        var state = (await browser.EvaluateAsync($"{Table}.tHead.rows[0].cells[4].getAttribute('aria-sort')")).GetString();

        var measured = before.OfType<double>().ToList();
        Assert.Equal(measured.Order().ToList(), ascending.OfType<double>().ToList());
        Assert.Equal(measured.OrderDescending().ToList(), descending.OfType<double>().ToList());
        Assert.Equal("descending", state);

        // Rows without a median (failed, not run) stay below the measured ones in both directions.
        Assert.All(ascending.Skip(measured.Count), v => Assert.Null(v));
        Assert.All(descending.Skip(measured.Count), v => Assert.Null(v));
    }

    private static async Task ShowsEveryColumnOnRequest(HeadlessChromium browser)
    {
        const string Visible = "Array.from(document.querySelector('table.micro').tHead.rows[0].cells).filter(c => c.getClientRects().length > 0).length";
        Assert.Equal(8, (await browser.EvaluateAsync(Visible)).GetInt32());
        await browser.EvaluateAsync("document.getElementById('show-columns').click()");
        Assert.Equal(15, (await browser.EvaluateAsync(Visible)).GetInt32());
        await browser.EvaluateAsync("document.getElementById('show-columns').click()");
        Assert.Equal(8, (await browser.EvaluateAsync(Visible)).GetInt32());
    }

    private async Task SaveScreenshots(HeadlessChromium browser)
    {
        var folder = TestArtifacts.Folder("browser");
        var height = Math.Min(16_000, (await browser.EvaluateAsync("document.documentElement.scrollHeight")).GetDouble());
        await File.WriteAllBytesAsync(Path.Combine(folder, "report-light.png"), await browser.ScreenshotAsync(0, 0, 1280, height));
        await browser.SendAsync("Emulation.setEmulatedMedia", new { features = new[] { new { name = "prefers-color-scheme", value = "dark" } } });
        var background = (await browser.EvaluateAsync("getComputedStyle(document.body).backgroundColor")).GetString();
        Assert.Equal("rgb(13, 17, 23)", background);
        await File.WriteAllBytesAsync(Path.Combine(folder, "report-dark.png"), await browser.ScreenshotAsync(0, 0, 1280, height));
        await browser.SendAsync("Emulation.setEmulatedMedia", new { media = "print", features = new[] { new { name = "prefers-color-scheme", value = "dark" } } });
        Assert.Equal("rgb(255, 255, 255)", (await browser.EvaluateAsync("getComputedStyle(document.body).backgroundColor")).GetString());
        await browser.SendAsync("Emulation.setEmulatedMedia", new { media = string.Empty, features = Array.Empty<object>() });
        output.WriteLine($"Screenshots: {folder}/report-light.png, report-dark.png");
    }

    internal static List<string> Problems(HeadlessChromium browser)
    {
        var problems = new List<string>();
        foreach (var (method, p) in browser.Events)
        {
            switch (method)
            {
                case "Runtime.exceptionThrown":
                    problems.Add("exception: " + p.GetProperty("exceptionDetails"));
                    break;
                case "Runtime.consoleAPICalled" when p.GetProperty("type").GetString() is "error" or "assert" or "warning":
                    problems.Add("console: " + p.GetProperty("args"));
                    break;
                case "Log.entryAdded" when p.GetProperty("entry").GetProperty("level").GetString() is "error" or "warning":
                    problems.Add("log: " + p.GetProperty("entry").GetProperty("text").GetString());
                    break;
                case "Network.requestWillBeSent":
                    var url = p.GetProperty("request").GetProperty("url").GetString() ?? string.Empty;
                    if (!url.StartsWith("file:", StringComparison.Ordinal) && !url.StartsWith("data:", StringComparison.Ordinal))
                    {
                        problems.Add("network request: " + url);
                    }

                    break;
            }
        }

        return problems;
    }

    private static List<double?> Values(JsonElement array) =>
        array.EnumerateArray()
            .Select(v => v.ValueKind == JsonValueKind.String && v.GetString() is { Length: > 0 } s ? double.Parse(s, CultureInfo.InvariantCulture) : (double?)null)
            .ToList();

    private static int Count(string text, string value)
    {
        var count = 0;
        for (var i = text.IndexOf(value, StringComparison.Ordinal); i >= 0; i = text.IndexOf(value, i + 1, StringComparison.Ordinal))
        {
            count++;
        }

        return count;
    }
}
