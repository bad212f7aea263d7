using SerBench.Engine.Interference;

namespace SerBench.Tests.Engine;

public sealed class SlowProcessCheckTests
{
    [Fact]
    public void A_process_whose_every_cell_is_slower_than_the_other_rounds_is_found_with_its_ratio()
    {
        var cells = Cells("a", [[150, 100], [300, 200], [75, 50], [15, 10]]);

        var slow = Assert.Single(SlowProcessCheck.Find(cells, 0.10, 3));

        Assert.Equal(("a", 1, 4), (slow.Serializer, slow.Round, slow.Cells));
        Assert.Equal(1.5, slow.Ratio, 6);
    }

    [Fact]
    public void One_slow_cell_among_steady_ones_is_not_a_slow_process()
    {
        var cells = Cells("a", [[200, 100], [101, 100], [99, 100], [100, 100]]);

        Assert.Empty(SlowProcessCheck.Find(cells, 0.10, 3));
    }

    [Fact]
    public void Too_few_shared_cells_are_not_judged()
    {
        var cells = Cells("a", [[150, 100], [150, 100]]);

        Assert.Empty(SlowProcessCheck.Find(cells, 0.10, 3));
    }

    [Fact]
    public void With_three_rounds_only_the_round_apart_from_the_others_is_slow_and_serializers_are_judged_apart()
    {
        var cells = Cells("a", [[100, 160, 102], [50, 80, 49], [10, 16, 10]])
            .Concat(Cells("b", [[100, 100, 100], [50, 50, 50], [10, 10, 10]]))
            .ToList();

        var slow = Assert.Single(SlowProcessCheck.Find(cells, 0.10, 3));

        Assert.Equal(("a", 2), (slow.Serializer, slow.Round));
    }

    [Fact]
    public void Failed_and_missing_rounds_are_left_out_of_the_comparison()
    {
        var cells = Cells("a", [[150, 100], [150, 100], [150, 100]]);
        cells.Add(("a", [RoundPoolingTests.Round(1, 150, 150, 150) with { Status = CellStatus.Failed }, null]));

        var slow = Assert.Single(SlowProcessCheck.Find(cells, 0.10, 3));

        Assert.Equal(3, slow.Cells);
    }

    private static List<(string Serializer, IReadOnlyList<CellRecord?> Rounds)> Cells(string serializer, double[][] mediansByCell) =>
        [.. mediansByCell.Select(medians => (serializer, (IReadOnlyList<CellRecord?>)[.. medians.Select((m, i) => (CellRecord?)RoundPoolingTests.Round(i + 1, m, m, m))]))];
}
