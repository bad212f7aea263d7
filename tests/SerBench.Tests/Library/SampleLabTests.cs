namespace SerBench.Tests.Library;

/// <summary>
/// samples/MyLab, a user's console project (their model, their hand-written codec, a Program.cs under 20
/// lines), built with the tests and run as its own process: it gets the same run, list and report as the
/// built-in payloads.
/// </summary>
public sealed class SampleLabTests : IDisposable
{
    private static readonly TimeSpan Limit = TimeSpan.FromMinutes(3);
    private readonly string _root = Directory.CreateTempSubdirectory("serbench-mylab-").FullName;

    [Fact]
    public void The_sample_lab_runs_its_own_payloads_and_codec_beside_the_built_in_rows()
    {
        var folder = Path.Combine(_root, "run");

        var (exit, output, error) = RunSample("run", "--preset", "dry", "--serializers", "order-binary,stj,datacontract-xml,xmlserializer",
            "--payloads", "orders,orders-n,tiny", "--sizes", "20", "--out", folder);

        Assert.True(exit == 0, $"exit {exit}: {error}{output}");
        var run = RunFileStore.Read(folder);
        Assert.False(run.Partial);
        var mine = run.Cells.Where(c => c.Serializer == "order-binary" && c.Payload.StartsWith("orders", StringComparison.Ordinal)).ToList();
        Assert.Equal(2 * 3, mine.Count);
        Assert.All(mine, c => Assert.Equal(CellStatus.Ok, c.Status));
        Assert.All(run.Cells.Where(c => c.Serializer is "stj" or "datacontract-xml"), c => Assert.Equal(CellStatus.Ok, c.Status));
        Assert.Contains(run.Cells, c => c is { Serializer: "order-binary", Payload: "orders-n", PayloadSize: 20 });
        Assert.All(run.Cells.Where(c => c.Serializer == "order-binary" && c.Payload == "tiny"), c => Assert.Equal(CellStatus.Unsupported, c.Status));
        Assert.All(run.Cells.Where(c => c.Serializer == "xmlserializer" && c.Payload != "tiny"), c => Assert.Contains("dictionary", c.Reason, StringComparison.Ordinal));
        Assert.Contains(run.Serializers, s => s is { Id: "order-binary", Installed: true, Package: "MyLab" });
        var report = File.ReadAllText(Path.Combine(folder, "report.md"));
        Assert.Contains("## Payload `orders`", report);
        Assert.Contains("## Payload `orders-n`", report);
        Assert.Contains("(`order-binary`)", report);
        Assert.Contains("order-binary", File.ReadAllText(Path.Combine(folder, "results.csv")));
    }

    [Fact]
    public void The_sample_lab_lists_its_rows_and_rejects_unknown_ids_like_serbench()
    {
        var (exit, output, error) = RunSample("list");
        Assert.True(exit == 0, error);
        Assert.Contains("order-binary", output);
        Assert.Contains("orders-n", output);
        Assert.Contains("newtonsoft", output);

        var (badExit, _, badError) = RunSample("run", "--preset", "dry", "--payloads", "order", "--out", Path.Combine(_root, "bad"));
        Assert.Equal(2, badExit);
        Assert.Contains("orders", badError);
    }

    public void Dispose() => Directory.Delete(_root, recursive: true);

    private (int ExitCode, string Output, string Error) RunSample(params string[] args)
    {
        var dll = Path.Combine(AppContext.BaseDirectory, "MyLab.dll");
        Assert.True(File.Exists(dll), $"{dll} is missing: the test project references samples/MyLab so that it is built beside the tests.");
        return ChildProcess.Run(ChildProcess.Dotnet(), [dll, .. args], Limit, _root);
    }
}
