using System.Text.Json;
using SerBench.Reports;
using SerBench.Reports.Decision;
using SerBench.Reports.Html;

namespace SerBench.Tests.Reports.Browser;

/// <summary>
/// report.html of the committed reference run in headless Chromium: the summary picture switches operation,
/// the recommendation panel ranks exactly as <see cref="Recommender"/> (what `serbench recommend` prints) for
/// every combination of constraints and for payload, weight and budget choices, and no table scrolls sideways
/// at 1,280 px.
/// </summary>
public sealed class DecisionBrowserTests
{
    private static readonly TimeSpan Generous = TimeSpan.FromSeconds(40);

    [ChromiumFact]
    public async Task The_summary_switches_operation_and_the_panel_ranks_as_the_command_does_for_every_constraint_combination()
    {
        var run = ReferenceRun();
        var folder = Directory.CreateTempSubdirectory("serbench-decision-").FullName;
        try
        {
            var file = Path.Combine(folder, "report.html");
            await File.WriteAllTextAsync(file, HtmlReport.Render(run));
            await using var browser = await HeadlessChromium.StartAsync(HeadlessChromium.Find()!, Generous);
            foreach (var domain in new[] { "Runtime.enable", "Log.enable", "Network.enable", "Page.enable" })
            {
                await browser.SendAsync(domain);
            }

            await browser.SendAsync("Page.navigate", new { url = new Uri(file).AbsoluteUri });
            await browser.WaitForEventAsync("Page.loadEventFired", Generous);

            await SummarySwitchesOperation(browser, run);
            var data = DecisionData.From(new RunView(run));
            var constraints = Constraint.All.Select(c => c.Id).ToList();
            for (var mask = 0; mask < 1 << constraints.Count; mask++)
            {
                var require = constraints.Where((_, i) => (mask & (1 << i)) != 0).ToList();
                await SetAsync(browser, require, data.Payloads, new Dictionary<string, double>(), null);
                await AgreesAsync(browser, data, new RecommendQuery { Require = require });
            }

            var weights = new Dictionary<string, double> { ["serialize"] = 1, ["deserialize"] = 3, ["roundtrip"] = 1, ["complex"] = 4 };
            await SetAsync(browser, ["untrusted-safe"], ["tiny", "complex", "person"], weights, 20_000);
            await AgreesAsync(browser, data, new RecommendQuery { Require = ["untrusted-safe"], Payloads = ["tiny", "complex", "person"], Weights = weights, MaxAllocatedBytes = 20_000 });
            var command = (await browser.EvaluateAsync("document.getElementById('recommend-command').textContent")).GetString();
            Assert.Equal("serbench recommend DIR --require untrusted-safe --payloads tiny,complex,person --weights deserialize=3,roundtrip=1,complex=4 --max-allocated 20000", command);

            await SetAsync(browser, ["json"], ["floats"], new Dictionary<string, double>(), 1);
            Assert.Equal(0, (await browser.EvaluateAsync("document.querySelectorAll('#recommend-ranked li').length")).GetInt32());
            Assert.True((await browser.EvaluateAsync("document.getElementById('recommend-excluded').open")).GetBoolean(), "with nothing left, the exclusions open by themselves");
            var problems = HtmlReportBrowserTests.Problems(browser);
            Assert.True(problems.Count == 0, "the reference report.html reported:\n" + string.Join("\n", problems));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [ChromiumFact]
    public async Task No_table_scrolls_sideways_at_1280_px_in_the_reference_report_or_a_report_of_every_lab()
    {
        var folder = Directory.CreateTempSubdirectory("serbench-width-").FullName;
        try
        {
            await using var browser = await HeadlessChromium.StartAsync(HeadlessChromium.Find()!, Generous);
            await browser.SendAsync("Page.enable");
            foreach (var (name, run) in new[] { ("reference", ReferenceRun()), ("labs", LabReportFixture.Run()) })
            {
                var file = Path.Combine(folder, name + ".html");
                await File.WriteAllTextAsync(file, HtmlReport.Render(run));
                browser.Events.Clear();
                await browser.SendAsync("Page.navigate", new { url = new Uri(file).AbsoluteUri });
                await browser.WaitForEventAsync("Page.loadEventFired", Generous);
                Assert.Equal(1280, (await browser.EvaluateAsync("window.innerWidth")).GetInt32());
                var wide = await browser.EvaluateAsync(
                    "Array.from(document.querySelectorAll('.table-wrap')).filter(w => w.getClientRects().length > 0 && w.scrollWidth > w.clientWidth + 1)"
                    + ".map(w => (w.closest('section') || document.body).id + ' / ' + Array.from(w.querySelectorAll('thead th')).map(h => h.textContent).join('|').slice(0, 120) + ': ' + w.scrollWidth + ' > ' + w.clientWidth)");
                Assert.True(wide.GetArrayLength() == 0, $"{name}: tables wider than the page at 1,280 px:\n{string.Join("\n", wide.EnumerateArray().Select(e => e.GetString()))}");
                var beyond = await browser.EvaluateAsync(
                    "Array.from(document.body.querySelectorAll('*')).filter(e => e.getBoundingClientRect().right > window.innerWidth + 1 && !e.closest('.table-wrap')).slice(0, 5)"
                    + ".map(e => e.tagName + '.' + e.className + ' in ' + (e.closest('section') || document.body).id + ': right ' + Math.round(e.getBoundingClientRect().right))");
                Assert.True(
                    (await browser.EvaluateAsync("document.documentElement.scrollWidth <= window.innerWidth")).GetBoolean(),
                    $"{name}: the page scrolls sideways; beyond the right edge: {string.Join(", ", beyond.EnumerateArray().Select(e => e.GetString()))}");
            }
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    internal static RunFile ReferenceRun()
    {
        var root = TestArtifacts.RepositoryRoot() ?? throw new InvalidOperationException("The tests run from a SerBench checkout.");
        return RunFileStore.Read(Path.Combine(root, "docs", "results", "reference"));
    }

    private static async Task SummarySwitchesOperation(HeadlessChromium browser, RunFile run)
    {
        const string Visible = "Array.from(document.querySelectorAll('.summary-grid')).filter(g => g.getClientRects().length > 0).map(g => g.dataset.op)";
        Assert.Equal(["serialize"], Strings(await browser.EvaluateAsync(Visible)));
        await browser.EvaluateAsync("document.querySelector('input[name=summary-op][value=deserialize]').click()");
        Assert.Equal(["deserialize"], Strings(await browser.EvaluateAsync(Visible)));
        var rows = run.Cells.Where(c => c.Status != CellStatus.NotInstalled).Select(c => c.Serializer).Distinct().Count();
        var payloads = run.Cells.Select(c => c.Payload).Distinct().Count();
        Assert.Equal(rows * payloads, (await browser.EvaluateAsync("document.querySelectorAll('.summary-grid[data-op=deserialize] tbody tr[data-id] td').length")).GetInt32());
        Assert.True((await browser.EvaluateAsync("document.querySelectorAll('.summary-grid[data-op=deserialize] td.heat-notrun').length")).GetInt32() > 0, "declined cells are not shown as not run");
        Assert.Equal(1, (await browser.EvaluateAsync("document.querySelectorAll('.summary-grid[data-op=deserialize] tr.heat-missing').length")).GetInt32());
    }

    /// <summary>Brings the form to the given state the way a user would: clicking boxes that differ, typing into fields.</summary>
    private static async Task SetAsync(HeadlessChromium browser, IReadOnlyList<string> require, IReadOnlyList<string> payloads, Dictionary<string, double> weights, long? budget)
    {
        var state = JsonSerializer.Serialize(new { require, payloads, weights, budget });
        await browser.EvaluateAsync($$"""
            (function (s) {
              document.querySelectorAll('#recommend-form input[data-require]').forEach(function (i) {
                if (i.checked !== s.require.includes(i.dataset.require)) { i.click(); }
              });
              document.querySelectorAll('#recommend-form input[data-payload]').forEach(function (i) {
                if (i.checked !== s.payloads.includes(i.dataset.payload)) { i.click(); }
              });
              document.querySelectorAll('#recommend-form input[data-weight]').forEach(function (i) {
                var name = i.dataset.weight;
                var value = name in s.weights ? String(s.weights[name]) : (name === 'roundtrip' ? '0' : '1');
                if (i.value !== value) { i.value = value; i.dispatchEvent(new Event('input', { bubbles: true })); }
              });
              var b = document.getElementById('recommend-budget');
              var budget = s.budget === null ? '' : String(s.budget);
              if (b.value !== budget) { b.value = budget; b.dispatchEvent(new Event('input', { bubbles: true })); }
            })({{state}})
            """);
    }

    private static async Task AgreesAsync(HeadlessChromium browser, DecisionData data, RecommendQuery query)
    {
        var expected = Recommender.Recommend(data, query);
        var ranked = Strings(await browser.EvaluateAsync("Array.from(document.querySelectorAll('#recommend-ranked li')).map(li => li.dataset.id)"));
        var excluded = Strings(await browser.EvaluateAsync("Array.from(document.querySelectorAll('#recommend-excluded li')).map(li => li.dataset.id)"));
        var label = $"require [{string.Join(",", query.Require)}], payloads [{string.Join(",", query.Payloads ?? [])}]";
        Assert.True(expected.Ranked.Select(r => r.Row.Id).SequenceEqual(ranked), $"{label}: the page ranks {string.Join(" ", ranked)}, the command {string.Join(" ", expected.Ranked.Select(r => r.Row.Id))}");
        Assert.Equal(expected.Excluded.Select(r => r.Row.Id), excluded);
        var reasons = Strings(await browser.EvaluateAsync("Array.from(document.querySelectorAll('#recommend-excluded li')).map(li => li.textContent)"));
        Assert.Equal(expected.Excluded.Select(r => $"{r.Row.Id}: {string.Join("; ", r.Reasons)}"), reasons);
    }

    private static List<string> Strings(JsonElement array) => [.. array.EnumerateArray().Select(e => e.GetString()!)];
}
