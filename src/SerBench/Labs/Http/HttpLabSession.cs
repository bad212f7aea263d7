using System.Net.Http.Json;
using SerBench.Http;

namespace SerBench.Labs.Http;

/// <summary>
/// Runs a validated HTTP lab: starts the server as a child process, loads each writer in turn with wrk while
/// sampling the server's counters, saves run.json after every writer (partial until the end), stops the
/// server, and writes the reports.
/// </summary>
internal sealed class HttpLabSession(LabServices services, HttpLabRequest request, WrkTool wrk, string commandLine)
{
    private static readonly TimeSpan ServerStartTimeout = TimeSpan.FromSeconds(120);

    private readonly List<HttpWriterResult> _results = [];
    private readonly List<string> _notes = [];
    private RunFile _run = null!;

    public int Execute() => ExecuteAsync().GetAwaiter().GetResult();

    private async Task<int> ExecuteAsync()
    {
        Directory.CreateDirectory(request.OutputDirectory);
        _notes.Add(MachineLoad("at start"));
        _run = new RunFile
        {
            SerbenchVersion = RecordFactory.SerbenchVersion,
            Zstd = Engine.Compression.Zstd,
            Preset = HttpCommand.Name,
            StartedUtc = services.Clock.GetUtcNow().UtcDateTime,
            Partial = true,
            PartialReason = "the process ended before the run finished",
            CommandLine = commandLine,
            Environment = services.CaptureEnvironment(services.Catalog.Serializers.Where(s => request.Writers.Contains(s.Info.Id)).Select(s => s.Info)),
            Serializers = RecordFactory.Serializers(services.Catalog),
            Cells = [],
            Http = new HttpSection
            {
                Settings = Settings("not started", null, 0),
                Reference = SeedHttpReference.Load(),
                ReferenceSource = SeedHttpReference.Source,
            },
        };
        services.WriteRunFile(request.OutputDirectory, _run);

        using var cancellation = CancellationTokenSource.CreateLinkedTokenSource(services.CancellationToken);
        using var ctrlC = services.Sink.OnCancelRequested(cancellation.Cancel);
        var token = cancellation.Token;
        try
        {
            await RunWritersAsync(token).ConfigureAwait(false);
            return Finish(null);
        }
        catch (OperationCanceledException) when (token.IsCancellationRequested)
        {
            return Finish("cancelled by the user");
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            services.Sink.Error.WriteLine($"serbench: the HTTP lab crashed ({ex.GetType().Name}): {ex.Message}");
            Finish($"crashed: {ex.GetType().Name}: {ex.Message}");
            return ExitCodes.Crashed;
        }
    }

    private async Task RunWritersAsync(CancellationToken token)
    {
        var output = services.Sink.Out;
        var version = await wrk.VersionAsync(token).ConfigureAwait(false);
        output.WriteLine($"SerBench {_run.SerbenchVersion}: HTTP lab, {request.Writers.Count} writers × ({request.WarmupSeconds} s warm-up + {request.DurationSeconds} s) at {string.Join(" and ", request.ConnectionLevels)} connections{(request.Rate is { } r ? $" paced near {r} requests/s" : string.Empty)} with {version ?? "wrk"}, {request.Threads} thread(s), count={request.Count}; writing to {request.OutputDirectory}");
        await using var server = request.Server is { } external
            ? new ExternalHttpServer(external)
            : (IHttpLabServer)await ServerProcess.StartAsync(request.Host, request.Port, ServerStartTimeout, token).ConfigureAwait(false);
        using var client = new HttpClient { BaseAddress = server.BaseAddress, Timeout = TimeSpan.FromSeconds(60) };
        var network = await NetworkProbe.MeasureAsync(await ExternalHttpServer.EndPointAsync(server.BaseAddress, token).ConfigureAwait(false), null, token).ConfigureAwait(false);
        _run = _run with { Http = _run.Http! with { Network = network } };
        output.WriteLine("  network: " + NetworkProbe.Describe(network));
        var served = await client.GetFromJsonAsync<WriterList>(HttpRoutes.WritersPath, HttpRoutes.Json, token).ConfigureAwait(false)
            ?? throw new InvalidOperationException("The server's /writers answered null.");
        var counters = await new CounterSampler(client).ReadAsync(token).ConfigureAwait(false);
        output.WriteLine($"Server: {server.BaseAddress} ({server.Description}, {(counters?.ServerGc == true ? "server" : "workstation")} GC)");
        Save(Settings(server.BaseAddress.ToString(), version, counters?.ProcessorCount ?? Environment.ProcessorCount), served.Skipped);

        using var runtime = StartRuntimeCounters(server);
        using var script = new WrkScript(paced: request.Rate is not null);
        var load = new WriterLoad(request, wrk, script, client, runtime);
        await WarmServerAsync(served, script, server.BaseAddress, token).ConfigureAwait(false);
        var done = 0;
        foreach (var connections in request.ConnectionLevels)
        {
            foreach (var id in request.Writers)
            {
                var result = await LoadWriterAsync(load, served, id, connections, token).ConfigureAwait(false);
                _results.Add(result);
                Save(_run.Http!.Settings, served.Skipped);
                output.WriteLine(Progress(++done, result));
            }
        }

        _notes.Add(MachineLoad("at the end"));
    }

    /// <summary>EventPipe needs the server's process on this machine: the lab's own child, not a --server elsewhere.</summary>
    private RuntimeCounterSession? StartRuntimeCounters(IHttpLabServer server)
    {
        if (server is not ServerProcess child)
        {
            _notes.Add("Runtime counters over EventPipe: not read, because --server names a server that is not this lab's child process (it may be on another host); its /counters endpoint is read as usual.");
            return null;
        }

        var session = RuntimeCounterSession.TryStart(child.ProcessId, out var error);
        _notes.Add(session is null
            ? $"Runtime counters over EventPipe: not read ({error}); the server's /counters endpoint is read as usual."
            : $"Runtime counters (exceptions, lock contention, thread-pool threads, JIT-compiled methods, GCs, LOH/POH size, fragmentation) read from outside the server process over EventPipe, System.Runtime provider at a {RuntimeCounterSession.IntervalSeconds} s interval, as dotnet-counters reads them.");
        return session;
    }

    private static async Task<HttpWriterResult> LoadWriterAsync(WriterLoad load, WriterList served, string id, int connections, CancellationToken token)
    {
        var description = served.Writers.FirstOrDefault(w => string.Equals(w.Id, id, StringComparison.OrdinalIgnoreCase));
        if (description is not null)
        {
            return await load.RunAsync(description, connections, token).ConfigureAwait(false);
        }

        var why = served.Skipped.FirstOrDefault(s => string.Equals(s.Id, id, StringComparison.OrdinalIgnoreCase))?.Reason ?? "the server does not serve it";
        return WriterLoad.Failed(new HttpWriterResult { Writer = id, DisplayName = id, Status = "failed", Connections = connections }, $"not served: {why}");
    }

    /// <summary>
    /// A fresh server needs far longer than one writer's warm-up before Kestrel's own path is tiered up (measured:
    /// docs/measuring.md, 'Measurements behind the code'), which would penalize whichever writer comes first. So the
    /// server first takes unmeasured load on raw for twice the warm-up.
    /// </summary>
    private async Task WarmServerAsync(WriterList served, WrkScript script, Uri baseAddress, CancellationToken token)
    {
        if (request.WarmupSeconds == 0 || served.Writers.Count == 0)
        {
            return;
        }

        var url = new Uri(baseAddress, string.Create(CultureInfo.InvariantCulture, $"{HttpRoutes.CustomersPrefix}{served.Writers[0].Id}?count={request.Count}"));
        services.Sink.Out.WriteLine($"  server warm-up: {2 * request.WarmupSeconds} s on {served.Writers[0].Id} (not measured)");
        await wrk.LoadAsync(url, request.Threads, request.ConnectionLevels[0], 2 * request.WarmupSeconds, script.FilePath, token).ConfigureAwait(false);
    }

    private HttpSettingsRecord Settings(string url, string? version, int processors) => new()
    {
        LoadTool = "wrk",
        LoadToolVersion = version,
        Connections = request.ConnectionLevels[0],
        ConnectionLevels = request.ConnectionLevels,
        Threads = request.Threads,
        DurationSeconds = request.DurationSeconds,
        WarmupSeconds = request.WarmupSeconds,
        Count = request.Count,
        Rate = request.Rate,
        Pacing = request.Rate is { } rate ? Pacing(rate) : null,
        ServerUrl = url,
        CounterIntervalSeconds = CounterSampler.Interval.TotalSeconds,
        ServerProcessorCount = processors,

        // A server named by --server runs in its own process, here or on another host: the lab cannot tell which.
        SameMachine = request.Server is null,
    };

    /// <summary>How --rate was applied at each level, in words for the reports.</summary>
    private string Pacing(int rate) =>
        $"paced near {rate.ToString("N0", CultureInfo.InvariantCulture)} requests/s: each connection pauses "
        + string.Join(", ", request.ConnectionLevels.Select(c => $"{WrkScript.PauseMilliseconds(c, rate).ToString(CultureInfo.InvariantCulture)} ms at {c.ToString(CultureInfo.InvariantCulture)} connections"))
        + " after each response (wrk's delay() in whole milliseconds; wrk2 is not used). This is closed-loop pacing: a slow response delays that connection's next request, so the achieved rate is at most the target and latency is not corrected for coordinated omission as wrk2's constant-throughput schedule would be";

    private void Save(HttpSettingsRecord settings, IReadOnlyList<SkippedWriter> skipped)
    {
        _run = _run with
        {
            Http = _run.Http! with
            {
                Settings = settings,
                Writers = [.. _results],
                Skipped = [.. skipped.Select(s => new HttpSkippedWriter(s.Id, s.Reason))],
                Notes = [.. _notes],
            },
        };
        services.WriteRunFile(request.OutputDirectory, _run);
    }

    private int Finish(string? partialReason)
    {
        var bad = _results.Where(r => r.BadResponses > 0).Select(r => r.Writer).ToList();
        if (bad.Count > 0)
        {
            _notes.Add($"Bad responses (non-2xx or socket errors) from: {string.Join(", ", bad)}.");
        }

        Save(_run.Http!.Settings, [.. _run.Http.Skipped.Select(s => new SkippedWriter(s.Writer, s.Reason))]);
        _run = services.Finished(_run) with { Partial = partialReason is not null, PartialReason = partialReason };
        return LabOutput.Finish(
            services,
            request.OutputDirectory,
            _run,
            new HttpLab(),
            partialReason is null ? null : $"The HTTP run is partial ({partialReason}): {_results.Count} of {request.Writers.Count * request.ConnectionLevels.Count} writer windows ({request.Writers.Count} writers at {request.ConnectionLevels.Count} connection level(s)) were measured and saved.");
    }

    private static string Progress(int index, HttpWriterResult result) => result.Status == "ok"
        ? string.Create(CultureInfo.InvariantCulture, $"  {result.Writer} @ {result.Connections} connections: {result.RequestsPerSecond:N0} req/s, p99 {result.Latency?.P99Ms:0.00} ms, {result.BadResponses} bad responses, server CPU {result.Counters?.CpuPercentMean:0} %")
        : $"  {result.Writer} @ {result.Connections} connections: FAILED: {result.Reason}";

    /// <summary>The machine's load average (where the OS tells it): the lab shares its cores with whatever else runs.</summary>
    private static string MachineLoad(string when)
    {
        try
        {
            var fields = File.Exists("/proc/loadavg") ? File.ReadAllText("/proc/loadavg").Split(' ') : [];
            return fields.Length >= 3
                ? $"Machine load average {when}: {fields[0]} (1 min), {fields[1]} (5 min) on {Environment.ProcessorCount} logical cores; server and wrk share them."
                : $"Machine load average {when}: not available on this OS.";
        }
        catch (IOException)
        {
            return $"Machine load average {when}: unreadable.";
        }
    }
}
