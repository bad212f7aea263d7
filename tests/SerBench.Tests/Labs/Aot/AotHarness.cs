using SerBench.Catalog;
using SerBench.Commands;
using SerBench.Hosting.Builds;
using SerBench.Labs.Aot;
using SerBench.Output;
using SerBench.Serializers;

namespace SerBench.Tests.Labs.Aot;

/// <summary>`serbench aot`, `list` and `recommend` on SerBench's own rows, with a fake publish and a fake probe: no ILC runs.</summary>
internal sealed class AotHarness : IDisposable
{
    private readonly StringWriter _out = new();
    private readonly StringWriter _error = new();

    public string Root { get; } = Directory.CreateTempSubdirectory("serbench-aot-").FullName;

    public string Cache => Path.Combine(Root, "cache");

    /// <summary>What each publish prints and exits with, in order (the last one repeats).</summary>
    public List<PublishRun> Publishes { get; } = [new(0, "Build succeeded.\n", false)];

    public List<IReadOnlyList<string>> PublishCalls { get; } = [];

    /// <summary>What the probe prints: one JSON line per row and payload.</summary>
    public string ProbeOutput { get; set; } = string.Empty;

    public string Output => _out.ToString();

    public string Error => _error.ToString();

    public int Run(params string[] args) => CliApplication.Run(args, new LabServices
    {
        Catalog = LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, []),
        Sink = new WriterConsoleSink(_out, _error),
        Publisher = new Publisher(this),
        AotProbe = new Probe(this),
        AotCacheRoot = Cache,
        WorkingDirectory = AppContext.BaseDirectory,
    });

    public static string Line(string row, string payload, string outcome, string? exception = null, string? message = null) =>
        System.Text.Json.JsonSerializer.Serialize(new { row, payload, outcome, stage = exception is null ? null : "Serialize", exception, message }) + "\n";

    public void Dispose() => Directory.Delete(Root, recursive: true);

    private sealed class Publisher(AotHarness harness) : IPublishRunner
    {
        public PublishRun Run(IReadOnlyList<string> arguments, TimeSpan timeout)
        {
            harness.PublishCalls.Add(arguments);
            var run = harness.Publishes[Math.Min(harness.PublishCalls.Count - 1, harness.Publishes.Count - 1)];
            if (run.ExitCode == 0)
            {
                Directory.CreateDirectory(arguments[arguments.ToList().IndexOf("-o") + 1]);
            }

            return run;
        }
    }

    private sealed class Probe(AotHarness harness) : IAotProbeRunner
    {
        public AotProbeRun Run(string binary, IReadOnlyList<string> arguments, TimeSpan timeout) => new(0, harness.ProbeOutput, string.Empty);
    }
}
