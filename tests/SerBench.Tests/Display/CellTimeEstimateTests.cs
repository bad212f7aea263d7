using SerBench.Output;

namespace SerBench.Tests.Display;

/// <summary>The time left in a run that named its cells: what a cell takes against its call time, and the call times to come.</summary>
public sealed class CellTimeEstimateTests
{
    [Fact]
    public void A_serializer_three_times_slower_per_call_is_expected_to_stay_so_on_the_sizes_it_has_not_reached()
    {
        // Every cell takes 0.5 s plus 100 × its call: a's calls 1, 2, 4, 8 ms; b's 3 and 6 ms, so 12 and 24 ms to come.
        var estimate = new CellTimeEstimate(Sweep(["a", "b"], [1, 2, 4, 8]));
        Finish(estimate, [1, 2, 4, 8, 3, 6], ms => 0.5 + (0.1 * ms));

        Assert.Equal(0.5 + 1.2 + 0.5 + 2.4, estimate.Remaining().TotalSeconds, tolerance: 0.05);
    }

    [Fact]
    public void Call_times_no_serializer_has_reached_grow_from_the_last_two_sizes_at_most_in_proportion_to_the_size()
    {
        // 1 and 2 ms at sizes 1 and 2: in proportion, 4 and 8 ms, and each cell takes 1,000 × its call.
        var proportional = new CellTimeEstimate(Sweep(["a"], [1, 2, 4, 8]));
        Finish(proportional, [1, 2], ms => ms);

        // Four times the call for twice the size is capped at twice: 8 and 16 ms, not 16 and 64.
        var steeper = new CellTimeEstimate(Sweep(["a"], [1, 2, 4, 8]));
        Finish(steeper, [1, 4], ms => ms);

        // The same call at every size so far: no growth.
        var flat = new CellTimeEstimate(Sweep(["a"], [1, 2, 4, 8]));
        Finish(flat, [1, 1], ms => 0.25);

        Assert.Equal(12, proportional.Remaining().TotalSeconds, tolerance: 0.01);
        Assert.Equal(24, steeper.Remaining().TotalSeconds, tolerance: 0.01);
        Assert.Equal(0.5, flat.Remaining().TotalSeconds, tolerance: 0.01);
    }

    [Fact]
    public void A_serializer_not_measured_yet_is_expected_at_the_others_geometric_middle()
    {
        // a's calls 1 and 4 ms, b's ×4: one not begun at ×2 of a, 2 and 8 ms, each cell 1,000 × its call.
        var estimate = new CellTimeEstimate(Sweep(["a", "b", "c"], [1, 2]));
        Finish(estimate, [1, 4, 4, 16], ms => ms);

        Assert.Equal(2 + 8, estimate.Remaining().TotalSeconds, tolerance: 0.2);
    }

    [Fact]
    public void Cells_without_a_median_count_by_their_mean_time_and_nothing_left_is_no_time()
    {
        var failed = new CellTimeEstimate(Sweep(["a"], [1, 2, 4]));
        failed.Finished(0, TimeSpan.FromSeconds(2), medianNs: null);
        var all = new CellTimeEstimate(Sweep(["a"], [1, 2]));
        Finish(all, [1, 2], ms => ms);

        Assert.Equal(4, failed.Remaining().TotalSeconds, tolerance: 0.01);
        Assert.Equal(TimeSpan.Zero, all.Remaining());
        Assert.Equal(TimeSpan.Zero, new CellTimeEstimate(Sweep(["a"], [1])).Remaining());
    }

    private static List<PlannedCell> Sweep(string[] serializers, int[] sizes) =>
        [.. from s in serializers from size in sizes select new PlannedCell(s, "grainstate", size, "serialize")];

    /// <summary>Finishes the plan's first cells with these call times (ms), each taking <paramref name="seconds"/> of its call.</summary>
    private static void Finish(CellTimeEstimate estimate, double[] callMs, Func<double, double> seconds)
    {
        for (var i = 0; i < callMs.Length; i++)
        {
            estimate.Finished(i, TimeSpan.FromSeconds(seconds(callMs[i])), callMs[i] * 1e6);
        }
    }
}
