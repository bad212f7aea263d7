using System.Diagnostics;
using System.Net;
using SerBench.Http;
using SerBench.Payloads.Models;

namespace SerBench.Labs.Http;

/// <summary>
/// `serbench http-server`: Kestrel serving <c>GET /customers/{writer}?count=N</c> for every installed writer,
/// <c>/writers</c> and <c>/counters</c>, until Ctrl-C. The first line on standard output is
/// "Listening on URL" with the bound port, which the lab (and scripts) read when asking for port 0.
/// </summary>
internal static class HttpServerCommand
{
    public const string Name = "http-server";
    public const int DefaultPort = 5000;
    public const string ListeningPrefix = "Listening on ";

    private static readonly Option<string?> Host = new("--host") { Description = "Address to bind. Default: 127.0.0.1.", HelpName = "ADDRESS" };

    private static readonly Option<string?> Port = new("--port") { Description = "Port to bind; 0 picks a free one (printed on the first line). Default: 5000.", HelpName = "PORT" };

    private static readonly Option<string?> Serializers = SharedOptions.Serializers(
        "to serve (raw is always served)", "every installed serializer that supports customers.");

    private static readonly Option<int?> ParentProcess = new("--parent-pid") { Hidden = true, Description = "Stop when this process ends (the lab's own child server)." };

    public static Command Create(LabServices services)
    {
        var command = new Command(Name, "Serve the customers payload with every writer over HTTP (the HTTP lab's server) until Ctrl-C.");
        command.Options.Add(Host);
        command.Options.Add(Port);
        command.Options.Add(Serializers);
        command.Options.Add(ParentProcess);
        command.SetAction(parse => Execute(services, parse.GetValue(Host), parse.GetValue(Port), parse.GetValue(Serializers), parse.GetValue(ParentProcess)));
        return command;
    }

    /// <summary>The arguments the lab starts its child server with.</summary>
    public static IReadOnlyList<string> ChildArguments(string host, int port, int parentProcessId) =>
        [Name, "--host", host, "--port", port.ToString(CultureInfo.InvariantCulture), "--parent-pid", parentProcessId.ToString(CultureInfo.InvariantCulture)];

    public static bool TryParseListening(string line, out Uri address)
    {
        address = null!;
        return line.StartsWith(ListeningPrefix, StringComparison.Ordinal)
            && Uri.TryCreate(line[ListeningPrefix.Length..].Trim(), UriKind.Absolute, out address!);
    }

    /// <summary>The customers payload of the catalog (a user's lab may register its own generator under the id).</summary>
    public static Payload<List<Customer>> CustomersPayload(Catalog.LabCatalog catalog) =>
        catalog.FindPayload(PayloadIds.Customers) as Payload<List<Customer>> ?? BuiltInPayloads.Customers;

    private static int Execute(LabServices services, string? hostText, string? portText, string? serializersText, int? parentProcess)
    {
        var errors = new List<string>();
        var host = Endpoint.ParseHost(hostText, errors);
        var port = Endpoint.ParsePort(portText, DefaultPort, errors);
        var only = serializersText is null ? null : HttpRequestBuilder.ResolveWriterIds(services.Catalog, serializersText, errors, allowRaw: true);
        if (errors.Count > 0 || host is null || port is null)
        {
            foreach (var error in errors)
            {
                services.Sink.Error.WriteLine($"serbench: {error}");
            }

            services.Sink.Error.WriteLine($"Nothing was served. See 'serbench {Name} --help'.");
            return ExitCodes.UsageError;
        }

        var writers = WriterSet.Create(services.Catalog.Serializers, CustomersPayload(services.Catalog), only);
        return Serve(services, writers, host, port.Value, parentProcess);
    }

    private static int Serve(LabServices services, WriterSet writers, IPAddress host, int port, int? parentProcess)
    {
        var app = HttpLabServer.Build(writers, host, port);
        try
        {
            app.StartAsync(services.CancellationToken).GetAwaiter().GetResult();
        }
        catch (IOException ex)
        {
            services.Sink.Error.WriteLine($"serbench: cannot listen on {Endpoint.UrlHost(host)}:{port}: {ex.Message} Give another --port, or --port 0 for a free one.");
            ((IDisposable)app).Dispose();
            return ExitCodes.UsageError;
        }

        var output = services.Sink.Out;
        output.WriteLine($"{ListeningPrefix}{HttpLabServer.BoundAddress(app)}");
        output.WriteLine($"Writers: {string.Join(", ", writers.Ids)}");
        foreach (var skipped in writers.Skipped)
        {
            output.WriteLine($"Not served: {skipped.Id}: {skipped.Reason}");
        }

        output.WriteLine($"GET /customers/{{writer}}?count=N (N from {CustomerCount.Range}, default {CustomerCount.Default}), GET /writers, GET /counters. Ctrl-C stops.");
        output.Flush();
        using var stop = CancellationTokenSource.CreateLinkedTokenSource(services.CancellationToken, app.Lifetime.ApplicationStopping);
        using var ctrlC = services.Sink.OnCancelRequested(stop.Cancel);
        using var watch = parentProcess is { } pid ? WatchParent(pid, stop) : null;
        stop.Token.WaitHandle.WaitOne();
        app.StopAsync(CancellationToken.None).GetAwaiter().GetResult();
        ((IDisposable)app).Dispose();
        return ExitCodes.Success;
    }

    /// <summary>Stops the server when the lab that started it is gone (crashed or killed), so no server is left running.</summary>
    private static Timer WatchParent(int pid, CancellationTokenSource stop) => new(
        _ =>
        {
            try
            {
                using var parent = Process.GetProcessById(pid);
                if (parent.HasExited)
                {
                    stop.Cancel();
                }
            }
            catch (ArgumentException)
            {
                stop.Cancel();
            }
            catch (ObjectDisposedException)
            {
                // The server is already stopping.
            }
        },
        null,
        TimeSpan.FromSeconds(1),
        TimeSpan.FromSeconds(1));
}
