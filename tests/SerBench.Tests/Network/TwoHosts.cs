using System.Diagnostics;
using System.Globalization;
using System.Text;
using SerBench.Hosting;

namespace SerBench.Tests.Network;

/// <summary>
/// Two network namespaces joined by a veth pair with private addresses of their own (10.213.N.1 and .2/30, N
/// chosen unused), so a lab's client and server talk across a real network boundary. Optional tbf rate limit;
/// netem delay where the kernel has it. Dispose kills what was started in them and deletes both namespaces,
/// which removes the veth pair too.
/// </summary>
internal sealed class TwoHosts : IDisposable
{
    private readonly List<Process> _processes = [];
    private readonly string _name;

    private TwoHosts(string name, int subnet)
    {
        _name = name;
        ServerAddress = $"10.213.{subnet}.1";
        ClientAddress = $"10.213.{subnet}.2";
    }

    public string ServerNamespace => _name + "s";

    public string ClientNamespace => _name + "c";

    public string ServerAddress { get; }

    public string ClientAddress { get; }

    /// <summary>Why netem delay was not applied, or null when it was.</summary>
    public string? NoDelayReason { get; private set; }

    public static string? Tool(string name) =>
        new[] { "/usr/sbin", "/sbin", "/usr/bin", "/bin" }.Select(d => Path.Combine(d, name)).FirstOrDefault(File.Exists);

    /// <summary>Null when this machine lets the tests create a namespace and a veth pair; otherwise why not (a container without CAP_NET_ADMIN, say).</summary>
    public static string? CannotCreate()
    {
        var probe = "sbxprobe" + Environment.ProcessId.ToString(CultureInfo.InvariantCulture);
        try
        {
            var ns = Run("ip", "netns", "add", probe);
            if (ns.Exit != 0)
            {
                return $"ip netns add failed: {ns.Error.Trim()}";
            }

            var veth = Run("ip", "link", "add", probe + "a", "type", "veth", "peer", "name", probe + "b");
            return veth.Exit == 0 ? null : $"ip link add … type veth failed: {veth.Error.Trim()}";
        }
        finally
        {
            Run("ip", "link", "del", probe + "a");
            Run("ip", "netns", "del", probe);
        }
    }

    public static TwoHosts Create(int? rateMbit, double delayMs)
    {
        var used = Run("ip", "-4", "addr").Output;
        var subnet = Enumerable.Range(0, 256).Select(_ => Random.Shared.Next(1, 255)).First(n => !used.Contains($"10.213.{n}.", StringComparison.Ordinal));
        var hosts = new TwoHosts("sbx" + Random.Shared.Next(100_000, 999_999).ToString(CultureInfo.InvariantCulture), subnet);
        try
        {
            hosts.Setup(rateMbit, delayMs);
            return hosts;
        }
        catch
        {
            hosts.Dispose();
            throw;
        }
    }

    /// <summary>Starts `serbench ARGS` in the server namespace; killed on dispose.</summary>
    public Process StartServer(params string[] args)
    {
        var info = InNamespace(ServerNamespace, args);
        info.RedirectStandardOutput = true;
        var process = Process.Start(info) ?? throw new InvalidOperationException("the server did not start");
        _processes.Add(process);
        return process;
    }

    /// <summary>Runs `serbench ARGS` in the client namespace to the end (or the time limit).</summary>
    public (int Exit, string Output, string Error) RunClient(TimeSpan limit, params string[] args)
    {
        var info = InNamespace(ClientNamespace, args);
        using var process = Process.Start(info) ?? throw new InvalidOperationException("the client did not start");
        _processes.Add(process);
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        if (!process.WaitForExit(limit))
        {
            process.Kill(entireProcessTree: true);
            throw new TimeoutException($"serbench {string.Join(' ', args)} did not finish within {limit.TotalSeconds} s:\n{output.Result}\n{error.Result}");
        }

        return (process.ExitCode, output.Result, error.Result);
    }

    public void Dispose()
    {
        foreach (var process in _processes)
        {
            try
            {
                if (!process.HasExited)
                {
                    process.Kill(entireProcessTree: true);
                    process.WaitForExit(10_000);
                }
            }
            catch (InvalidOperationException)
            {
                // Never started or already reaped.
            }
        }

        Run("ip", "netns", "del", ServerNamespace);
        Run("ip", "netns", "del", ClientNamespace);
    }

    private void Setup(int? rateMbit, double delayMs)
    {
        var (server, client) = (ServerNamespace, ClientNamespace);
        var (serverLink, clientLink) = (_name + "a", _name + "b");
        Must("ip", "netns", "add", server);
        Must("ip", "netns", "add", client);
        Must("ip", "link", "add", serverLink, "type", "veth", "peer", "name", clientLink);
        Must("ip", "link", "set", serverLink, "netns", server);
        Must("ip", "link", "set", clientLink, "netns", client);
        foreach (var (ns, link, address) in new[] { (server, serverLink, ServerAddress), (client, clientLink, ClientAddress) })
        {
            Must("ip", "-n", ns, "addr", "add", address + "/30", "dev", link);
            Must("ip", "-n", ns, "link", "set", link, "up");
            Must("ip", "-n", ns, "link", "set", "lo", "up");
            if (rateMbit is { } rate)
            {
                Must("ip", "netns", "exec", ns, "tc", "qdisc", "add", "dev", link, "root", "tbf",
                    "rate", rate.ToString(CultureInfo.InvariantCulture) + "mbit", "burst", "32kbit", "latency", "400ms");
            }
        }

        if (delayMs > 0)
        {
            // netem needs sch_netem, which not every kernel has; without it the test runs with the veth's own latency.
            var probe = Run("ip", "netns", "exec", client, "tc", "qdisc", "add", "dev", "lo", "root", "netem", "delay", "1ms");
            NoDelayReason = probe.Exit == 0 ? null : $"netem is not available in this kernel ({probe.Error.Trim()}): no delay added";
            if (probe.Exit == 0)
            {
                Run("ip", "netns", "exec", client, "tc", "qdisc", "del", "dev", "lo", "root");
                Run("ip", "netns", "exec", client, "tc", "qdisc", "del", "dev", clientLink, "root");
                var delay = delayMs.ToString(CultureInfo.InvariantCulture) + "ms";
                Must("ip", "netns", "exec", client, "tc", "qdisc", "add", "dev", clientLink, "root", "handle", "1:", "netem", "delay", delay);
                if (rateMbit is { } rate)
                {
                    Must("ip", "netns", "exec", client, "tc", "qdisc", "add", "dev", clientLink, "parent", "1:1", "handle", "10:", "tbf",
                        "rate", rate.ToString(CultureInfo.InvariantCulture) + "mbit", "burst", "32kbit", "latency", "400ms");
                }
            }
        }
    }

    private static ProcessStartInfo InNamespace(string ns, string[] args)
    {
        var serbench = SelfProcess.StartInfo(args);
        var info = new ProcessStartInfo(Tool("ip")!)
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        foreach (var argument in new[] { "netns", "exec", ns, serbench.FileName }.Concat(serbench.ArgumentList))
        {
            info.ArgumentList.Add(argument);
        }

        return info;
    }

    private static void Must(params string[] command)
    {
        var (exit, _, error) = Run(command);
        if (exit != 0)
        {
            throw new InvalidOperationException($"{string.Join(' ', command)} failed ({exit}): {error}");
        }
    }

    private static (int Exit, string Output, string Error) Run(params string[] command)
    {
        var info = new ProcessStartInfo(Tool(command[0]) ?? command[0])
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            StandardOutputEncoding = Encoding.UTF8,
        };
        foreach (var argument in command.Skip(1))
        {
            info.ArgumentList.Add(argument);
        }

        using var process = Process.Start(info)!;
        var output = process.StandardOutput.ReadToEnd();
        var error = process.StandardError.ReadToEnd();
        process.WaitForExit(30_000);
        return (process.ExitCode, output, error);
    }
}
