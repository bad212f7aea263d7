using SerBench.Catalog;
using SerBench.Commands;
using SerBench.Labs.Aot;
using SerBench.Output;
using SerBench.Serializers;

namespace SerBench.Tests.Labs.Aot;

/// <summary>The suite's one real NativeAOT publish (minutes of ILC): a source-generated row and a reflection row, one payload.</summary>
public sealed class NativeAotPublishTests : IDisposable
{
    private readonly string _root = Directory.CreateTempSubdirectory("serbench-aot-real-").FullName;

    [NativeAotFact]
    public void The_source_generated_row_works_and_the_reflection_row_carries_named_warnings()
    {
        var output = new StringWriter();
        var error = new StringWriter();
        var exit = CliApplication.Run(
            ["aot", "--serializers", "stj-sourcegen,newtonsoft", "--payloads", "tiny", "--out", Path.Combine(_root, "out")],
            new LabServices
            {
                Catalog = LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, []),
                Sink = new WriterConsoleSink(output, error),
                AotCacheRoot = Path.Combine(_root, "cache"),
                WorkingDirectory = AppContext.BaseDirectory,
            });

        Assert.True(exit == 0, $"exit {exit}: {error}\n{output}");
        var result = AotResultFile.Read(Path.Combine(_root, "out", "aot.json"));
        var sourceGen = result.Row("stj-sourcegen")!;
        var newtonsoft = result.Row("newtonsoft")!;
        Assert.True(sourceGen.Outcome == AotOutcome.Works, $"stj-sourcegen: {sourceGen.Outcome} {sourceGen.Reason} {AotText.Warnings(sourceGen)}\n{output}");
        Assert.Equal("works", sourceGen.Payloads.Single().Outcome);
        Assert.Equal(AotOutcome.WorksWithWarnings, newtonsoft.Outcome);
        Assert.Contains(newtonsoft.Warnings, w => w.Code == "IL2026" && w.Count > 0);
        Assert.Contains(newtonsoft.Warnings, w => w.Code == "IL3050" && w.Count > 0);
        Assert.Contains("Building the nativeaot-probe build once", output.ToString(), StringComparison.Ordinal);
    }

    public void Dispose() => Directory.Delete(_root, recursive: true);
}
