namespace SerBench.Tests.Samples;

/// <summary>`serbench run --sample`: the samples become payloads of a real (dry) run; mistakes exit 2.</summary>
public sealed class SampleRunTests : IDisposable
{
    private readonly SampleFiles _files = new();
    private readonly StringWriter _out = new();
    private readonly StringWriter _error = new();

    [Fact]
    public void A_sample_folder_runs_as_payloads_named_after_the_files()
    {
        _files.Write("orders.json", SampleFiles.Orders);
        _files.Write("points.json", """[{"x":1.5,"y":2},{"x":3,"y":4.25}]""");
        var folder = Path.Combine(_files.Folder, "out");

        var exit = Run("run", "--preset", "dry", "--serializers", "stj,newtonsoft,newtonsoft-bson,binaryformatter", "--ops", "serialize", "--sample", _files.Folder, "--out", folder);

        Assert.True(exit == 0, _error.ToString());
        var run = RunFileStore.Read(folder);
        Assert.Equal(["orders", "points"], run.Cells.Select(c => c.Payload).Distinct());
        Assert.All(run.Cells.Where(c => c.Serializer is "stj" or "newtonsoft"), c => Assert.Equal(CellStatus.Ok, c.Status));
        Assert.All(run.Cells.Where(c => c.Serializer == "binaryformatter"), c => Assert.Contains("[Serializable]", c.Reason, StringComparison.Ordinal));
        // BSON writes decimals as doubles: the high-precision field fails with the diff; the others run.
        var bson = Assert.Single(run.Cells, c => c is { Serializer: "newtonsoft-bson", Payload: "orders" });
        Assert.Equal(CellStatus.Failed, bson.Status);
        Assert.Contains("ExactTotal", bson.Diff, StringComparison.Ordinal);
        Assert.Contains("Sample payload 'orders'", _out.ToString());
        Assert.Contains("## Payload `orders`", File.ReadAllText(Path.Combine(folder, "report.md")));
    }

    [Fact]
    public void An_invalid_sample_exits_2_before_anything_runs()
    {
        var path = _files.Write("broken.json", "{\"a\": [1, 2,]}");
        var folder = Path.Combine(_files.Folder, "out");

        var exit = Run("run", "--preset", "dry", "--sample", path, "--out", folder);

        Assert.Equal(2, exit);
        Assert.Contains("broken.json is not valid JSON at line 1, position", _error.ToString());
        Assert.False(Directory.Exists(folder));
    }

    [Fact]
    public void A_sample_named_like_a_built_in_payload_exits_2_naming_both()
    {
        var path = _files.Write("tiny.json", """{"a":1}""");

        var exit = Run("run", "--preset", "dry", "--sample", path, "--out", Path.Combine(_files.Folder, "out"));

        Assert.Equal(2, exit);
        Assert.Contains("'tiny'", _error.ToString());
        Assert.Contains("Rename the sample file", _error.ToString());
    }

    public void Dispose()
    {
        _files.Dispose();
        _out.Dispose();
        _error.Dispose();
    }

    private int Run(params string[] args) => SerBenchApp.Run(args, lab => lab, _out, _error);
}
