using System.Diagnostics;
using System.Net;
using System.Net.Sockets;

namespace SerBench.Labs.Shared;

/// <summary>
/// Names both ends of a lab's network path and times its round trip as TCP connects: a connect completes when
/// the server's SYN-ACK arrives, one round trip, whatever protocol the server speaks. Each probe connection is
/// closed at once, before any byte is sent.
/// </summary>
internal static class NetworkProbe
{
    public const int DefaultSamples = 10;

    public static async Task<NetworkPathRecord> MeasureAsync(IPEndPoint server, double? linkMbps, CancellationToken cancellationToken, int samples = DefaultSamples)
    {
        var times = new List<double>(samples);
        var local = "unknown";
        for (var i = 0; i < samples; i++)
        {
            using var socket = new Socket(server.AddressFamily, SocketType.Stream, ProtocolType.Tcp) { NoDelay = true };
            using var timeout = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
            timeout.CancelAfter(TimeSpan.FromSeconds(10));
            var clock = Stopwatch.StartNew();
            await socket.ConnectAsync(server, timeout.Token).ConfigureAwait(false);
            times.Add(clock.Elapsed.TotalMicroseconds);
            local = (socket.LocalEndPoint as IPEndPoint)?.Address.ToString() ?? local;
            socket.Close();
        }

        times.Sort();
        return new NetworkPathRecord
        {
            ClientHost = Dns.GetHostName(),
            ClientAddress = local,
            ServerAddress = server.ToString(),
            RttMedianMicroseconds = Math.Round(times[times.Count / 2], 1),
            RttMinMicroseconds = Math.Round(times[0], 1),
            Samples = times.Count,
            LinkMbps = linkMbps,
        };
    }

    /// <summary>"client HOST (ADDR) → server ADDR:PORT; round trip (TCP connect) median 112 µs, min 95 µs over 10".</summary>
    public static string Describe(NetworkPathRecord path) =>
        $"client {path.ClientHost} ({path.ClientAddress}) → server {path.ServerAddress}; round trip (TCP connect) median {Reports.Units.Time(path.RttMedianMicroseconds * 1_000)}, "
        + $"min {Reports.Units.Time(path.RttMinMicroseconds * 1_000)} over {path.Samples} connects"
        + (path.LinkMbps is { } mbps ? $"; declared link {mbps.ToString("0.###", System.Globalization.CultureInfo.InvariantCulture)} Mbit/s each way" : string.Empty);

    /// <summary>The share of the declared link a rate of message bytes fills, or null without a declared link.</summary>
    public static double? LinkShare(NetworkPathRecord? path, double? bytesPerSecond) =>
        path?.LinkMbps is { } mbps && mbps > 0 && bytesPerSecond is { } b ? b * 8 / (mbps * 1e6) : null;
}
