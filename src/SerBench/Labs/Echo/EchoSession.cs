using System.Net;

namespace SerBench.Labs.Echo;

/// <summary>
/// Runs a checked `serbench echo`: starts the child server (unless --host/--port name one), runs every
/// serializer × payload window in turn over one control connection, saves run.json after each window (partial
/// until the end), stops the server, then writes the reports and prints the table.
/// </summary>
internal sealed class EchoSession(LabServices services, EchoRequest request, string commandLine)
{
    private const int ServerLogLimit = 50;
    private readonly List<EchoRecord> _rows = [];
    private RunFile _run = null!;

    public int Execute()
    {
        using var cancellation = CancellationTokenSource.CreateLinkedTokenSource(services.CancellationToken);
        using var ctrlC = services.Sink.OnCancelRequested(cancellation.Cancel);
        Directory.CreateDirectory(request.OutputDirectory);
        _run = new RunFile
        {
            SerbenchVersion = RecordFactory.SerbenchVersion,
            Zstd = Engine.Compression.Zstd,
            Preset = "echo",
            StartedUtc = services.Clock.GetUtcNow().UtcDateTime,
            Partial = true,
            PartialReason = "the process ended before the run finished",
            CommandLine = commandLine,
            Environment = services.CaptureEnvironment(request.Serializers.OfType<Adapters.ISerializerAdapter>().Select(s => s.Info)),
            Serializers = RecordFactory.Serializers(services.Catalog),
            Echo = Section(request.ExternalServer?.ToString() ?? "127.0.0.1 (port chosen at start)", []),
        };
        services.WriteRunFile(request.OutputDirectory, _run);
        var output = services.Sink.Out;
        output.WriteLine(string.Create(CultureInfo.InvariantCulture,
            $"SerBench {_run.SerbenchVersion}: echo lab, {request.Load.Clients:N0} clients × {request.Load.InFlight:N0} in flight, {Window()}, writing to {request.OutputDirectory}"));
        try
        {
            var partial = RunAsync(cancellation.Token).GetAwaiter().GetResult();
            return Finish(partial);
        }
        catch (OperationCanceledException) when (cancellation.IsCancellationRequested)
        {
            return Finish("cancelled by the user");
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            services.Sink.Error.WriteLine($"serbench: the echo lab crashed ({ex.GetType().Name}): {ex.Message}");
            _run = _run with { PartialReason = $"crashed: {ex.GetType().Name}: {ex.Message}" };
            services.WriteRunFile(request.OutputDirectory, _run);
            ReportFiles.Write(request.OutputDirectory, _run);
            return ExitCodes.Crashed;
        }
    }

    private async Task<string?> RunAsync(CancellationToken cancellationToken)
    {
        if (request.ExternalServer is { } external)
        {
            await RunWindowsAsync(external, cancellationToken).ConfigureAwait(false);
            return null;
        }

        var windows = request.Serializers.Count * request.Payloads.Count;
        var perWindow = request.Load.Warmup + (request.Load.Messages is null ? request.Load.Duration : TimeSpan.FromMinutes(10)) + request.Load.Drain + TimeSpan.FromSeconds(30);
        var child = await EchoChildServer.StartAsync(request.Load.MaxFrameBytes, (perWindow * windows) + TimeSpan.FromMinutes(2), TimeSpan.FromSeconds(90), cancellationToken).ConfigureAwait(false);
        await using (child.ConfigureAwait(false))
        {
            services.Sink.Out.WriteLine($"Echo server: child process listening on {child.EndPoint}");
            try
            {
                await RunWindowsAsync(child.EndPoint, cancellationToken, shutdown: true).ConfigureAwait(false);
            }
            catch
            {
                child.Kill();
                throw;
            }
            finally
            {
                _run = _run with { Echo = _run.Echo! with { ServerLog = [.. child.Log.Where(IsFault).Take(ServerLogLimit)] } };
            }
        }

        return null;
    }

    private async Task RunWindowsAsync(IPEndPoint server, CancellationToken cancellationToken, bool shutdown = false)
    {
        _run = _run with { Echo = _run.Echo! with { Settings = _run.Echo.Settings with { Endpoint = server.ToString() } } };
        var network = await NetworkProbe.MeasureAsync(server, request.LinkMbps, cancellationToken).ConfigureAwait(false);
        _run = _run with { Echo = _run.Echo! with { Network = network } };
        services.Sink.Out.WriteLine("  network: " + NetworkProbe.Describe(network));
        var control = await EchoControlClient.OpenAsync(server, cancellationToken).ConfigureAwait(false);
        await using (control.ConfigureAwait(false))
        {
            await WarmUpProcessesAsync(server, control, cancellationToken).ConfigureAwait(false);
            foreach (var payload in request.Payloads)
            {
                foreach (var adapter in request.Serializers)
                {
                    cancellationToken.ThrowIfCancellationRequested();
                    var support = adapter is null ? Adapters.Support.Yes : RecordFactory.SupportOf(adapter, payload);
                    var row = support.IsSupported
                        ? await EchoWindow.RunAsync(server, control, adapter, payload, request.Load, cancellationToken).ConfigureAwait(false)
                        : new EchoRecord { Serializer = EchoRequest.IdOf(adapter), Payload = payload.Id, Status = CellStatus.Unsupported, Reason = support.Reason };
                    _rows.Add(row);
                    _run = _run with { Echo = _run.Echo! with { Rows = [.. _rows] } };
                    services.WriteRunFile(request.OutputDirectory, _run);
                    services.Sink.Out.WriteLine(EchoConsoleTable.Progress(row));
                }
            }

            if (shutdown)
            {
                await control.ShutdownServerAsync(cancellationToken).ConfigureAwait(false);
            }
        }
    }

    /// <summary>
    /// An unrecorded raw window before the first measured one: the first window of a fresh client and server
    /// also pays for JIT tiering and thread-pool growth, which would otherwise count against whichever row runs first.
    /// </summary>
    private async Task WarmUpProcessesAsync(IPEndPoint server, EchoControlClient control, CancellationToken cancellationToken)
    {
        if (request.Payloads.Count == 0)
        {
            return;
        }

        var seconds = Math.Max(2, request.Load.Warmup.TotalSeconds);
        services.Sink.Out.WriteLine(string.Create(CultureInfo.InvariantCulture, $"  warming up both processes for {seconds:0.#} s (raw, not recorded)"));
        var warmUp = request.Load with { Warmup = TimeSpan.Zero, Duration = TimeSpan.FromSeconds(seconds), Messages = null };
        await EchoWindow.RunAsync(server, control, null, request.Payloads[0], warmUp, cancellationToken).ConfigureAwait(false);
    }

    private int Finish(string? partialReason)
    {
        _run = services.Finished(_run) with
        {
            Partial = partialReason is not null,
            PartialReason = partialReason,
            Echo = _run.Echo! with { Rows = [.. _rows] },
        };
        return LabOutput.Finish(services, request.OutputDirectory, _run, new EchoLab());
    }

    private EchoSection Section(string endpoint, IReadOnlyList<EchoRecord> rows) => new()
    {
        Settings = new EchoSettingsRecord
        {
            Clients = request.Load.Clients,
            InFlight = request.Load.InFlight,
            WarmupSeconds = request.Load.Warmup.TotalSeconds,
            DurationSeconds = request.Load.Messages is null ? request.Load.Duration.TotalSeconds : null,
            Messages = request.Load.Messages,
            MaxFrameBytes = request.Load.MaxFrameBytes,
            Server = request.ExternalServer is null ? "child process" : "external",
            Endpoint = endpoint,
        },
        Rows = rows,
        Reference = Seed002Reference.Rows,
        Notes =
        [
            "Message = 2-byte offset + envelope + 32-byte payload, as seed 002 counts it (the 4-byte length prefix is not counted); Envelope = the serializer's bytes alone.",
            "raw echoes the custom format's bytes of the same envelope without a serializer: the transport ceiling of this machine.",
            "Before the first window an unrecorded raw window warms up both processes (JIT tiers, thread pool), so no row pays for being first.",
            "Client and server share this machine's cores: the client's own work (sending, checking every reply) is part of every figure, raw included.",
        ],
    };

    private string Window() => request.Load.Messages is { } messages
        ? string.Create(CultureInfo.InvariantCulture, $"{messages:N0} replies per window after {request.Load.Warmup.TotalSeconds:0.##} s warm-up")
        : string.Create(CultureInfo.InvariantCulture, $"{request.Load.Duration.TotalSeconds:0.##} s per window after {request.Load.Warmup.TotalSeconds:0.##} s warm-up");

    private static bool IsFault(string line) => line.Contains(" closed: ", StringComparison.Ordinal) || line.Contains("accept failed", StringComparison.Ordinal);
}
