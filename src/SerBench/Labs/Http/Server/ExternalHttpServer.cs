using System.Net;

namespace SerBench.Labs.Http;

/// <summary>The server the HTTP lab loads: its own child process, or a running `serbench http-server` elsewhere.</summary>
internal interface IHttpLabServer : IAsyncDisposable
{
    Uri BaseAddress { get; }

    /// <summary>For the console: "child process 1234" or "external".</summary>
    string Description { get; }
}

/// <summary>A running `serbench http-server` named by --server: the lab loads it and reads its counters, and leaves it running.</summary>
internal sealed class ExternalHttpServer(Uri baseAddress) : IHttpLabServer
{
    public Uri BaseAddress { get; } = baseAddress;

    public string Description => "external";

    public ValueTask DisposeAsync() => ValueTask.CompletedTask;

    /// <summary>The address and port behind a base URL (its host resolved when it is a name).</summary>
    public static async Task<IPEndPoint> EndPointAsync(Uri baseAddress, CancellationToken cancellationToken)
    {
        var address = IPAddress.TryParse(baseAddress.Host, out var parsed)
            ? parsed
            : (await Dns.GetHostAddressesAsync(baseAddress.DnsSafeHost, cancellationToken).ConfigureAwait(false))[0];
        return new IPEndPoint(address, baseAddress.Port);
    }
}
