using SerBench.Catalog;
using SerBench.Labs.Robustness;

namespace SerBench.Tests.Labs.Robustness;

/// <summary>
/// One robustness run of the fragile test serializer over `tiny`, shared by the tests that read it (each worker
/// restart costs a process start, so the run is made once).
/// </summary>
public sealed class FragileRunFixture : IDisposable
{
    public FragileRunFixture()
    {
        Folder = Directory.CreateTempSubdirectory("serbench-robustness-").FullName;
        Catalog = LabCatalog.Create([new FragileAdapter()], BuiltInPayloads.All, []);

        // The time limit is generous on purpose: under a full parallel test run a CI machine once took long enough over
        // the 80 MiB runaway-allocation case that it read as a hang (docs/measuring.md, 'Measurements behind the
        // code'); the one real hang pays it once.
        (ExitCode, Output, Error) = Cli(
            "robustness", "--serializers", FragileAdapter.Id, "--payloads", "tiny", "--out", Path.Combine(Folder, "run"),
            "--timeout-ms", "10000", "--memory-mb", "256", "--seed", "7");
        Run = ExitCode == 0 ? RunFileStore.Read(Path.Combine(Folder, "run")) : null;
    }

    public string Folder { get; }

    public LabCatalog Catalog { get; }

    public int ExitCode { get; }

    public string Output { get; }

    public string Error { get; }

    public RunFile? Run { get; }

    public RobustnessCellRecord Cell => Assert.Single(Run!.Robustness!.Cells);

    public RobustnessFindingRecord Finding(string label) =>
        Cell.Findings.FirstOrDefault(f => f.Label == label)
        ?? throw new Xunit.Sdk.XunitException($"No finding '{label}'. Findings: {string.Join("; ", Cell.Findings.Select(f => $"{f.Label} → {f.Outcome}"))}");

    public (int ExitCode, string Output, string Error) Cli(params string[] args)
    {
        using var output = new StringWriter();
        using var error = new StringWriter();
        var code = SerBenchApp.Run(args, Catalog, output, error);
        return (code, output.ToString(), error.ToString());
    }

    public void Dispose() => Directory.Delete(Folder, recursive: true);
}
