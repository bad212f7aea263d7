using System.Net;

namespace SerBench.Labs.Echo;

/// <summary>Checks shared by `echo` and `echo-server`; each failure says what was wrong and what is accepted.</summary>
internal static class EchoArguments
{
    public const int MinFrameBytes = 256;
    public const int MaxFrameBytes = 16 * 1024 * 1024;

    public static IPAddress? Address(string host, List<string> errors)
    {
        if (IPAddress.TryParse(host, out var address))
        {
            return address;
        }

        if (string.Equals(host, "localhost", StringComparison.OrdinalIgnoreCase))
        {
            return IPAddress.Loopback;
        }

        try
        {
            var found = Dns.GetHostAddresses(host);
            var ipv4 = found.FirstOrDefault(a => a.AddressFamily == System.Net.Sockets.AddressFamily.InterNetwork);
            if ((ipv4 ?? found.FirstOrDefault()) is { } resolved)
            {
                return resolved;
            }
        }
        catch (System.Net.Sockets.SocketException)
        {
            // Reported below with what is accepted.
        }

        errors.Add($"--host '{host}' is neither an IP address nor a name this machine can resolve; give e.g. 127.0.0.1 or a host name.");
        return null;
    }

    public static void Range(long value, string option, long min, long max, string unit, List<string> errors)
    {
        if (value < min || value > max)
        {
            errors.Add(string.Create(CultureInfo.InvariantCulture, $"{option} {value:N0} is out of range; give {min:N0} to {max:N0} ({unit})."));
        }
    }
}
