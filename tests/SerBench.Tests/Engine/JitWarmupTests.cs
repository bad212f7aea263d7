namespace SerBench.Tests.Engine;

/// <summary>The JIT warm-up calls every pair's operation in turn, and one that throws stops only itself.</summary>
public sealed class JitWarmupTests
{
    [Fact]
    public void Operations_are_called_in_turn_the_same_number_of_times()
    {
        var order = new List<int>();
        var operations = Enumerable.Range(0, 3).Select(i => (CellOperation)new Recording(() => order.Add(i))).ToList();

        var log = JitWarmup.UntilQuiet(operations, TimeSpan.FromMilliseconds(1), (_, ex) => throw ex);

        Assert.NotEmpty(order);
        Assert.Equal(0, order.Count % 3);
        Assert.Equal(Enumerable.Range(0, order.Count).Select(i => i % 3), order);
        Assert.Contains("3 pairs in turn", log, StringComparison.Ordinal);
    }

    [Fact]
    public void A_throwing_operation_is_reported_once_and_dropped_while_the_others_go_on()
    {
        var calls = new int[2];
        var failures = new List<(int Index, string Message)>();
        CellOperation[] operations =
        [
            new Recording(() => throw new InvalidOperationException("bad bytes")),
            new Recording(() => calls[1]++),
        ];

        JitWarmup.UntilQuiet(operations, TimeSpan.FromMilliseconds(1), (index, ex) => failures.Add((index, ex.Message)));

        Assert.Equal([(0, "bad bytes")], failures);
        Assert.True(calls[1] > 0);
    }

    private sealed class Recording(Action call) : CellOperation
    {
        public override void Invoke() => call();
    }
}
