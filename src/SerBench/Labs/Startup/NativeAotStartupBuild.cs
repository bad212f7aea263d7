using System.Diagnostics;
using SerBench.Hosting.Builds;
using SerBench.Labs.Aot;

namespace SerBench.Labs.Startup;

/// <summary>
/// The NativeAOT probes of `serbench startup --aot`: the AOT probe (src/SerBench.AotProbe) published once per row with
/// that row alone, so each binary's size is the row's own, plus once with no row (the baseline the sizes are set
/// against). Each goes through <see cref="CachedPublish"/> under its own label, keyed by the sources, and is reused until
/// a source file changes; the first use says it is building and how long it took.
/// </summary>
internal sealed class NativeAotStartupBuild(string project, CachedPublish publish, string rowsFolder)
{
    /// <summary>The cache label of a row's probe, or of the probe with no row.</summary>
    public static string Label(string? row) => row is null ? "startup-nativeaot-empty" : $"startup-nativeaot-{row}";

    /// <summary>The row's probe (or, for null, the empty one): its record and the binary to start, null when the publish failed.</summary>
    public (NativeAotBuildRecord Record, string? Binary) Ensure(ISerializerAdapter? row, TextWriter progress)
    {
        ArgumentNullException.ThrowIfNull(progress);
        var request = new AotProbeBuild(project, publish, rowsFolder).Request(row is null ? [] : [row], Label(row?.Info.Id));
        var result = publish.Ensure(request, progress);
        var record = new NativeAotBuildRecord
        {
            Serializer = row?.Info.Id,
            Succeeded = result.Succeeded,
            Reused = result.Reused,
            BuildSeconds = result.Took is { } took ? Math.Round(took.TotalSeconds, 1) : null,
            Note = result.Note,
        };
        if (!result.Succeeded)
        {
            return (record, null);
        }

        var binary = AotProbeBuild.BinaryPath(result.Folder!);
        return File.Exists(binary)
            ? (record with { BinaryBytes = new FileInfo(binary).Length }, binary)
            : (record with { Succeeded = false, Note = $"the publish wrote no {Path.GetFileName(binary)} into {result.Folder} (log: {result.LogPath})" }, null);
    }

    /// <summary>A start description for a row's native probe, with the probe's arguments as the CLI's probe takes them.</summary>
    public static ProcessStartInfo StartInfo(string binary, IEnumerable<string> arguments)
    {
        ArgumentNullException.ThrowIfNull(arguments);
        var info = new ProcessStartInfo(binary) { UseShellExecute = false, RedirectStandardOutput = true, RedirectStandardError = true };
        foreach (var argument in arguments)
        {
            info.ArgumentList.Add(argument);
        }

        return info;
    }
}
