using System.Text.RegularExpressions;

namespace SerBench.Labs.Http;

/// <summary>
/// Reads wrk's report (run with <c>--latency</c>): requests/s, transfer/s, the latency distribution, socket
/// errors and non-2xx responses. When the lab's done() script line is present it adds p95 and p99.9 and
/// replaces the rounded figures with wrk's exact counts.
/// </summary>
internal static partial class WrkOutputParser
{
    /// <summary>The prefix of the line the lab's Lua script prints (see <see cref="WrkScript"/>).</summary>
    public const string ScriptLinePrefix = "serbench-wrk ";

    /// <summary>The parsed result, or null with <paramref name="error"/> saying what was missing.</summary>
    public static WrkResult? Parse(string output, out string? error)
    {
        ArgumentNullException.ThrowIfNull(output);
        var rps = RequestsPerSecond().Match(output);
        var summary = Summary().Match(output);
        if (!rps.Success || !summary.Success)
        {
            error = "wrk's output has no 'Requests/sec' or 'N requests in T' line; it may have failed to start (see its output).";
            return null;
        }

        var latency = new HttpLatencyRecord
        {
            MeanMs = StatsMs(output, 0),
            StdevMs = StatsMs(output, 1),
            MaxMs = StatsMs(output, 2),
            P50Ms = PercentileMs(output, "50"),
            P75Ms = PercentileMs(output, "75"),
            P90Ms = PercentileMs(output, "90"),
            P99Ms = PercentileMs(output, "99"),
        };
        var socket = SocketErrorsLine().Match(output);
        var non2xx = Non2xxLine().Match(output);
        var transfer = TransferLine().Match(output);
        var result = new WrkResult
        {
            Requests = long.Parse(summary.Groups["n"].Value, CultureInfo.InvariantCulture),
            DurationSeconds = TimeMs(summary.Groups["t"].Value) / 1000,
            RequestsPerSecond = Number(rps.Groups["v"].Value),
            BytesRead = (long)Bytes(summary.Groups["b"].Value),
            TransferBytesPerSecond = transfer.Success ? Bytes(transfer.Groups["v"].Value) : 0,
            Latency = latency,
            Non2xx = non2xx.Success ? long.Parse(non2xx.Groups["n"].Value, CultureInfo.InvariantCulture) : 0,
            SocketErrors = socket.Success
                ? new HttpSocketErrors(Long(socket, "c"), Long(socket, "r"), Long(socket, "w"), Long(socket, "t"))
                : new HttpSocketErrors(0, 0, 0, 0),
        };
        error = null;
        return ApplyScriptLine(output, result);
    }

    private static WrkResult ApplyScriptLine(string output, WrkResult result)
    {
        var line = output.Split('\n').Select(l => l.Trim()).LastOrDefault(l => l.StartsWith(ScriptLinePrefix, StringComparison.Ordinal));
        if (line is null)
        {
            return result;
        }

        var values = line[ScriptLinePrefix.Length..]
            .Split(' ', StringSplitOptions.RemoveEmptyEntries)
            .Select(pair => pair.Split('=', 2))
            .Where(pair => pair.Length == 2 && double.TryParse(pair[1], NumberStyles.Float, CultureInfo.InvariantCulture, out _))
            .ToDictionary(pair => pair[0], pair => double.Parse(pair[1], NumberStyles.Float, CultureInfo.InvariantCulture), StringComparer.Ordinal);
        double? Get(string key) => values.TryGetValue(key, out var v) ? v : null;
        double? Ms(string key) => Get(key) is { } us ? us / 1000 : null;
        var duration = Get("duration_us") is { } d && d > 0 ? d / 1_000_000 : result.DurationSeconds;
        var requests = Get("requests") is { } r ? (long)r : result.Requests;
        var bytes = Get("bytes") is { } b ? (long)b : result.BytesRead;
        var l = result.Latency;
        return result with
        {
            Requests = requests,
            DurationSeconds = duration,
            RequestsPerSecond = duration > 0 ? requests / duration : result.RequestsPerSecond,
            BytesRead = bytes,
            TransferBytesPerSecond = duration > 0 ? bytes / duration : result.TransferBytesPerSecond,
            Non2xx = Get("status") is { } s ? (long)s : result.Non2xx,
            SocketErrors = new HttpSocketErrors(
                (long)(Get("connect") ?? result.SocketErrors.Connect),
                (long)(Get("read") ?? result.SocketErrors.Read),
                (long)(Get("write") ?? result.SocketErrors.Write),
                (long)(Get("timeout") ?? result.SocketErrors.Timeout)),
            Latency = l with
            {
                MeanMs = Ms("mean_us") ?? l.MeanMs,
                StdevMs = Ms("stdev_us") ?? l.StdevMs,
                MaxMs = Ms("max_us") ?? l.MaxMs,
                P50Ms = Ms("p50_us") ?? l.P50Ms,
                P75Ms = Ms("p75_us") ?? l.P75Ms,
                P90Ms = Ms("p90_us") ?? l.P90Ms,
                P95Ms = Ms("p95_us") ?? l.P95Ms,
                P99Ms = Ms("p99_us") ?? l.P99Ms,
                P999Ms = Ms("p999_us") ?? l.P999Ms,
            },
        };
    }

    private static double StatsMs(string output, int column)
    {
        var match = LatencyStats().Match(output);
        return match.Success ? TimeMs(match.Groups[column + 1].Value) : 0;
    }

    private static double PercentileMs(string output, string percent)
    {
        var match = Regex.Match(output, $@"^\s*{percent}%\s+(\S+)\s*$", RegexOptions.Multiline | RegexOptions.CultureInvariant, TimeSpan.FromSeconds(1));
        return match.Success ? TimeMs(match.Groups[1].Value) : 0;
    }

    /// <summary>wrk's times: "519.26us", "6.32ms", "1.02s", "2.00m", "1.00h".</summary>
    internal static double TimeMs(string text)
    {
        var match = UnitValue().Match(text);
        if (!match.Success)
        {
            return 0;
        }

        var value = Number(match.Groups["v"].Value);
        return match.Groups["u"].Value switch
        {
            "us" => value / 1000,
            "ms" => value,
            "s" => value * 1000,
            "m" => value * 60_000,
            "h" => value * 3_600_000,
            _ => value,
        };
    }

    /// <summary>wrk's byte counts, in binary units: "210.97KB", "1.20MB", "512.00B".</summary>
    internal static double Bytes(string text)
    {
        var match = UnitValue().Match(text);
        if (!match.Success)
        {
            return 0;
        }

        var value = Number(match.Groups["v"].Value);
        return match.Groups["u"].Value.ToUpperInvariant() switch
        {
            "KB" => value * 1024,
            "MB" => value * 1024 * 1024,
            "GB" => value * 1024 * 1024 * 1024,
            "TB" => value * 1024 * 1024 * 1024 * 1024,
            _ => value,
        };
    }

    /// <summary>A plain or SI-suffixed number ("1118.16", "1.14k").</summary>
    private static double Number(string text)
    {
        var scale = 1.0;
        if (text.EndsWith('k'))
        {
            scale = 1_000;
        }
        else if (text.EndsWith('M'))
        {
            scale = 1_000_000;
        }

        var digits = scale == 1 ? text : text[..^1];
        return double.Parse(digits, NumberStyles.Float, CultureInfo.InvariantCulture) * scale;
    }

    private static long Long(Match match, string group) => long.Parse(match.Groups[group].Value, CultureInfo.InvariantCulture);

    [GeneratedRegex(@"^Requests/sec:\s+(?<v>[0-9.]+[kM]?)\s*$", RegexOptions.Multiline | RegexOptions.CultureInvariant)]
    private static partial Regex RequestsPerSecond();

    [GeneratedRegex(@"^\s*(?<n>\d+) requests in (?<t>[0-9.]+[a-z]+), (?<b>[0-9.]+[KMGT]?B) read\s*$", RegexOptions.Multiline | RegexOptions.CultureInvariant)]
    private static partial Regex Summary();

    [GeneratedRegex(@"^Transfer/sec:\s+(?<v>[0-9.]+[KMGT]?B)\s*$", RegexOptions.Multiline | RegexOptions.CultureInvariant)]
    private static partial Regex TransferLine();

    [GeneratedRegex(@"^\s*Latency\s+(\S+)\s+(\S+)\s+(\S+)\s+\S+%\s*$", RegexOptions.Multiline | RegexOptions.CultureInvariant)]
    private static partial Regex LatencyStats();

    [GeneratedRegex(@"Socket errors: connect (?<c>\d+), read (?<r>\d+), write (?<w>\d+), timeout (?<t>\d+)", RegexOptions.CultureInvariant)]
    private static partial Regex SocketErrorsLine();

    [GeneratedRegex(@"Non-2xx or 3xx responses: (?<n>\d+)", RegexOptions.CultureInvariant)]
    private static partial Regex Non2xxLine();

    [GeneratedRegex(@"^(?<v>[0-9.]+)(?<u>[a-zA-Z]*)$", RegexOptions.CultureInvariant)]
    private static partial Regex UnitValue();
}
