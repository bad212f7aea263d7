using SerBench.Tests.Labs.Shared;

namespace SerBench.Tests.Labs.Startup;

/// <summary>The startup lab with real child processes: the minimum of five, two serializers.</summary>
public sealed class StartupLabTests : IDisposable
{
    private readonly LabHarness _lab = new();

    [Fact]
    public void Five_fresh_processes_per_serializer_give_a_median_and_a_range_of_the_first_calls()
    {
        var catalog = LabHarness.Catalog([LabHarness.Installed("stj"), LabHarness.Installed("newtonsoft"), LabHarness.Installed("odata")]);

        var exit = _lab.Run(catalog, "startup", "--serializers", "stj,newtonsoft,odata", "--payloads", "simple", "--out", _lab.Folder("startup"));

        Assert.True(exit == 0, _lab.Error + _lab.Out);
        var startup = _lab.Read("startup").Startup!;
        Assert.Equal(5, startup.Processes);
        Assert.Equal(["jit"], startup.Modes);
        var measured = startup.Rows.Where(r => r.Serializer != "odata").ToList();
        Assert.Equal(2, measured.Count);
        Assert.All(measured, r =>
        {
            Assert.True(r.Status == CellStatus.Ok, r.Reason);
            Assert.Equal(5, r.Samples.Count);
            Assert.Equal(5, r.FirstSerialize!.Count);
            Assert.True(r.FirstSerialize.MinNs <= r.FirstSerialize.MedianNs && r.FirstSerialize.MedianNs <= r.FirstSerialize.MaxNs);
            Assert.True(r.FirstDeserialize!.MedianNs > 0);
            Assert.True(r.StartToProbe!.MedianNs > 0);
            Assert.True(r.ProcessWall!.MedianNs > r.StartToProbe.MedianNs);
        });
        Assert.Equal(CellStatus.Unsupported, startup.Rows.Single(r => r.Serializer == "odata").Status);
        Assert.False(startup.NativeAot!.Measured);
        Assert.Contains(startup.NativeAot.Rows, r => r is { Serializer: "stj", TrimSafe: false });
        var report = _lab.Report("startup");
        Assert.Contains("single shot", report);
        Assert.DoesNotContain("steady-state number", report.Replace("not steady-state numbers", string.Empty, StringComparison.Ordinal));
        Assert.Contains("r2r: not measured", report);
    }

    public void Dispose() => _lab.Dispose();
}
