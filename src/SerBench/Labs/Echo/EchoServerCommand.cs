using System.Diagnostics;

namespace SerBench.Labs.Echo;

/// <summary>
/// `serbench echo-server`: the echo lab's server as a process of its own. Prints "listening on HOST:PORT",
/// logs every connection it closes for a fault to stderr, and stops after --duration, on a control
/// "shutdown", on Ctrl-C, or when the process that started it (--exit-with) is gone.
/// </summary>
internal static class EchoServerCommand
{
    public const string ListeningPrefix = "listening on ";

    public static Command Create(LabServices services)
    {
        var host = new Option<string?>("--host") { Description = "Address to listen on. Default: 127.0.0.1 (use 0.0.0.0 for a load client on another machine).", HelpName = "ADDRESS" };
        var port = new Option<int?>("--port") { Description = "Port to listen on; 0 (default) lets the system choose and the chosen one is printed.", HelpName = "PORT" };
        var maxFrame = new Option<int?>("--max-frame-bytes") { Description = $"Largest frame accepted; a connection that claims more is closed. Default: {EchoFrame.DefaultMaxFrameBytes:N0}.", HelpName = "BYTES" };
        var duration = new Option<double?>("--duration") { Description = "Stop after this many seconds. Default: 600.", HelpName = "SECONDS" };
        var exitWith = new Option<int?>("--exit-with") { Description = "Stop when the process with this id ends (used by 'serbench echo' for its child server).", Hidden = true };
        var command = new Command("echo-server", "Run the echo lab's TCP server (seed 002): every serializer of this lab, raw mode, and the control channel.");
        command.Options.Add(host);
        command.Options.Add(port);
        command.Options.Add(maxFrame);
        command.Options.Add(duration);
        command.Options.Add(exitWith);
        command.SetAction(parse => Execute(
            services, parse.GetValue(host), parse.GetValue(port), parse.GetValue(maxFrame), parse.GetValue(duration), parse.GetValue(exitWith)));
        return command;
    }

    private static int Execute(LabServices services, string? host, int? port, int? maxFrame, double? duration, int? exitWith)
    {
        var errors = new List<string>();
        var address = EchoArguments.Address(host ?? "127.0.0.1", errors);
        EchoArguments.Range(port ?? 0, "--port", 0, 65_535, "0 chooses a free port", errors);
        EchoArguments.Range(maxFrame ?? EchoFrame.DefaultMaxFrameBytes, "--max-frame-bytes", EchoArguments.MinFrameBytes, EchoArguments.MaxFrameBytes, "bytes", errors);
        var seconds = duration ?? 600;
        if (!(seconds > 0 && seconds <= 86_400))
        {
            errors.Add($"--duration {seconds.ToString(CultureInfo.InvariantCulture)} is out of range; give seconds from more than 0 to 86,400.");
        }

        if (errors.Count > 0 || address is null)
        {
            errors.ForEach(e => services.Sink.Error.WriteLine($"serbench: {e}"));
            services.Sink.Error.WriteLine("Nothing was started. See 'serbench echo-server --help'.");
            return ExitCodes.UsageError;
        }

        var error = services.Sink.Error;
        var gate = new Lock();
        void Log(string line)
        {
            lock (gate)
            {
                error.WriteLine($"echo-server: {line}");
                error.Flush();
            }
        }

        var options = new EchoServerOptions { Address = address, Port = port ?? 0, MaxFrameBytes = maxFrame ?? EchoFrame.DefaultMaxFrameBytes };
        EchoServer server;
        try
        {
            server = EchoServer.Start(services.Catalog, options, Log);
        }
        catch (System.Net.Sockets.SocketException ex)
        {
            error.WriteLine($"serbench: cannot listen on {address}:{options.Port}: {ex.Message}. Give another --port (0 chooses a free one) or --host.");
            return ExitCodes.UsageError;
        }

        return Serve(services, server, TimeSpan.FromSeconds(seconds), exitWith);
    }

    private static int Serve(LabServices services, EchoServer server, TimeSpan duration, int? exitWith)
    {
        using var stop = CancellationTokenSource.CreateLinkedTokenSource(services.CancellationToken);
        using var ctrlC = services.Sink.OnCancelRequested(stop.Cancel);
        var output = services.Sink.Out;
        output.WriteLine(string.Create(CultureInfo.InvariantCulture, $"{ListeningPrefix}{server.EndPoint}"));
        output.WriteLine(string.Create(
            CultureInfo.InvariantCulture,
            $"serbench echo-server: max frame {server.Options.MaxFrameBytes:N0} bytes; stops after {duration.TotalSeconds:N0} s, on a control 'shutdown' or Ctrl-C."));
        output.Flush();
        var parentGone = exitWith is { } pid ? WatchParentAsync(pid, stop.Token) : Task.Delay(Timeout.Infinite, stop.Token);
        var reason = Task.WaitAny([server.StopRequested, Task.Delay(duration, stop.Token), parentGone]) switch
        {
            0 => "shutdown requested",
            1 when !stop.IsCancellationRequested => "duration reached",
            2 when !stop.IsCancellationRequested => "the process that started it ended",
            _ => "cancelled",
        };
        server.DisposeAsync().AsTask().GetAwaiter().GetResult();
        output.WriteLine(string.Create(CultureInfo.InvariantCulture, $"serbench echo-server: stopped ({reason}); {server.Messages:N0} messages answered, {server.RejectedConnections:N0} connections closed for a fault."));
        return ExitCodes.Success;
    }

    private static async Task WatchParentAsync(int pid, CancellationToken cancellationToken)
    {
        while (!cancellationToken.IsCancellationRequested)
        {
            try
            {
                using var parent = Process.GetProcessById(pid);
                if (parent.HasExited)
                {
                    return;
                }
            }
            catch (ArgumentException)
            {
                return;
            }

            await Task.Delay(1_000, cancellationToken).ConfigureAwait(false);
        }
    }
}
