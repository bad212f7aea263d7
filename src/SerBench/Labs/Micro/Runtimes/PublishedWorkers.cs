using System.Runtime.InteropServices;
using SerBench.Hosting.Builds;

namespace SerBench.Labs.Micro.Runtimes;

/// <summary>
/// Each runtime's worker (src/SerBench.Worker) published once per source state through <see cref="CachedPublish"/>:
/// self-contained for a framework with its runtime pack from the package source, or NativeAOT; reused until a source
/// file changes (docs/runtimes.md).
/// </summary>
/// <param name="project">The worker project, or null when this program runs outside a SerBench source tree.</param>
/// <param name="cacheRoot">Where the publishes are kept.</param>
/// <param name="runner">Runs dotnet publish (a fake in tests).</param>
internal sealed class PublishedWorkers(string? project, string cacheRoot, IPublishRunner runner) : IWorkerBuilds
{
    public const string ProjectPath = "src/SerBench.Worker/SerBench.Worker.csproj";

    /// <summary>The program's name in the published folder.</summary>
    public static string ProgramName => OperatingSystem.IsWindows() ? "SerBench.Worker.exe" : "SerBench.Worker";

    /// <summary>The worker project of the SerBench source tree above this program or the working folder, cached in $XDG_CACHE_HOME/serbench/runtimes.</summary>
    public static PublishedWorkers ForThisMachine() => new(
        SourceTree.Find([AppContext.BaseDirectory, Directory.GetCurrentDirectory()], ProjectPath),
        CachedPublish.DefaultCacheRoot("runtimes"),
        new DotnetPublishRunner());

    /// <summary>The publish of <paramref name="runtime"/>'s worker: its framework in build folders of its own, self-contained, NativeAOT when asked.</summary>
    public static PublishRequest Request(string project, MeasuringRuntime runtime)
    {
        ArgumentNullException.ThrowIfNull(runtime);
        var properties = new Dictionary<string, string>(StringComparer.Ordinal) { ["SerBenchWorkerFramework"] = runtime.Framework };
        if (runtime.IsAot)
        {
            properties["SerBenchWorkerFlavor"] = "-aot";
            properties["PublishAot"] = "true";

            // The trim analyzers then run on every referenced project; their warnings must not stop the worker's build.
            properties["TreatWarningsAsErrors"] = "false";

            // No DWARF (and no SerBench.Worker.dbg beside the program): valgrind 3.19's reader gives up on the .dbg the
            // AOT compiler writes ("Possibly corrupted debuginfo file. I can't recover."), so a counting process could not
            // start. An exception's stack trace still names its methods (the program's own stack-trace data), without line numbers.
            properties["NativeDebugSymbols"] = "false";
        }

        return new PublishRequest(project, $"worker-{runtime.Name}", RuntimeInformation.RuntimeIdentifier, SelfContained: true, properties);
    }

    public WorkerBuild Ensure(MeasuringRuntime runtime, TextWriter progress)
    {
        ArgumentNullException.ThrowIfNull(runtime);
        ArgumentNullException.ThrowIfNull(progress);
        if (project is null)
        {
            return new WorkerBuild(null, $"{ProjectPath} was not found above this program or the working folder; --runtimes publishes it from a SerBench source tree");
        }

        var root = Path.GetFullPath(Path.Combine(Path.GetDirectoryName(project)!, "..", ".."));
        var result = new CachedPublish(cacheRoot, root, runner).Ensure(Request(project, runtime), progress);
        if (result.Folder is null)
        {
            return new WorkerBuild(null, result.Note);
        }

        var program = Path.Combine(result.Folder, ProgramName);
        return File.Exists(program)
            ? new WorkerBuild(program, result.Note)
            : new WorkerBuild(null, $"the publish finished but {program} is not there (log: {result.LogPath})");
    }
}
