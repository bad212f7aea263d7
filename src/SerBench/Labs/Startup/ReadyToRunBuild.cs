using System.Diagnostics;
using System.Runtime.InteropServices;
using SerBench.Hosting.Builds;

namespace SerBench.Labs.Startup;

/// <summary>
/// The ReadyToRun build of the serbench CLI for the startup lab: published once with
/// <c>dotnet publish -r RID -p:PublishReadyToRun=true</c> into a cache folder keyed by the sources
/// (<see cref="CachedPublish"/>), and reused until a source file changes.
/// </summary>
internal sealed class ReadyToRunBuild(string project, string cacheRoot, IPublishRunner? runner = null)
{
    public const string ProjectPath = "src/SerBench.Cli/SerBench.Cli.csproj";

    public string Project => project;

    /// <summary>The CLI project above <paramref name="startDirectories"/>, or null when none is a SerBench source tree.</summary>
    public static string? FindProject(IEnumerable<string> startDirectories) => SourceTree.Find(startDirectories, ProjectPath);

    /// <summary>$XDG_CACHE_HOME/serbench/r2r, else ~/.cache/serbench/r2r.</summary>
    public static string DefaultCacheRoot() => CachedPublish.DefaultCacheRoot("r2r");

    /// <summary>The publish this build is: framework-dependent, ReadyToRun, for this machine's runtime identifier.</summary>
    public PublishRequest Request() => new(
        project,
        "ReadyToRun",
        RuntimeInformation.RuntimeIdentifier,
        SelfContained: false,
        new Dictionary<string, string>(StringComparer.Ordinal) { ["PublishReadyToRun"] = "true" });

    /// <summary>The published folder (publishing first when the cache lacks this source state), or the reason it could not be built.</summary>
    public (string? Folder, string Note) Ensure(TextWriter progress)
    {
        ArgumentNullException.ThrowIfNull(progress);
        var root = Path.GetFullPath(Path.Combine(Path.GetDirectoryName(project)!, "..", ".."));
        var result = new CachedPublish(cacheRoot, root, runner ?? new DotnetPublishRunner()) { Timeout = TimeSpan.FromMinutes(20) }
            .Ensure(Request(), progress);
        return (result.Folder, result.Note);
    }

    /// <summary>A start description for the published CLI, hosted the way the JIT children are (app host or dotnet).</summary>
    public static ProcessStartInfo StartInfo(string folder, ProcessStartInfo like, IEnumerable<string> arguments)
    {
        ArgumentNullException.ThrowIfNull(like);
        var dll = Path.Combine(folder, "SerBench.Cli.dll");
        var apphost = Path.Combine(folder, OperatingSystem.IsWindows() ? "SerBench.Cli.exe" : "SerBench.Cli");
        var viaDotnet = Path.GetFileNameWithoutExtension(like.FileName).Equals("dotnet", StringComparison.OrdinalIgnoreCase) || !File.Exists(apphost);
        var info = new ProcessStartInfo(viaDotnet ? like.FileName : apphost)
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        if (viaDotnet)
        {
            info.ArgumentList.Add(dll);
        }

        foreach (var argument in arguments)
        {
            info.ArgumentList.Add(argument);
        }

        return info;
    }
}
