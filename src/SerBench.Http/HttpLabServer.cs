using System.Net;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace SerBench.Http;

/// <summary>
/// Builds the lab's ASP.NET Core app: Kestrel on one address, no logging, no configuration read from the
/// environment or the working folder, so every run serves the same way.
/// </summary>
internal static class HttpLabServer
{
    /// <summary>The app for <paramref name="writers"/> on <paramref name="address"/>:<paramref name="port"/> (0 = any free port); <paramref name="configure"/> is a hook for tests (e.g. <c>UseTestServer</c>).</summary>
    public static WebApplication Build(WriterSet writers, IPAddress address, int port, Action<WebApplicationBuilder>? configure = null)
    {
        ArgumentNullException.ThrowIfNull(writers);
        ArgumentNullException.ThrowIfNull(address);
        var builder = WebApplication.CreateEmptyBuilder(new WebApplicationOptions
        {
            ApplicationName = typeof(HttpLabServer).Assembly.GetName().Name,
            ContentRootPath = AppContext.BaseDirectory,
        });
        builder.Logging.ClearProviders();
        builder.Services.AddRoutingCore();
        builder.WebHost.UseKestrelCore().ConfigureKestrel(kestrel =>
        {
            kestrel.AddServerHeader = false;
            kestrel.Listen(address, port);
        });
        configure?.Invoke(builder);
        var app = builder.Build();
        HttpRoutes.Map(app, writers);
        return app;
    }

    /// <summary>The address Kestrel bound (with the real port when 0 was asked for); call after start.</summary>
    public static Uri BoundAddress(WebApplication app)
    {
        ArgumentNullException.ThrowIfNull(app);
        var addresses = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()?.Addresses;
        var first = addresses?.FirstOrDefault()
            ?? throw new InvalidOperationException("The server started but reports no bound address.");
        return new Uri(first);
    }
}
