using SerBench.Labs.Micro.Counts;

namespace SerBench.Tests.Labs.Micro.Counts;

public sealed class CountsCellsTests
{
    private static readonly CellRecord Cell = new() { Serializer = "stj", Payload = "tiny", PayloadSize = 1, Operation = "serialize", Status = CellStatus.Ok };

    [Fact]
    public void A_cell_is_the_median_of_each_process_windows_and_its_spread_is_how_far_the_processes_were_apart()
    {
        var first = Process(0, (1_000, 10_000_000), (1_000, 10_001_000), (1_000, 10_000_000));
        var second = Process(0, (1_000, 10_050_000), (1_000, 10_050_000), (1_000, 10_060_000));

        var cell = CountsCells.Combine(Cell, 0, [first, second]);

        var counts = cell.Counts!;
        Assert.Equal(CellStatus.Ok, cell.Status);
        Assert.Equal([10_000, 10_050], counts.ProcessInstructions);
        Assert.Equal(10_025, counts.Instructions, 6);
        Assert.Equal(50 / 10_025.0, counts.Spread, 9);
        Assert.Equal(6_000, counts.Calls);
        Assert.True(counts.Settled);

        // Per call: 2 + 1 + 1 first-level misses, 1 last-level miss (dump figures ÷ 1,000 calls).
        Assert.Equal(4, counts.L1Misses, 9);
        Assert.Equal(1, counts.LastLevelMisses, 9);
        Assert.Equal(CyclesFormula.Of(counts.Instructions, 4, 1), counts.EstimatedCycles, 9);
        Assert.Equal(3, counts.BranchMispredictions, 9);
        Assert.Equal(48, cell.AllocatedBytes);
        Assert.Equal(2 * 1000.0 / 6_000, cell.Gen0PerThousandOps!.Value, 9);
    }

    [Fact]
    public void Windows_of_one_process_that_disagree_leave_the_cell_unsettled()
    {
        var process = Process(0, (1_000, 10_000_000), (1_000, 10_200_000), (1_000, 10_000_000));

        Assert.False(CountsCells.Combine(Cell, 0, [process, process]).Counts!.Settled);
    }

    [Fact]
    public void A_round_trip_that_failed_in_preparation_fails_the_cell_with_its_difference()
    {
        var failed = Process(0) with { Prepared = new Dictionary<int, CountsPrepared> { [0] = new(0, CellStatus.Failed, "Round trip differs", "Name: 'a' vs 'b'") } };

        var cell = CountsCells.Combine(Cell, 0, [failed]);

        Assert.Equal(CellStatus.Failed, cell.Status);
        Assert.Equal("Name: 'a' vs 'b'", cell.Diff);
        Assert.Null(cell.Counts);
    }

    [Fact]
    public void A_process_that_failed_fails_its_cells_with_the_reason_never_drops_them()
    {
        var failed = Process(0, (1_000, 10_000_000)) with { Failure = "the counting process ended with exit code 134" };

        var cell = CountsCells.Combine(Cell, 0, [failed]);

        Assert.Equal(CellStatus.Failed, cell.Status);
        Assert.Contains("exit code 134", cell.Reason, StringComparison.Ordinal);
    }

    [Fact]
    public void Another_thread_allocating_beyond_the_slack_means_the_row_must_be_counted_on_every_thread()
    {
        var quiet = Process(0, (1_000, 10_000_000));
        var busy = quiet with { Windows = [.. quiet.Windows.Select(w => (w.Window with { ProcessBytes = w.Window.ThreadBytes + (1 << 20) }, w.Dump))] };

        Assert.False(CountsCells.OtherThreadsWorked(quiet));
        Assert.True(CountsCells.OtherThreadsWorked(busy));
        Assert.False(CountsCells.OtherThreadsWorked(busy with { AllThreads = true }));
    }

    internal static CountsProcessResult Process(int index, params (long Calls, long Instructions)[] windows) => new(
        new Dictionary<int, CountsPrepared> { [index] = new(index, CellStatus.Ok, SizeBytes: 27) },
        [.. windows.Select((w, i) => (
            new CountsWindow(index, i + 1, w.Calls, $"serbench cell {index} window {i + 1}", ThreadBytes: 48 * w.Calls, ProcessBytes: 48 * w.Calls, Gen0: i == 0 ? 1 : 0, Gen1: 0, Gen2: 0, Compiled: 0),
            Dump(w.Calls, w.Instructions)))],
        new CountsWarmUp(10, 900, true, 12),
        null,
        [],
        TimeSpan.FromSeconds(30),
        false);

    private static CallgrindDump Dump(long calls, long instructions) => new(
        "window",
        new Dictionary<string, long>
        {
            ["Ir"] = instructions,
            ["I1mr"] = 2 * calls,
            ["D1mr"] = calls,
            ["D1mw"] = calls,
            ["DLmr"] = calls,
            ["Bcm"] = 2 * calls,
            ["Bim"] = calls,
        },
        []);
}
