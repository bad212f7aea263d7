using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Exporters.Json;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Toolchains.InProcess.NoEmit;

namespace SerBench.Tests.Interop;

/// <summary>
/// Full JSON files written by the BenchmarkDotNet the lab references (its JsonExporter.Full), from two tiny benchmark
/// classes run in this process with a handful of iterations: the reference the export is held against. Made once per
/// test class; nothing is asserted on the times measured.
/// </summary>
public sealed class BdnGeneratedFile : IDisposable
{
    public BdnGeneratedFile()
    {
        Folder = Directory.CreateTempSubdirectory("serbench-bdn-").FullName;
        var job = Job.Default
            .WithToolchain(InProcessNoEmitToolchain.Instance)
            .WithLaunchCount(1).WithWarmupCount(1).WithIterationCount(4).WithInvocationCount(16).WithUnrollFactor(16);
        var config = ManualConfig.CreateEmpty()
            .AddJob(job)
            .AddExporter(JsonExporter.Full)
            .AddDiagnoser(MemoryDiagnoser.Default)
            .AddLogger(new AccumulationLogger())
            .WithArtifactsPath(Folder)
            .WithOptions(ConfigOptions.DisableOptimizationsValidator);
        BenchmarkRunner.Run([typeof(NamedLikeSerBench), typeof(PlainBenchmarks)], config);
        Files = Directory.GetFiles(Folder, "*-report-full.json", SearchOption.AllDirectories).Order(StringComparer.Ordinal).ToList();
    }

    /// <summary>The artifacts folder: results/ holds one *-report-full.json per class.</summary>
    public string Folder { get; }

    public IReadOnlyList<string> Files { get; }

    public string FileOf(string type) => Files.Single(f => Path.GetFileName(f).Contains(type, StringComparison.Ordinal));

    public void Dispose() => Directory.Delete(Folder, recursive: true);

    /// <summary>A user's benchmark written to SerBench's naming: operations as methods, [Params] Serializer and Payload.</summary>
    public class NamedLikeSerBench
    {
        private readonly byte[] _source = [1, 2, 3, 4, 5, 6, 7, 8];

        [Params("stj", "newtonsoft")]
        public string Serializer { get; set; } = "";

        [Params("tiny")]
        public string Payload { get; set; } = "";

        [Benchmark]
        public int Serialize() => _source.Length + Serializer.Length;

        [Benchmark]
        public byte[] Deserialize() => (byte[])_source.Clone();
    }

    /// <summary>A benchmark with none of SerBench's names.</summary>
    public class PlainBenchmarks
    {
        [Benchmark]
        public List<int> Work() => [1, 2, 3];
    }
}
