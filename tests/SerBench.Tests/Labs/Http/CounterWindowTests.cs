using SerBench.Http;
using SerBench.Labs.Http;

namespace SerBench.Tests.Labs.Http;

public sealed class CounterWindowTests
{
    [Fact]
    public void Samples_become_window_means_interval_maxima_and_generation_counts()
    {
        CountersSnapshot[] samples =
        [
            Sample(t: 100, cpu: 10, alloc: 1_000, gc: 0.0, gen0: 5, gen1: 2, gen2: 1, workingSet: 100, queue: 0),
            Sample(t: 101, cpu: 11, alloc: 3_000, gc: 0.1, gen0: 8, gen1: 2, gen2: 1, workingSet: 300, queue: 7),
            Sample(t: 102, cpu: 11.5, alloc: 4_000, gc: 0.1, gen0: 9, gen1: 3, gen2: 1, workingSet: 200, queue: 2),
        ];

        var counters = CounterWindow.Summarize(samples, requests: 100);

        Assert.NotNull(counters);
        Assert.Equal(3, counters.Samples);
        Assert.Equal(37.5, counters.CpuPercentMean, 6);   // 1.5 s of CPU over 2 s on 2 cores
        Assert.Equal(50, counters.CpuPercentMax, 6);      // 1 s of CPU in the first second
        Assert.Equal(1_500, counters.AllocBytesPerSecondMean, 6);
        Assert.Equal(2_000, counters.AllocBytesPerSecondMax, 6);
        Assert.Equal(30, counters.AllocBytesPerRequest);
        Assert.Equal(5, counters.TimeInGcPercentMean, 6);
        Assert.Equal(10, counters.TimeInGcPercentMax, 6);
        Assert.Equal((4, 1, 0), (counters.Gen0Collections, counters.Gen1Collections, counters.Gen2Collections));
        Assert.Equal(300, counters.WorkingSetBytesMax);
        Assert.Equal(7, counters.ThreadPoolQueueLengthMax);
    }

    [Fact]
    public void Fewer_than_two_samples_give_no_counters()
    {
        Assert.Null(CounterWindow.Summarize([], 10));
        Assert.Null(CounterWindow.Summarize([Sample(1, 1, 1, 0, 0, 0, 0, 1, 0)], 10));
    }

    private static CountersSnapshot Sample(double t, double cpu, long alloc, double gc, int gen0, int gen1, int gen2, long workingSet, long queue) =>
        new(t, cpu, workingSet, workingSet / 2, gen0, gen1, gen2, alloc, gc, queue, 4, ProcessorCount: 2, ServerGc: false);
}
