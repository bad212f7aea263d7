using System.Diagnostics;
using System.Text.Json;

namespace SerBench.Tests.Reports.Browser;

/// <summary>Finds Chromium, and the WebSocket of its first page once it has written DevToolsActivePort into its profile.</summary>
internal static class DevToolsEndpoint
{
    public static string? FindChromium()
    {
        string[] names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];
        var path = Environment.GetEnvironmentVariable("PATH") ?? string.Empty;
        foreach (var directory in path.Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries).Append("/usr/bin"))
        {
            foreach (var name in names)
            {
                var candidate = Path.Combine(directory, name);
                if (File.Exists(candidate))
                {
                    return candidate;
                }
            }
        }

        return null;
    }

    public static async Task<Uri> PageSocketAsync(Process process, string profile, TimeSpan timeout)
    {
        var portFile = Path.Combine(profile, "DevToolsActivePort");
        var clock = Stopwatch.StartNew();
        string? port = null;
        while (port is null)
        {
            if (process.HasExited)
            {
                throw new InvalidOperationException($"Chromium exited with code {process.ExitCode} before opening its debugging port.");
            }

            if (clock.Elapsed > timeout)
            {
                throw new TimeoutException($"Chromium did not write {portFile} within {timeout.TotalSeconds} s.");
            }

            if (File.Exists(portFile) && (await File.ReadAllLinesAsync(portFile)).FirstOrDefault() is { Length: > 0 } line)
            {
                port = line.Trim();
            }
            else
            {
                await Task.Delay(100);
            }
        }

        using var http = new HttpClient { Timeout = TimeSpan.FromSeconds(10) };
        string? pageSocket = null;
        while (pageSocket is null)
        {
            using var targets = JsonDocument.Parse(await http.GetStringAsync(new Uri($"http://127.0.0.1:{port}/json/list")));
            pageSocket = targets.RootElement.EnumerateArray()
                .Where(t => t.GetProperty("type").GetString() == "page")
                .Select(t => t.GetProperty("webSocketDebuggerUrl").GetString())
                .FirstOrDefault();
            if (pageSocket is null)
            {
                if (clock.Elapsed > timeout)
                {
                    throw new TimeoutException("Chromium opened no page target.");
                }

                await Task.Delay(100);
            }
        }

        return new Uri(pageSocket);
    }
}
