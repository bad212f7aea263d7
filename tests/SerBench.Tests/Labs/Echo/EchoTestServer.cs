using System.Collections.Concurrent;
using System.Net;
using SerBench.Catalog;
using SerBench.Labs.Echo;
using SerBench.Serializers;

namespace SerBench.Tests.Labs.Echo;

/// <summary>A real echo server on 127.0.0.1, a free port, in this process; its log kept for assertions.</summary>
internal sealed class EchoTestServer : IAsyncDisposable
{
    private readonly ConcurrentQueue<string> _log;

    private EchoTestServer(EchoServer server, ConcurrentQueue<string> log)
    {
        Server = server;
        _log = log;
    }

    public static LabCatalog Catalog { get; } =
        LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, BuiltInSerializers.NotInstalled);

    public EchoServer Server { get; }

    public IPEndPoint EndPoint => Server.EndPoint;

    public IReadOnlyCollection<string> Log => _log;

    public static EchoTestServer Start(int maxFrameBytes = EchoFrame.DefaultMaxFrameBytes)
    {
        var log = new ConcurrentQueue<string>();
        var server = EchoServer.Start(Catalog, new EchoServerOptions { MaxFrameBytes = maxFrameBytes }, log.Enqueue);
        return new EchoTestServer(server, log);
    }

    /// <summary>Waits until a logged line contains <paramref name="text"/> and returns it; fails after the timeout.</summary>
    public async Task<string> WaitForLogAsync(string text, TimeSpan? timeout = null)
    {
        var deadline = DateTime.UtcNow + (timeout ?? TimeSpan.FromSeconds(30));
        while (DateTime.UtcNow < deadline)
        {
            var hit = _log.FirstOrDefault(l => l.Contains(text, StringComparison.Ordinal));
            if (hit is not null)
            {
                return hit;
            }

            await Task.Delay(20);
        }

        throw new Xunit.Sdk.XunitException($"The server never logged '{text}'. Log: {string.Join(" | ", _log)}");
    }

    public ValueTask DisposeAsync() => Server.DisposeAsync();
}
