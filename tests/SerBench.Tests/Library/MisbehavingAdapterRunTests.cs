namespace SerBench.Tests.Library;

/// <summary>A real dry run where a user's adapters misbehave: each fails against its own name, the lab goes on.</summary>
public sealed class MisbehavingAdapterRunTests : IDisposable
{
    private readonly string _root = Directory.CreateTempSubdirectory("serbench-lib-").FullName;

    [Fact]
    public void Each_misbehaving_adapter_fails_its_own_cells_and_the_run_completes()
    {
        var folder = Path.Combine(_root, "run");
        using var output = new StringWriter();
        using var error = new StringWriter();

        var exit = SerBenchApp.Run(
            ["run", "--preset", "dry", "--serializers", "stj,bad-setup,bad-bytes,bad-mutate", "--payloads", "shipment", "--out", folder],
            lab => lab
                .AddPayload("shipment", UserTypes.NewShipment)
                .AddSerializer(new MisbehavingAdapter("bad-setup", Misbehaviour.ThrowsInCreateCodec))
                .AddSerializer(new MisbehavingAdapter("bad-bytes", Misbehaviour.ReturnsWrongObject))
                .AddSerializer(new MisbehavingAdapter("bad-mutate", Misbehaviour.MutatesInput)),
            output, error);

        Assert.True(exit == 0, error.ToString());
        var run = RunFileStore.Read(folder);
        Assert.False(run.Partial);
        Assert.Equal(4 * 3, run.Cells.Count);
        Assert.All(run.Cells.Where(c => c.Serializer == "stj"), c => Assert.Equal(CellStatus.Ok, c.Status));
        AssertFailed(run, "bad-setup", "CreateCodec threw InvalidOperationException: the license key is missing");
        AssertFailed(run, "bad-bytes", "The round trip is not equal to the original");
        AssertFailed(run, "bad-mutate", "Serialize changed the object it was given");
        Assert.All(run.Cells.Where(c => c.Serializer is "bad-bytes" or "bad-mutate"), c => Assert.False(string.IsNullOrEmpty(c.Diff)));
        var report = File.ReadAllText(Path.Combine(folder, "report.md"));
        Assert.Contains("bad-setup", report);
        Assert.Contains("the license key is missing", report);
    }

    public void Dispose() => Directory.Delete(_root, recursive: true);

    private static void AssertFailed(RunFile run, string serializer, string reason)
    {
        var cells = run.Cells.Where(c => c.Serializer == serializer).ToList();
        Assert.Equal(3, cells.Count);
        Assert.All(cells, c =>
        {
            Assert.Equal(CellStatus.Failed, c.Status);
            Assert.Contains(reason, c.Reason, StringComparison.Ordinal);
        });
    }
}
