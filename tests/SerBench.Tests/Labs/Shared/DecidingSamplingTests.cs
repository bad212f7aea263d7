using BenchmarkDotNet.Jobs;
using SerBench.Labs.Shared;
using SerBench.Tests.Engine;

namespace SerBench.Tests.Labs.Shared;

/// <summary>The scale preset's cells measured until they decide: how one timed call sizes a cell's BenchmarkDotNet run.</summary>
[Collection(InProcessMicroLabCollection.Name)]
public sealed class DecidingSamplingTests : IDisposable
{
    private static DecidingSampling Sampling => LabPreset.Scale.Sampling!;

    private readonly string _artifacts = Directory.CreateTempSubdirectory("serbench-deciding-").FullName;

    [Fact]
    public void A_call_under_the_long_call_limit_gets_iterations_of_the_preset_length_stopping_at_the_error_bound()
    {
        var job = Sampling.JobFor(LabPreset.Scale.Rules.Job, TimeSpan.FromMilliseconds(5));

        Assert.Equal(Sampling.IterationTime.TotalMilliseconds, job.Run.IterationTime.ToMilliseconds());
        Assert.Equal(Sampling.MinIterations, job.Run.MinIterationCount);
        Assert.Equal(Sampling.MaxIterations, job.Run.MaxIterationCount);
        Assert.Equal(Sampling.MaxRelativeError, job.Accuracy.MaxRelativeError);
        Assert.Equal(1, job.Run.UnrollFactor);
        Assert.False(job.HasValue(RunMode.IterationCountCharacteristic));
        Assert.False(job.HasValue(RunMode.InvocationCountCharacteristic));
        Assert.False(job.Environment.Gc.Force);
    }

    [Theory]
    [InlineData(100, 24)]
    [InlineData(400, 15)]
    [InlineData(180, 24)]
    [InlineData(3000, 7)]
    public void The_time_box_caps_the_iterations_of_slower_calls(int callMs, int expectedAtMost)
    {
        // 6 s of iterations at 250 ms is 24; from 200 ms a call is a long one: 10 s of one-call iterations, 15 at most, one more than 6 at least.
        Assert.Equal(expectedAtMost, Sampling.IterationsAtMost(TimeSpan.FromMilliseconds(callMs)));
    }

    [Fact]
    public void A_long_call_gets_one_call_per_iteration_and_at_least_the_long_call_iterations()
    {
        var job = Sampling.JobFor(LabPreset.Scale.Rules.Job, TimeSpan.FromSeconds(2));

        Assert.Equal(1, job.Run.InvocationCount);
        Assert.Equal(Sampling.LongCallIterations, job.Run.MinIterationCount);
        Assert.Equal(Sampling.LongCallIterations + 1, job.Run.MaxIterationCount);
    }

    [Fact]
    public void A_scale_cell_is_measured_by_the_sized_job_and_records_its_iterations()
    {
        var measurer = new LabMeasurer(LabPreset.Scale, _artifacts);
        var record = new CellRecord { Serializer = "test", Payload = "sleep", PayloadSize = 1, Operation = "serialize", Status = CellStatus.Ok };

        var measured = measurer.Measure(record, new SleepOperation(TimeSpan.FromMilliseconds(210)));

        // A 210 ms call is a long one: one call per iteration, from 6 up to what fits 10 s (at most 15).
        Assert.Equal(CellStatus.Ok, measured.Status);
        Assert.InRange(measured.Iterations!.Value, Sampling.LongCallIterations, Sampling.IterationsAtMost(TimeSpan.FromMilliseconds(210)));
        Assert.True(measured.MedianNs >= 200_000_000, $"median {measured.MedianNs} ns: every call sleeps 210 ms");
    }

    public void Dispose() => Directory.Delete(_artifacts, recursive: true);

    private sealed class SleepOperation(TimeSpan sleep) : CellOperation
    {
        public override void Invoke() => Thread.Sleep(sleep);
    }
}
