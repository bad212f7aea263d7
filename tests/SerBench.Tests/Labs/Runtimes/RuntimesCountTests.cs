using SerBench.Commands;
using SerBench.Labs.Micro.Counts;
using SerBench.Labs.Micro.Runtimes;
using SerBench.Tests.Cli;

namespace SerBench.Tests.Labs.Runtimes;

/// <summary>`serbench run --runtimes … --measure counts|both` on a fake publisher and a fake counting engine: each runtime counted in its own worker, labelled, with its regime.</summary>
public sealed class RuntimesCountTests
{
    [Fact]
    public void Counts_are_taken_in_each_runtimes_worker_and_every_cell_is_labelled_with_its_runtime()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--measure", "counts", "--serializers", "stj", "--payloads", "tiny", "--ops", "serialize", "--runtimes", "net8.0,nativeaot", "--out", "out");

        Assert.True(exit == ExitCodes.Success, cli.Error);
        Assert.Equal([("net8.0", "/fake/net8.0/SerBench.Worker"), ("nativeaot", "/fake/nativeaot/SerBench.Worker")], cli.CountedWorkers);
        Assert.Empty(cli.Plans);
        var run = cli.LastRun;
        Assert.Equal(["net8.0", "nativeaot"], run.Cells.Select(c => c.Runtime));
        Assert.All(run.Cells, c => Assert.NotNull(c.Counts));
        Assert.All(run.Cells, c => Assert.Null(c.MedianNs));
        Assert.Equal(2, run.PlannedCells);
    }

    [Fact]
    public void Each_runtime_says_the_code_it_counted_tiered_for_the_jit_and_precompiled_for_nativeaot()
    {
        using var cli = new CliHarness();

        cli.Run("run", "--measure", "counts", "--serializers", "stj", "--payloads", "tiny", "--ops", "serialize", "--runtimes", "net8.0,nativeaot", "--out", "out");

        var runtimes = cli.LastRun.RuntimeList();
        Assert.Equal(CountsMicroLab.Regime, runtimes[0].CountsRegime);
        Assert.Equal(CountsMicroLab.PrecompiledRegime, runtimes[1].CountsRegime);
        Assert.StartsWith("NativeAOT: precompiled, no JIT and no tiering", runtimes[1].CountsRegime, StringComparison.Ordinal);
        Assert.Equal("fake nativeaot build", runtimes[1].Build);
        var regime = cli.LastRun.CountsSettings!.Regime;
        Assert.Contains($"net8.0: {CountsMicroLab.Regime}", regime, StringComparison.Ordinal);
        Assert.Contains($"nativeaot: {CountsMicroLab.PrecompiledRegime}", regime, StringComparison.Ordinal);
    }

    [Fact]
    public void One_jit_runtime_has_the_lab_programs_regime_line()
    {
        using var cli = new CliHarness();

        cli.Run("run", "--measure", "counts", "--serializers", "stj", "--payloads", "tiny", "--ops", "serialize", "--runtime", "net9.0", "--out", "out");

        Assert.Equal("net9.0", Assert.Single(cli.LastRun.Cells).Runtime);
        Assert.Equal(CountsMicroLab.Regime, cli.LastRun.CountsSettings!.Regime);
    }

    [Fact]
    public void A_both_run_times_and_counts_each_runtime_and_joins_them_cell_by_cell()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--measure", "both", "--preset", "dry", "--serializers", "stj,newtonsoft", "--payloads", "tiny", "--ops", "serialize", "--runtimes", "net10.0,nativeaot", "--out", "out");

        Assert.True(exit == ExitCodes.Success, cli.Error);
        var run = cli.LastRun;
        Assert.Equal(4, run.Cells.Count);
        Assert.Equal(["net10.0", "net10.0", "nativeaot", "nativeaot"], run.Cells.Select(c => c.Runtime));
        Assert.All(run.Cells, c => Assert.NotNull(c.MedianNs));
        Assert.All(run.Cells, c => Assert.NotNull(c.Counts));
        Assert.Equal(2, cli.CountedWorkers.Count);
        var aot = run.RuntimeList()[1];
        Assert.Equal("fake runtime of /fake/nativeaot/SerBench.Worker", aot.Version);
        Assert.Equal(CountsMicroLab.PrecompiledRegime, aot.CountsRegime);
    }

    [Fact]
    public void A_row_a_runtime_leaves_out_is_not_counted_there_and_is_unsupported_with_the_reason()
    {
        using var cli = new CliHarness { Excluded = (r, a) => r.IsAot && a.Info.Id == "stj" ? "reflection-only row" : null };

        cli.Run("run", "--measure", "counts", "--serializers", "stj,stj-sourcegen", "--payloads", "tiny", "--ops", "serialize", "--runtimes", "net10.0,nativeaot", "--out", "out");

        var run = cli.LastRun;
        var aotStj = Assert.Single(run.Cells, c => c.Runtime == "nativeaot" && c.Serializer == "stj");
        Assert.Equal(CellStatus.Unsupported, aotStj.Status);
        Assert.Equal("reflection-only row", aotStj.Reason);
        Assert.NotNull(Assert.Single(run.Cells, c => c.Runtime == "nativeaot" && c.Serializer == "stj-sourcegen").Counts);
        Assert.Equal(4, run.Cells.Count);
        Assert.Equal(new RuntimeExclusionRecord("stj", "reflection-only row"), Assert.Single(run.RuntimeList()[1].Excluded));
        Assert.Equal(["stj-sourcegen"], cli.CountedPlans[1].Serializers.Select(s => s.Info.Id));
    }

    [Fact]
    public void A_runtimes_counting_process_is_its_worker_under_callgrind_with_the_guards()
    {
        var worker = IsolatedRuntimeLab.StartInfo("/cache/worker-nativeaot/SerBench.Worker", [CountsWorkerCommand.Name, "--spec", "/tmp/spec.json"]);

        var wrapped = Valgrind.Wrap(worker, "/tmp/callgrind.out", allThreads: false);

        Assert.Equal("valgrind", wrapped.FileName);
        Assert.Equal(["/cache/worker-nativeaot/SerBench.Worker", "counts-worker", "--spec", "/tmp/spec.json"], wrapped.ArgumentList.Skip(wrapped.ArgumentList.Count - 4));
        Assert.Contains(Valgrind.AddressFloor, wrapped.ArgumentList);
        Assert.Equal("0", wrapped.Environment["DOTNET_EnableWriteXorExecute"]);
    }

    [Fact]
    public void A_nativeaot_counting_process_that_compiled_nothing_passes_the_precompiled_check()
    {
        var summary = Path.Combine(Path.GetTempPath(), $"serbench-no-jit-{Guid.NewGuid():N}.jit");

        Assert.Null(Valgrind.PrecompiledFailure(new CountsWarmUp(3, 0, true, 1.5), summary));
    }

    [Fact]
    public void A_nativeaot_counting_process_that_compiled_methods_fails_its_cells_with_why()
    {
        var failure = Valgrind.PrecompiledFailure(new CountsWarmUp(3, 12, true, 1.5), "/nonexistent/summary.jit");

        Assert.Contains("compiled 12 method(s) at run time", failure, StringComparison.Ordinal);
    }

    [Fact]
    public void A_jit_summary_in_a_nativeaot_counting_process_fails_its_cells()
    {
        var summary = Path.Combine(Path.GetTempPath(), $"serbench-jit-{Guid.NewGuid():N}.jit");
        File.WriteAllText(summary, "   1: JIT compiled Program:Main() [Tier0, IL size=5, code size=10]\n");
        try
        {
            Assert.Contains("a JIT compiled methods", Valgrind.PrecompiledFailure(new CountsWarmUp(3, 0, true, 1.5), summary), StringComparison.Ordinal);
        }
        finally
        {
            File.Delete(summary);
        }
    }

    [Fact]
    public void The_net8_and_net9_workers_count_with_a_gc_region_range_valgrind_can_map_and_the_others_with_their_own()
    {
        string[] arguments = [CountsWorkerCommand.Name, "--spec", "/tmp/spec.json"];

        var net8 = CountedRun.WorkerStartInfo(MeasuringRuntime.Net8, "/w/SerBench.Worker", arguments);
        var net9 = CountedRun.WorkerStartInfo(MeasuringRuntime.Net9, "/w/SerBench.Worker", arguments);
        var net10 = CountedRun.WorkerStartInfo(MeasuringRuntime.Net10, "/w/SerBench.Worker", arguments);

        Assert.Equal(Valgrind.OlderRuntimeRegionRange, net8.Environment["DOTNET_GCRegionRange"]);
        Assert.Equal(Valgrind.OlderRuntimeRegionRange, net9.Environment["DOTNET_GCRegionRange"]);
        Assert.Equal(Environment.GetEnvironmentVariable("DOTNET_GCRegionRange"), net10.Environment.TryGetValue("DOTNET_GCRegionRange", out var range) ? range : null);
        Assert.Equal("/w/SerBench.Worker", net8.FileName);
    }
}
