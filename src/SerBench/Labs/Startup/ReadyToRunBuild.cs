using System.Diagnostics;
using System.Runtime.InteropServices;
using System.Security.Cryptography;

namespace SerBench.Labs.Startup;

/// <summary>
/// The ReadyToRun build of the serbench CLI for the startup lab: published once with
/// <c>dotnet publish -r RID -p:PublishReadyToRun=true</c> into a cache folder keyed by the sources, and
/// reused until a source file changes.
/// </summary>
internal sealed class ReadyToRunBuild(string project, string cacheRoot)
{
    public const string ProjectPath = "src/SerBench.Cli/SerBench.Cli.csproj";

    private const string Marker = "published.ok";
    private static readonly TimeSpan PublishTimeout = TimeSpan.FromMinutes(20);
    private static readonly string[] SourceExtensions = [".cs", ".csproj", ".props", ".proto", ".json", ".targets"];

    public string Project => project;

    /// <summary>The CLI project above <paramref name="startDirectories"/>, or null when none is a SerBench source tree.</summary>
    public static string? FindProject(IEnumerable<string> startDirectories) => FindProjectAt(ProjectPath, startDirectories);

    /// <summary>The project at <paramref name="projectPath"/> (relative to a SerBench source tree) above <paramref name="startDirectories"/>, or null.</summary>
    public static string? FindProjectAt(string projectPath, IEnumerable<string> startDirectories)
    {
        foreach (var start in startDirectories)
        {
            for (var directory = new DirectoryInfo(start); directory is not null; directory = directory.Parent)
            {
                var candidate = Path.Combine(directory.FullName, projectPath);
                if (File.Exists(candidate))
                {
                    return candidate;
                }
            }
        }

        return null;
    }

    /// <summary>$XDG_CACHE_HOME/serbench/r2r, else ~/.cache/serbench/r2r.</summary>
    public static string DefaultCacheRoot()
    {
        var xdg = Environment.GetEnvironmentVariable("XDG_CACHE_HOME");
        var root = string.IsNullOrEmpty(xdg) ? Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.UserProfile), ".cache") : xdg;
        return Path.Combine(root, "serbench", "r2r");
    }

    /// <summary>The published folder (publishing first when the cache lacks this source state), or the reason it could not be built.</summary>
    public (string? Folder, string Note) Ensure(TextWriter progress)
    {
        ArgumentNullException.ThrowIfNull(progress);
        var rid = RuntimeInformation.RuntimeIdentifier;
        var folder = Path.Combine(cacheRoot, $"{rid}-{SourceKey()}");
        var app = Path.Combine(folder, "app");
        if (File.Exists(Path.Combine(folder, Marker)))
        {
            return (app, $"ReadyToRun build reused from {app} (published earlier from the same sources)");
        }

        Directory.CreateDirectory(folder);
        var log = Path.Combine(folder, "publish.log");
        progress.WriteLine($"Publishing the ReadyToRun build once into {app} (dotnet publish -r {rid} -p:PublishReadyToRun=true); log: {log}");
        var info = new ProcessStartInfo(DotnetHost())
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        foreach (var argument in new[] { "publish", project, "-c", "Release", "-r", rid, "--self-contained", "false", "-p:PublishReadyToRun=true", "-o", app, "--nologo" })
        {
            info.ArgumentList.Add(argument);
        }

        using var process = Process.Start(info)!;
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        if (!process.WaitForExit(PublishTimeout))
        {
            process.Kill(entireProcessTree: true);
            process.WaitForExit();
            return (null, $"the ReadyToRun publish did not finish within {PublishTimeout.TotalMinutes:0} minutes and was stopped (log: {log})");
        }

        process.WaitForExit();
        File.WriteAllText(log, output.Result + error.Result);
        if (process.ExitCode != 0)
        {
            return (null, $"the ReadyToRun publish failed with exit code {process.ExitCode} (log: {log})");
        }

        File.WriteAllText(Path.Combine(folder, Marker), DateTime.UtcNow.ToString("O", CultureInfo.InvariantCulture));
        return (app, $"ReadyToRun build published into {app} (dotnet publish {ProjectPath} -c Release -r {rid} -p:PublishReadyToRun=true)");
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

    /// <summary>Hash of every source file's path, length and time under the project's tree: a change republishes.</summary>
    private string SourceKey()
    {
        var root = Path.GetFullPath(Path.Combine(Path.GetDirectoryName(project)!, "..", ".."));
        var text = new StringBuilder();
        var files = Directory.EnumerateFiles(Path.Combine(root, "src"), "*", SearchOption.AllDirectories)
            .Concat(Directory.EnumerateFiles(root, "*", SearchOption.TopDirectoryOnly))
            .Where(f => SourceExtensions.Contains(Path.GetExtension(f), StringComparer.OrdinalIgnoreCase))
            .Where(f => !f.Contains($"{Path.DirectorySeparatorChar}obj{Path.DirectorySeparatorChar}", StringComparison.Ordinal)
                && !f.Contains($"{Path.DirectorySeparatorChar}bin{Path.DirectorySeparatorChar}", StringComparison.Ordinal))
            .Order(StringComparer.Ordinal);
        foreach (var file in files)
        {
            var info = new FileInfo(file);
            text.Append(CultureInfo.InvariantCulture, $"{Path.GetRelativePath(root, file)}|{info.Length}|{info.LastWriteTimeUtc.Ticks}\n");
        }

        return Convert.ToHexStringLower(SHA256.HashData(Encoding.UTF8.GetBytes(text.ToString())))[..16];
    }

    private static string DotnetHost()
    {
        var processPath = Environment.ProcessPath;
        if (processPath is not null && Path.GetFileNameWithoutExtension(processPath).Equals("dotnet", StringComparison.OrdinalIgnoreCase))
        {
            return processPath;
        }

        var root = Environment.GetEnvironmentVariable("DOTNET_ROOT");
        var candidate = string.IsNullOrEmpty(root) ? null : Path.Combine(root, OperatingSystem.IsWindows() ? "dotnet.exe" : "dotnet");
        return candidate is not null && File.Exists(candidate) ? candidate : "dotnet";
    }
}
