using System.Net;
using Microsoft.AspNetCore.Builder;
using SerBench.Http;
using SerBench.Serializers;

namespace SerBench.Tests.Labs.Http;

/// <summary>
/// The lab's server app in this process on Kestrel, 127.0.0.1 and a free port, with every built-in serializer;
/// built once per test class. (Microsoft.AspNetCore.Mvc.Testing 10.0.15 needs Microsoft.Extensions.* 10.0.15,
/// which this machine's package source does not hold, so the in-process tests use the real server instead of TestServer.)
/// </summary>
public sealed class HttpServerFixture : IAsyncLifetime
{
    private WebApplication? _app;

    internal WriterSet Writers { get; } = WriterSet.Create(BuiltInSerializers.Installed(), BuiltInPayloads.Customers);

    public HttpClient Client { get; private set; } = null!;

    public async Task InitializeAsync()
    {
        _app = HttpLabServer.Build(Writers, IPAddress.Loopback, 0);
        await _app.StartAsync();
        Client = new HttpClient { BaseAddress = HttpLabServer.BoundAddress(_app), Timeout = TimeSpan.FromSeconds(60) };
    }

    public async Task DisposeAsync()
    {
        Client.Dispose();
        if (_app is not null)
        {
            await _app.DisposeAsync();
        }
    }
}
