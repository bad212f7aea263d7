using System.Text.RegularExpressions;
using SerBench.RunFiles;
using Xunit.Abstractions;

namespace SerBench.Tests.Network;

/// <summary>
/// The echo lab across a real network boundary: `serbench echo-server` in one namespace, `serbench echo --host`
/// in another, joined by a veth pair limited to 5 Mbit/s each way with tbf (and delayed with netem where the
/// kernel has it). Every reply is checked, the server's counters come back over the control channel, the report
/// names both ends with the measured round trip, and the link shows as the bottleneck.
/// </summary>
public sealed partial class TwoHostEchoTests(ITestOutputHelper log) : IDisposable
{
    private const int RateMbit = 5;
    private readonly string _folder = Directory.CreateTempSubdirectory("serbench-twohosts-").FullName;

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    [NamespacesFact]
    public void Echo_across_two_namespaces_checks_every_reply_names_both_hosts_and_finds_the_link_the_bottleneck()
    {
        using var hosts = TwoHosts.Create(RateMbit, delayMs: 2);
        if (hosts.NoDelayReason is { } why)
        {
            log.WriteLine(why);
        }

        var server = hosts.StartServer("echo-server", "--host", hosts.ServerAddress, "--port", "0", "--duration", "180");
        var port = Port(server.StandardOutput.ReadLine() ?? string.Empty);
        var output = Path.Combine(_folder, "echo");
        var (exit, stdout, stderr) = hosts.RunClient(
            TimeSpan.FromMinutes(3),
            "echo", "--host", hosts.ServerAddress, "--port", port, "--serializers", "raw,stj", "--payloads", "envelope",
            "--clients", "2", "--in-flight", "64", "--duration", "2", "--warmup", "0.5", "--link-mbps", RateMbit.ToString(System.Globalization.CultureInfo.InvariantCulture),
            "--out", output);
        log.WriteLine(stdout);

        Assert.True(exit == 0, $"exit {exit}: {stderr}\n{stdout}");
        var echo = Assert.IsType<EchoSection>(RunFileStore.Read(output).Echo);
        Assert.Equal(2, echo.Rows.Count);
        Assert.All(echo.Rows, row =>
        {
            Assert.Equal(CellStatus.Ok, row.Status);
            Assert.Equal((0L, 0L, 0L, 0L, 0L), (row.Errors!.Sequence, row.Errors.Content, row.Errors.Payload, row.Errors.Connection, row.Errors.Lost));
            Assert.True(row.Messages > 0);
            Assert.True(row.Server!.Messages > 0, "the server's counters did not come back over the control channel");
            Assert.True(row.BytesPerSecond * 8 <= RateMbit * 1e6 * 1.05, $"{row.Serializer}: {row.BytesPerSecond * 8 / 1e6:0.0} Mbit/s of messages through a {RateMbit} Mbit/s link");
        });

        var network = Assert.IsType<NetworkPathRecord>(echo.Network);
        Assert.Equal(hosts.ClientAddress, network.ClientAddress);
        Assert.Equal($"{hosts.ServerAddress}:{port}", network.ServerAddress);
        Assert.True(network.RttMedianMicroseconds > 0);
        var md = File.ReadAllText(Path.Combine(output, "report.md"));
        Assert.Contains($"Network: client {network.ClientHost} ({hosts.ClientAddress}) → server {hosts.ServerAddress}:{port}; round trip (TCP connect) median", md);
        Assert.Contains("The link was the bottleneck", md);
        Assert.Contains("raw × envelope", md[md.IndexOf("The link was the bottleneck", StringComparison.Ordinal)..]);
    }

    private static string Port(string firstLine)
    {
        var match = ListeningOn().Match(firstLine);
        Assert.True(match.Success, $"the echo server's first line does not say where it listens: {firstLine}");
        return match.Groups[1].Value;
    }

    [GeneratedRegex(@"listening on [\d.]+:(\d+)")]
    private static partial Regex ListeningOn();
}
