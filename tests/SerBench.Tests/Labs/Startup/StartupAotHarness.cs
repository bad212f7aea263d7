using SerBench.Catalog;
using SerBench.Commands;
using SerBench.Hosting.Builds;
using SerBench.Labs.Aot;
using SerBench.Output;
using SerBench.Serializers;

namespace SerBench.Tests.Labs.Startup;

/// <summary>
/// `serbench startup --aot` with a fake NativeAOT publish: each "published probe" is a shell script that runs the CLI's own
/// startup-probe with the arguments it is given, so the lab's start-a-binary path runs for real and no ILC does.
/// </summary>
internal sealed class StartupAotHarness : IDisposable
{
    private readonly StringWriter _out = new();
    private readonly StringWriter _error = new();

    public string Root { get; } = Directory.CreateTempSubdirectory("serbench-startup-aot-").FullName;

    public string Cache => Path.Combine(Root, "cache");

    public List<IReadOnlyList<string>> PublishCalls { get; } = [];

    /// <summary>Labels whose publish fails (exit 1, an error line).</summary>
    public HashSet<string> Failing { get; } = [];

    /// <summary>Payloads of "the user's program", beside SerBench's own.</summary>
    public List<PayloadDescriptor> ExtraPayloads { get; } = [];

    public string Output => _out.ToString();

    public string Error => _error.ToString();

    public string Folder(string name) => Path.Combine(Root, name);

    public int Run(params string[] args) => CliApplication.Run(args, new LabServices
    {
        Catalog = LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All.Concat(ExtraPayloads), []),
        Sink = new WriterConsoleSink(_out, _error),
        Publisher = new Publisher(this),
        AotCacheRoot = Cache,
        WorkingDirectory = AppContext.BaseDirectory,
    });

    /// <summary>Writes the machine's latest AOT result with these rows' outcomes.</summary>
    public void LatestAot(params (string Id, string Outcome, string? Reason)[] rows) => AotResultFile.Write(Path.Combine(Cache, "latest.json"), new AotResult
    {
        CheckedUtc = "2026-12-04T10:00:00Z",
        Runtime = ".NET 10.0",
        Rid = "linux-x64",
        Build = "nativeaot-probe build published",
        Rows = [.. rows.Select(r => new AotRow { Id = r.Id, Outcome = r.Outcome, Reason = r.Reason, Warnings = [], Payloads = [] })],
        Unattributed = [],
    });

    /// <summary>The label a publish call was for (the cache folder is LABEL-RID-HASH).</summary>
    public static string LabelOf(IReadOnlyList<string> call)
    {
        var output = call[call.ToList().IndexOf("-o") + 1];
        var folder = Path.GetFileName(Path.GetDirectoryName(output))!;
        return folder[..folder.IndexOf($"-{System.Runtime.InteropServices.RuntimeInformation.RuntimeIdentifier}-", StringComparison.Ordinal)];
    }

    public RunFile Read(string name) => RunFileStore.Read(Folder(name));

    public void Dispose() => Directory.Delete(Root, recursive: true);

    private sealed class Publisher(StartupAotHarness harness) : IPublishRunner
    {
        public PublishRun Run(IReadOnlyList<string> arguments, TimeSpan timeout)
        {
            harness.PublishCalls.Add(arguments);
            var label = LabelOf(arguments);
            if (harness.Failing.Contains(label))
            {
                return new PublishRun(1, "/w/p.csproj : error NETSDK1000: the probe could not be published\n", false);
            }

            var output = arguments[arguments.ToList().IndexOf("-o") + 1];
            Directory.CreateDirectory(output);
            var binary = Path.Combine(output, AotProbeBuild.BinaryName);
            var cli = Path.Combine(AppContext.BaseDirectory, "SerBench.Cli.dll");
            // The empty probe is the shorter script, so every row's binary is larger than it, as a real one is.
            var padding = label.EndsWith("-empty", StringComparison.Ordinal) ? string.Empty : $"# {label}: the row's own code\n";
            File.WriteAllText(binary, $"#!/bin/sh\n{padding}exec \"{DotnetPublishRunner.DotnetHost()}\" \"{cli}\" \"$@\"\n");
            if (!OperatingSystem.IsWindows())
            {
                File.SetUnixFileMode(binary, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
            }

            return new PublishRun(0, "Build succeeded.\n", false);
        }
    }
}
