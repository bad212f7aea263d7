using SerBench.Catalog;
using SerBench.Serializers;

namespace SerBench.Tests.Labs.Http;

public sealed class HttpLabEndToEndTests
{
    [WrkFact]
    public void Serbench_http_starts_the_real_server_drives_two_writers_with_wrk_and_records_every_figure()
    {
        var root = Directory.CreateTempSubdirectory("serbench-http-e2e-").FullName;
        try
        {
            var folder = Path.Combine(root, "run");
            var catalog = LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, BuiltInSerializers.NotInstalled);
            var output = new StringWriter();
            var error = new StringWriter();
            using var timeout = new CancellationTokenSource(TimeSpan.FromMinutes(4));

            var exit = SerBenchApp.Run(
                ["http", "--serializers", "raw,stj", "--duration", "2", "--warmup", "1", "--connections", "8", "--count", "10", "--out", folder],
                catalog, output, error, timeout.Token);

            Assert.True(exit == 0, $"exit {exit}\n{output}\n{error}");
            var run = RunFileStore.Read(folder);
            Assert.False(run.Partial);
            var http = Assert.IsType<SerBench.Labs.Http.HttpSection>(run.Http);
            Assert.Equal(["raw", "stj"], http.Writers.Select(w => w.Writer));
            Assert.Equal(4, http.Reference.Count);
            Assert.StartsWith("wrk", http.Settings.LoadToolVersion, StringComparison.Ordinal);
            foreach (var writer in http.Writers)
            {
                Assert.True(writer.Status == "ok", $"{writer.Writer}: {writer.Reason}");
                Assert.True(writer.Requests > 0 && writer.RequestsPerSecond > 0, writer.Writer);
                Assert.True(writer.Latency is { P50Ms: > 0, P99Ms: > 0, P95Ms: > 0 }, writer.Writer);
                Assert.Equal(0, writer.BadResponses);
                Assert.True(writer.Counters is { Samples: >= 2, WorkingSetBytesMax: > 0 }, writer.Writer);
                Assert.True(writer.ResponseBytes > 0);
            }

            Assert.Contains("## HTTP lab", File.ReadAllText(Path.Combine(folder, "report.md")), StringComparison.Ordinal);
            Assert.Contains("No bad responses", output.ToString(), StringComparison.Ordinal);

            // Read from outside the server over EventPipe: the session runs from before the warm-up, so counters flow by the windows.
            Assert.Contains(http.Notes, n => n.Contains("over EventPipe, System.Runtime provider", StringComparison.Ordinal));
            Assert.Contains(http.Writers, w => w.RuntimeCounters is { Readings: > 0, ThreadPoolThreadsMax: > 0, MethodsJitted: > 0 });
            Assert.Contains("### Runtime counters over EventPipe", File.ReadAllText(Path.Combine(folder, "report.md")), StringComparison.Ordinal);
        }
        finally
        {
            Directory.Delete(root, recursive: true);
        }
    }

    [WrkFact]
    public void A_paced_run_stays_at_or_below_its_rate_and_says_how_it_was_paced()
    {
        var root = Directory.CreateTempSubdirectory("serbench-http-rate-").FullName;
        try
        {
            var folder = Path.Combine(root, "run");
            var catalog = LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, BuiltInSerializers.NotInstalled);
            var output = new StringWriter();
            using var timeout = new CancellationTokenSource(TimeSpan.FromMinutes(4));

            // 4 connections pausing 100 ms after each response: at most 40 requests/s, plus each connection's first.
            var exit = SerBenchApp.Run(
                ["http", "--serializers", "raw", "--duration", "2", "--warmup", "0", "--connections", "4", "--rate", "40", "--count", "5", "--out", folder],
                catalog, output, new StringWriter(), timeout.Token);

            Assert.True(exit == 0, $"exit {exit}\n{output}");
            var http = RunFileStore.Read(folder).Http!;
            Assert.Equal(40, http.Settings.Rate);
            Assert.Contains("100 ms at 4 connections", http.Settings.Pacing, StringComparison.Ordinal);
            var raw = Assert.Single(http.Writers);
            Assert.True(raw.Status == "ok", raw.Reason);
            Assert.InRange(raw.Requests, 1, (40 * 2) + 4);
            Assert.Contains("paced near 40 requests/s", File.ReadAllText(Path.Combine(folder, "report.md")), StringComparison.Ordinal);
        }
        finally
        {
            Directory.Delete(root, recursive: true);
        }
    }
}
