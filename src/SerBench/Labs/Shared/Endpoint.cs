using System.Net;

namespace SerBench.Labs.Shared;

/// <summary>--host and --port as every server verb reads them (DESIGN.md: the same meaning in every verb).</summary>
internal static class Endpoint
{
    public const string DefaultHost = "127.0.0.1";

    /// <summary>An IP address, or "localhost" (the IPv4 loopback); null with a message otherwise.</summary>
    public static IPAddress? ParseHost(string? value, List<string> errors)
    {
        var text = value?.Trim() ?? DefaultHost;
        if (string.Equals(text, "localhost", StringComparison.OrdinalIgnoreCase))
        {
            return IPAddress.Loopback;
        }

        if (IPAddress.TryParse(text, out var address))
        {
            return address;
        }

        errors.Add($"--host '{value}' is not an IP address. Give an address to bind, e.g. --host 127.0.0.1 (the default), --host 0.0.0.0 (every interface) or --host localhost.");
        return null;
    }

    /// <summary>A port from 0 (any free port) to 65535.</summary>
    public static int? ParsePort(string? value, int defaultPort, List<string> errors)
    {
        if (value is null)
        {
            return defaultPort;
        }

        if (int.TryParse(value.Trim(), NumberStyles.None, CultureInfo.InvariantCulture, out var port) && port <= IPEndPoint.MaxPort)
        {
            return port;
        }

        errors.Add($"--port '{value}' is not a port. Give a whole number from 0 to 65535; 0 picks a free port.");
        return null;
    }

    /// <summary>The address in a URL: IPv6 in brackets, any-address replaced by the loopback a client can reach.</summary>
    public static string UrlHost(IPAddress address) =>
        address.Equals(IPAddress.Any) ? "127.0.0.1"
        : address.Equals(IPAddress.IPv6Any) ? "[::1]"
        : address.AddressFamily == System.Net.Sockets.AddressFamily.InterNetworkV6 ? $"[{address}]"
        : address.ToString();
}
