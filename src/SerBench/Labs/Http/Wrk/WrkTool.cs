using System.Diagnostics;

namespace SerBench.Labs.Http;

/// <summary>Finds and runs wrk, the HTTP load generator the lab drives the server with.</summary>
internal sealed class WrkTool(string path)
{
    /// <summary>An explicit wrk executable, for machines where it is not on PATH.</summary>
    public const string PathVariable = "SERBENCH_WRK";

    public const string InstallHint =
        "wrk (the HTTP load generator the lab drives the server with) was not found. Install it — Debian/Ubuntu: " +
        "'sudo apt-get install -y wrk'; Fedora: 'sudo dnf install wrk'; macOS: 'brew install wrk'; or build it from " +
        "https://github.com/wg/wrk — or point " + PathVariable + " at a wrk executable, then run 'serbench http' again.";

    public string FilePath => path;

    /// <summary>wrk from <see cref="PathVariable"/>, else the first on PATH; null when there is none.</summary>
    public static WrkTool? Find()
    {
        var explicitPath = Environment.GetEnvironmentVariable(PathVariable);
        if (!string.IsNullOrWhiteSpace(explicitPath))
        {
            return File.Exists(explicitPath) ? new WrkTool(explicitPath) : null;
        }

        var directories = (Environment.GetEnvironmentVariable("PATH") ?? string.Empty).Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries);
        var name = OperatingSystem.IsWindows() ? "wrk.exe" : "wrk";
        return directories.Select(d => Path.Combine(d, name)).Where(File.Exists).Select(p => new WrkTool(p)).FirstOrDefault();
    }

    /// <summary>The first line of <c>wrk -v</c>, e.g. "wrk 4.1.0 [epoll]".</summary>
    public async Task<string?> VersionAsync(CancellationToken cancellationToken)
    {
        var (_, output) = await RunAsync(["-v"], cancellationToken).ConfigureAwait(false);
        var first = output.Split('\n', StringSplitOptions.RemoveEmptyEntries).FirstOrDefault()?.Trim();
        var copyright = first?.IndexOf(" Copyright", StringComparison.Ordinal) ?? -1;
        return copyright > 0 ? first![..copyright] : first;
    }

    /// <summary>Runs one load window against <paramref name="url"/>; returns wrk's exit code and its whole output.</summary>
    public Task<(int ExitCode, string Output)> LoadAsync(Uri url, int threads, int connections, int seconds, string scriptPath, CancellationToken cancellationToken, params string[] scriptArguments)
    {
        ArgumentNullException.ThrowIfNull(url);
        var timeout = Math.Max(10, seconds);
        string[] after = scriptArguments.Length == 0 ? [] : ["--", .. scriptArguments];
        return RunAsync(
            [
                "-t", threads.ToString(CultureInfo.InvariantCulture),
                "-c", connections.ToString(CultureInfo.InvariantCulture),
                "-d", $"{seconds.ToString(CultureInfo.InvariantCulture)}s",
                "--timeout", $"{timeout.ToString(CultureInfo.InvariantCulture)}s",
                "--latency",
                "-s", scriptPath,
                url.AbsoluteUri,
                .. after,
            ],
            cancellationToken);
    }

    private async Task<(int ExitCode, string Output)> RunAsync(IReadOnlyList<string> arguments, CancellationToken cancellationToken)
    {
        var info = new ProcessStartInfo(path)
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        foreach (var argument in arguments)
        {
            info.ArgumentList.Add(argument);
        }

        using var process = Process.Start(info) ?? throw new InvalidOperationException($"Could not start {path}.");
        var stdout = process.StandardOutput.ReadToEndAsync(CancellationToken.None);
        var stderr = process.StandardError.ReadToEndAsync(CancellationToken.None);
        try
        {
            await process.WaitForExitAsync(cancellationToken).ConfigureAwait(false);
        }
        catch (OperationCanceledException)
        {
            process.Kill(entireProcessTree: true);
            throw;
        }

        return (process.ExitCode, (await stdout.ConfigureAwait(false)) + (await stderr.ConfigureAwait(false)));
    }
}
