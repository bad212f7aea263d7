using SerBench.Labs.Http;

namespace SerBench.Tests.Labs.Http;

public sealed class RuntimeCounterWindowTests
{
    [Fact]
    public void Counts_are_summed_rates_are_per_second_and_gauges_take_their_maximum()
    {
        RuntimeCounterReading[] readings =
        [
            new("exception-count", 3, IsIncrement: true, 1, 10), new("exception-count", 5, IsIncrement: true, 1, 20),
            new("gen-0-gc-count", 2, IsIncrement: true, 1, 10), new("gen-0-gc-count", 1, IsIncrement: true, 1, 20),
            new("threadpool-thread-count", 8, IsIncrement: false, 1, 10), new("threadpool-thread-count", 11, IsIncrement: false, 1, 20),
            new("methods-jitted-count", 12_000, IsIncrement: false, 1, 10), new("methods-jitted-count", 12_150, IsIncrement: false, 1, 20),
            new("loh-size", 1_000_000, IsIncrement: false, 1, 10), new("gc-fragmentation", 2.5, IsIncrement: false, 1, 20),
        ];

        var c = RuntimeCounterWindow.Summarize(readings)!;

        Assert.Equal(10, c.Readings);
        Assert.Equal(4, c.ExceptionsPerSecond);
        Assert.Equal(3, c.Gen0Collections);
        Assert.Equal(11, c.ThreadPoolThreadsMax);
        Assert.Equal((12_150d, 150d), (c.MethodsJitted, c.MethodsJittedInWindow));
        Assert.Equal(1_000_000, c.LohBytesMax);
        Assert.Equal(2.5, c.FragmentationPercentMax);
        Assert.Null(c.LockContentionsPerSecond);
        Assert.Null(RuntimeCounterWindow.Summarize([]));
    }

    [Fact]
    public void An_event_counters_payload_becomes_a_reading_of_its_kind()
    {
        var gauge = RuntimeCounterReading.From(new Dictionary<string, object> { ["Name"] = "loh-size", ["Mean"] = 42.0, ["CounterType"] = "Mean", ["IntervalSec"] = 1.0f }, 7)!;
        var count = RuntimeCounterReading.From(new Dictionary<string, object> { ["Name"] = "exception-count", ["Increment"] = 3.0, ["CounterType"] = "Sum", ["IntervalSec"] = 0.5f }, 8)!;

        Assert.Equal(("loh-size", 42d, false, 1d, 7L), (gauge.Name, gauge.Value, gauge.IsIncrement, gauge.IntervalSeconds, gauge.Timestamp));
        Assert.Equal(("exception-count", 3d, true, 0.5d), (count.Name, count.Value, count.IsIncrement, count.IntervalSeconds));
        Assert.Null(RuntimeCounterReading.From(new Dictionary<string, object> { ["Mean"] = 1.0 }, 9));
    }
}
