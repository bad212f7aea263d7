using SerBench.Catalog;
using SerBench.Serializers;
using SerBench.Tests.Cli;

namespace SerBench.Tests.Labs.Evolve;

public sealed class EvolveCommandTests
{
    [Fact]
    public void Evolve_writes_the_matrix_into_run_json_and_the_report()
    {
        var folder = Directory.CreateTempSubdirectory("serbench-evolve-").FullName;
        try
        {
            var output = new StringWriter();
            var error = new StringWriter();
            var code = SerBenchApp.Run(["evolve", "--serializers", "stj,protobuf", "--out", Path.Combine(folder, "run")], LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, BuiltInSerializers.NotInstalled), output, error);
            Assert.True(code == 0, error.ToString());
            var run = RunFileStore.Read(Path.Combine(folder, "run"));
            Assert.Equal(["stj", "protobuf"], run.Evolve!.Traits.Select(t => t.Serializer));
            Assert.Contains("field-renamed", output.ToString(), StringComparison.Ordinal);
            var report = File.ReadAllText(Path.Combine(folder, "run", "report.md"));
            Assert.Contains("## Version tolerance", report, StringComparison.Ordinal);
            Assert.Contains("| `protobuf` | ok / ok |", report, StringComparison.Ordinal);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void An_unknown_serializer_is_a_usage_error()
    {
        using var harness = new CliHarness();
        Assert.Equal(2, harness.Run("evolve", "--serializers", "stk"));
        Assert.Contains("did you mean 'stj'", harness.Error, StringComparison.Ordinal);
    }
}
