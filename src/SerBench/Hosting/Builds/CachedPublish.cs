using System.Diagnostics;

namespace SerBench.Hosting.Builds;

/// <summary>
/// A <c>dotnet publish</c> done once per (label, command line, source state) into
/// <c>CACHE/LABEL-HASH/app</c> and reused until a source file under the tree changes. The first use says it is
/// building and, at the end, how long it took; a failed build gives its reason and the log's path, and is tried again next time.
/// </summary>
public sealed class CachedPublish(string cacheRoot, string sourceRoot, IPublishRunner runner)
{
    private const string Marker = "published.ok";
    private const string LogName = "publish.log";

    /// <summary>Longest a publish may run before it is stopped (NativeAOT of every row takes minutes on 2 cores).</summary>
    public TimeSpan Timeout { get; init; } = TimeSpan.FromMinutes(30);

    /// <summary>$XDG_CACHE_HOME/serbench/<paramref name="kind"/>, else ~/.cache/serbench/<paramref name="kind"/>.</summary>
    public static string DefaultCacheRoot(string kind)
    {
        var xdg = Environment.GetEnvironmentVariable("XDG_CACHE_HOME");
        var root = string.IsNullOrEmpty(xdg) ? Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.UserProfile), ".cache") : xdg;
        return Path.Combine(root, "serbench", kind);
    }

    /// <summary>The cache folder of <paramref name="request"/> at the current source state (the app is in its "app" subfolder).</summary>
    public string FolderOf(PublishRequest request)
    {
        ArgumentNullException.ThrowIfNull(request);
        // The command line is part of the key, so two requests under one label never share a folder.
        var key = SourceTree.Hash(SourceTree.Key(sourceRoot) + "\n" + string.Join('\n', request.Arguments("app")));
        return Path.Combine(cacheRoot, $"{request.Label}-{request.Rid}-{key}");
    }

    /// <summary>The published folder (publishing first when the cache lacks this source state), or the reason it could not be built.</summary>
    public PublishResult Ensure(PublishRequest request, TextWriter progress)
    {
        ArgumentNullException.ThrowIfNull(request);
        ArgumentNullException.ThrowIfNull(progress);
        var folder = FolderOf(request);
        var app = Path.Combine(folder, "app");
        var log = Path.Combine(folder, LogName);
        if (File.Exists(Path.Combine(folder, Marker)))
        {
            return new PublishResult(app, Reused: true, Took: null, log, $"{request.Label} build reused from {app} (published earlier from the same sources)");
        }

        Directory.CreateDirectory(folder);
        progress.WriteLine($"Building the {request.Label} build once into {app} ({request.Describe()}); log: {log}");
        var clock = Stopwatch.StartNew();
        var run = runner.Run(request.Arguments(app), Timeout);
        clock.Stop();
        File.WriteAllText(log, run.Output);
        var took = clock.Elapsed;
        progress.WriteLine($"The {request.Label} build {(run.ExitCode == 0 && !run.TimedOut ? "finished" : "stopped")} after {Seconds(took)}.");
        if (run.TimedOut)
        {
            return new PublishResult(null, false, took, log, $"the {request.Label} publish did not finish within {Timeout.TotalMinutes:0} minutes and was stopped (log: {log})");
        }

        if (run.ExitCode != 0)
        {
            return new PublishResult(null, false, took, log, $"the {request.Label} publish failed with exit code {run.ExitCode}{FirstError(run.Output)} (log: {log})");
        }

        File.WriteAllText(Path.Combine(folder, Marker), DateTime.UtcNow.ToString("O", CultureInfo.InvariantCulture));
        return new PublishResult(app, false, took, log, $"{request.Label} build published into {app} in {Seconds(took)} ({request.Describe()})");
    }

    private static string Seconds(TimeSpan took) => $"{took.TotalSeconds.ToString("0", CultureInfo.InvariantCulture)} s";

    /// <summary>The first "error" line of an MSBuild log, so the note says why without opening the log.</summary>
    private static string FirstError(string output)
    {
        var line = output.Split('\n').Select(l => l.Trim()).FirstOrDefault(l => l.Contains(": error ", StringComparison.Ordinal));
        return line is null ? string.Empty : $": {line}";
    }
}
