using System.Runtime.InteropServices;

namespace SerBench.Labs.Micro.Runtimes;

/// <summary>
/// Each runtime's worker (src/SerBench.Worker) published once per source state: self-contained for a framework with its
/// runtime pack from the package source, or NativeAOT; reused until a source file changes (docs/runtimes.md).
/// </summary>
internal sealed class PublishedWorkers(string? project) : IWorkerBuilds
{
    public const string ProjectPath = "src/SerBench.Worker/SerBench.Worker.csproj";

    /// <summary>The worker project of the SerBench source tree above this program or the working folder, if any.</summary>
    public static PublishedWorkers ForThisMachine() =>
        new(Startup.ReadyToRunBuild.FindProjectAt(ProjectPath, [AppContext.BaseDirectory, Directory.GetCurrentDirectory()]));

    /// <summary>The properties of the publish: the framework in its own build folders, and NativeAOT when asked.</summary>
    public static IReadOnlyList<string> Properties(MeasuringRuntime runtime)
    {
        ArgumentNullException.ThrowIfNull(runtime);
        return runtime.IsAot
            ? [$"SerBenchWorkerFramework={runtime.Framework}", "SerBenchWorkerFlavor=-aot", "PublishAot=true"]
            : [$"SerBenchWorkerFramework={runtime.Framework}"];
    }

    public WorkerBuild Ensure(MeasuringRuntime runtime, TextWriter progress)
    {
        ArgumentNullException.ThrowIfNull(runtime);
        ArgumentNullException.ThrowIfNull(progress);
        if (project is null)
        {
            return new WorkerBuild(null, $"{ProjectPath} was not found above this program or the working folder; --runtimes publishes it from a SerBench source tree");
        }

        return Publish(runtime, RuntimeInformation.RuntimeIdentifier, progress);
    }

    private WorkerBuild Publish(MeasuringRuntime runtime, string rid, TextWriter progress)
    {
        _ = progress;
        return new WorkerBuild(null, $"publishing {project} for {runtime.Name} ({rid}) is not wired yet");
    }
}
