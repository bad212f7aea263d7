using SerBench.Http;

namespace SerBench.Labs.Http;

/// <summary>
/// One writer's turn: a probe request (status, Content-Type, body size), an unmeasured warm-up, then the
/// measured wrk window with the server's counters sampled beside it.
/// </summary>
internal sealed class WriterLoad(HttpLabRequest request, WrkTool wrk, WrkScript script, HttpClient client, RuntimeCounterSession? runtime = null)
{
    public async Task<HttpWriterResult> RunAsync(WriterDescription writer, int connections, CancellationToken cancellationToken)
    {
        var url = new Uri(client.BaseAddress!, string.Create(CultureInfo.InvariantCulture, $"{HttpRoutes.CustomersPrefix}{writer.Id}?count={request.Count}"));
        var result = Labels(writer) with { Connections = connections };
        using (var probe = await client.GetAsync(url, cancellationToken).ConfigureAwait(false))
        {
            var body = await probe.Content.ReadAsByteArrayAsync(cancellationToken).ConfigureAwait(false);
            if (!probe.IsSuccessStatusCode)
            {
                return Failed(result, $"GET {url.PathAndQuery} answered {(int)probe.StatusCode}: {System.Text.Encoding.UTF8.GetString(body).Trim()}");
            }

            result = result with { ResponseBytes = body.Length };
        }

        string[] pacing = request.Rate is { } rate ? [WrkScript.PauseMilliseconds(connections, rate).ToString(CultureInfo.InvariantCulture)] : [];
        if (request.WarmupSeconds > 0)
        {
            await wrk.LoadAsync(url, request.Threads, connections, request.WarmupSeconds, script.FilePath, cancellationToken, pacing).ConfigureAwait(false);
        }

        var started = System.Diagnostics.Stopwatch.GetTimestamp();
        var load = wrk.LoadAsync(url, request.Threads, connections, request.DurationSeconds, script.FilePath, cancellationToken, pacing);
        var samples = await new CounterSampler(client).SampleWhileAsync(load, cancellationToken).ConfigureAwait(false);
        var ended = System.Diagnostics.Stopwatch.GetTimestamp();
        var (exitCode, output) = await load.ConfigureAwait(false);
        var parsed = WrkOutputParser.Parse(output, out var error);
        if (parsed is null)
        {
            return Failed(result, $"wrk exited with {exitCode}: {error} Its output: {Tail(output)}");
        }

        return result with
        {
            Status = "ok",
            Requests = parsed.Requests,
            DurationSeconds = parsed.DurationSeconds,
            RequestsPerSecond = parsed.RequestsPerSecond,
            TransferBytesPerSecond = parsed.TransferBytesPerSecond,
            Latency = parsed.Latency,
            Non2xx = parsed.Non2xx,
            SocketErrors = parsed.SocketErrors,
            Counters = CounterWindow.Summarize(samples, parsed.Requests),
            RuntimeCounters = runtime is null ? null : RuntimeCounterWindow.Summarize(runtime.Between(started, ended)),
        };
    }

    public static HttpWriterResult Labels(WriterDescription writer) => new()
    {
        Writer = writer.Id,
        DisplayName = writer.DisplayName,
        Package = writer.Package,
        Version = writer.Version,
        Format = writer.Format,
        ApiShape = writer.ApiShape,
        ContentType = writer.ContentType,
        ResponsePath = writer.ResponsePath,
        Status = "failed",
    };

    public static HttpWriterResult Failed(HttpWriterResult result, string reason) => result with { Status = "failed", Reason = reason };

    private static string Tail(string output)
    {
        var text = output.Trim();
        return text.Length <= 600 ? text : "…" + text[^600..];
    }
}
