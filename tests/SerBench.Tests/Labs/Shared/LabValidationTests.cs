using SerBench.Labs.Shared;
using SerBench.Labs.Startup;
using SerBench.Payloads.Generators;
using SerBench.Payloads.Models;

namespace SerBench.Tests.Labs.Shared;

/// <summary>Bad input exits 2 with the limit and why, before anything is built or written.</summary>
public sealed class LabValidationTests : IDisposable
{
    private readonly LabHarness _lab = new();

    [Theory]
    [InlineData("0", "not positive")]
    [InlineData("-5", "not positive")]
    [InlineData("10,abc", "not a whole number")]
    [InlineData("2000000", "above the limit of 1,000,000 consumers")]
    public void A_size_that_is_not_positive_or_above_the_limit_exits_2_before_anything_runs(string sizes, string message)
    {
        var exit = _lab.Run(LabHarness.Catalog([LabHarness.Installed("stj")]), "scale", "--sizes", sizes, "--out", _lab.Folder("bad"));

        Assert.Equal(2, exit);
        Assert.Contains(message, _lab.Error);
        Assert.False(Directory.Exists(_lab.Folder("bad")));
    }

    [Fact]
    public void A_size_whose_serialized_form_would_not_fit_one_array_exits_2_with_the_largest_size_that_does()
    {
        var huge = new Payload<TinyObject>("huge", "test: a gibibyte per block", _ => SeedObjects.Tiny(), new PayloadScale("blocks", 1, 1_000, 1L << 30));

        var exit = _lab.Run(LabHarness.Catalog([LabHarness.Installed("stj")], [huge]), "scale", "--payloads", "huge", "--sizes", "1,5", "--out", _lab.Folder("huge"));

        Assert.Equal(2, exit);
        Assert.Contains("The size 5 in --sizes is too large for payload 'huge'", _lab.Error);
        Assert.Contains("Use a size up to about 1 blocks", _lab.Error);
        Assert.DoesNotContain("The size 1 ", _lab.Error);
        Assert.False(Directory.Exists(_lab.Folder("huge")));
    }

    [Fact]
    public void A_size_whose_cell_would_not_fit_the_available_memory_is_refused_with_the_limit()
    {
        var error = MemoryBudget.Check(BuiltInPayloads.GrainState, 100_000, availableBytes: 1L << 30);

        Assert.NotNull(error);
        Assert.Contains("does not fit in memory", error);
        Assert.Contains("about 1 GiB", error);
        Assert.Contains("Use a size up to about 99,420 consumers", error);
        Assert.Null(MemoryBudget.Check(BuiltInPayloads.GrainState, 16_000, availableBytes: 1L << 30));
        Assert.Null(MemoryBudget.Check(BuiltInPayloads.Tiny, int.MaxValue, availableBytes: 1));
    }

    [Fact]
    public void A_fixed_payload_cannot_be_swept()
    {
        var exit = _lab.Run(LabHarness.Catalog([LabHarness.Installed("stj")]), "scale", "--payloads", "tiny", "--out", _lab.Folder("tiny"));

        Assert.Equal(2, exit);
        Assert.Contains("The payload 'tiny' has a fixed size, so it cannot be swept", _lab.Error);
        Assert.Contains("grainstate", _lab.Error);
    }

    [Fact]
    public void The_ceiling_takes_only_the_float_vectors()
    {
        var exit = _lab.Run(LabHarness.Catalog([LabHarness.Installed("stj")]), "ceiling", "--payloads", "grainstate", "--out", _lab.Folder("c"));

        Assert.Equal(2, exit);
        Assert.Contains("ceiling measures the float-vector payload ('floats')", _lab.Error);
    }

    [Theory]
    [InlineData("2", "too few")]
    [InlineData("many", "not a whole number")]
    public void Startup_refuses_fewer_than_five_processes(string processes, string message)
    {
        var exit = _lab.Run(LabHarness.Catalog([LabHarness.Installed("stj")]), "startup", "--processes", processes, "--out", _lab.Folder("s"));

        Assert.Equal(2, exit);
        Assert.Contains(message, _lab.Error);
        Assert.Contains("at least 5", _lab.Error);
    }

    [Fact]
    public void An_unknown_preset_names_the_lab_presets()
    {
        var exit = _lab.Run(LabHarness.Catalog([LabHarness.Installed("stj")]), "scale", "--preset", "scal", "--out", _lab.Folder("p"));

        Assert.Equal(2, exit);
        Assert.Contains("did you mean 'scale'?", _lab.Error);
        Assert.Contains("dry, quick, full, scale", _lab.Error);
    }

    [Fact]
    public void The_ready_to_run_build_is_found_from_the_source_tree_and_not_from_elsewhere()
    {
        Assert.NotNull(ReadyToRunBuild.FindProject([AppContext.BaseDirectory]));
        Assert.Null(ReadyToRunBuild.FindProject([Path.GetTempPath()]));
    }

    public void Dispose() => _lab.Dispose();
}
