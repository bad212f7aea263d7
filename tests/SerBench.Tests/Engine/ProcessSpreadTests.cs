namespace SerBench.Tests.Engine;

public sealed class ProcessSpreadTests
{
    [Fact]
    public void The_spread_is_the_median_round_disagreement_scaled_to_one_standard_deviation()
    {
        // Half the cells' rounds 2 % apart, half 6 %: the median |ln r1/r2| lies between ln 1.02 and ln 1.06.
        var cells = Enumerable.Range(0, 20).Select(i => Cell(i, 100, i < 10 ? 102 : 106)).Append(Cell(20, 100, 104)).ToList();

        var spread = ProcessSpread.Estimate(cells);

        Assert.Equal(21, spread.Cells);
        Assert.Equal(Math.Log(1.04) / (0.6745 * Math.Sqrt(2)), spread.Sigma!.Value, 9);
    }

    [Fact]
    public void Rounds_put_at_the_runs_speed_give_the_spread_of_their_medians_as_timed()
    {
        // Timed 100 and 106 ns; scaled by their canaries to 100 and 101: the spread is the 6 % as timed.
        var cells = Enumerable.Range(0, 20).Select(i => Cell(i, 100, 101) with
        {
            Rounds = [new RoundRecord { Round = 1, MedianNs = 100, MeasuredMedianNs = 100, SpeedFactor = 1 }, new RoundRecord { Round = 2, MedianNs = 101, MeasuredMedianNs = 106, SpeedFactor = 101.0 / 106 }],
        }).ToList();

        Assert.Equal(Math.Log(1.06) / (0.6745 * Math.Sqrt(2)), ProcessSpread.Estimate(cells).Sigma!.Value, 9);
    }

    [Fact]
    public void Too_few_cells_with_two_clean_rounds_give_no_estimate_and_change_nothing()
    {
        var cells = Enumerable.Range(0, ProcessSpread.MinCells - 1).Select(i => Cell(i, 100, 110)).ToList();

        var (applied, spread, wider, fromDisturbed, _) = ProcessSpread.Apply(cells);

        Assert.False(fromDisturbed);
        Assert.Null(spread.Sigma);
        Assert.Equal(ProcessSpread.MinCells - 1, spread.Cells);
        Assert.Same(cells, applied);
        Assert.Empty(wider);
    }

    [Fact]
    public void Disturbed_rounds_failed_cells_and_single_rounds_are_not_counted()
    {
        var clean = Enumerable.Range(0, ProcessSpread.MinCells - 1).Select(i => Cell(i, 100, 101)).ToList();
        var disturbed = Cell(100, 100, 200);
        disturbed = disturbed with { Rounds = [disturbed.Rounds![0], disturbed.Rounds[1] with { Disturbed = true }] };
        var failed = Cell(101, 100, 200) with { Status = CellStatus.Failed };
        var single = Cell(102, 100, 200) with { Rounds = [new RoundRecord { Round = 1, MedianNs = 100 }] };

        Assert.Equal((null, ProcessSpread.MinCells - 1), ProcessSpread.Estimate([.. clean, disturbed, failed, single]));
        Assert.Equal(ProcessSpread.MinCells, ProcessSpread.Estimate([.. clean, Cell(103, 100, 101)]).Cells);
    }

    [Fact]
    public void A_run_with_too_few_clean_cells_takes_the_spread_from_its_disturbed_rounds_too_and_floors_every_cell()
    {
        // 5 cells with two clean rounds 1 % apart, 20 whose second round was disturbed and 20 % slower.
        var clean = Enumerable.Range(0, 5).Select(i => Cell(i, 100, 101));
        var disturbed = Enumerable.Range(5, 20).Select(i => Cell(i, 100, 120)).Select(c => c with { Rounds = [c.Rounds![0], c.Rounds[1] with { Disturbed = true }] });
        var cells = clean.Concat(disturbed).Select(c => c with { MedianNs = 100, CiLowerNs = 99.9, CiUpperNs = 100.1 }).ToList();

        var (applied, spread, wider, fromDisturbed, _) = ProcessSpread.Apply(cells);

        Assert.True(fromDisturbed);
        Assert.Equal(25, spread.Cells);
        Assert.Equal(Math.Log(1.20) / (0.6745 * Math.Sqrt(2)), spread.Sigma!.Value, 9);
        Assert.Empty(wider);
        var h = ProcessSpread.HalfWidth(spread.Sigma.Value, rounds: 2, cells: 25);
        Assert.All(applied, c => Assert.Equal(100 * Math.Exp(h), c.CiUpperNs!.Value, 9));
        Assert.All(applied, c => Assert.Equal(100.1, c.OwnCiUpperNs));
    }

    [Fact]
    public void Cells_that_kept_a_disturbed_round_are_floored_by_the_wider_spread_of_such_cells()
    {
        var clean = Enumerable.Range(0, 20).Select(i => Cell(i, 100, 101));
        var disturbed = Enumerable.Range(20, ProcessSpread.MinCells).Select(i => Cell(i, 100, 130))
            .Select(c => c with { Disturbed = true, Rounds = [c.Rounds![0], c.Rounds[1] with { Disturbed = true }] });
        var cells = clean.Concat(disturbed).Select(c => c with { MedianNs = 100, CiLowerNs = 99.9, CiUpperNs = 100.1 }).ToList();

        var (applied, spread, _, fromDisturbed, disturbedSpread) = ProcessSpread.Apply(cells);

        Assert.False(fromDisturbed);
        Assert.Equal(20, spread.Cells);
        var wide = ProcessSpread.Disturbed(cells);
        Assert.Equal((Math.Log(1.30) / (0.6745 * Math.Sqrt(2)), 20), (wide.Sigma!.Value, wide.Cells), new SpreadComparer());
        var h = ProcessSpread.HalfWidth(wide.Sigma.Value, rounds: 2, cells: 20);
        Assert.Equal(new SerializerSpread(wide.Sigma.Value, 20), disturbedSpread);
        Assert.All(applied.Where(c => c.Disturbed), c => Assert.Equal(100 * Math.Exp(h), c.CiUpperNs!.Value, 9));
        var runFloor = ProcessSpread.HalfWidth(spread.Sigma!.Value, rounds: 2, cells: 20);
        Assert.All(applied.Where(c => !c.Disturbed), c => Assert.Equal(100 * Math.Exp(runFloor), c.CiUpperNs!.Value, 9));
    }

    [Fact]
    public void A_few_cells_that_kept_a_disturbed_round_keep_the_runs_floor()
    {
        var clean = Enumerable.Range(0, 20).Select(i => Cell(i, 100, 101));
        var disturbed = Enumerable.Range(20, ProcessSpread.MinCells - 1).Select(i => Cell(i, 100, 130))
            .Select(c => c with { Disturbed = true, Rounds = [c.Rounds![0], c.Rounds[1] with { Disturbed = true }] });
        var cells = clean.Concat(disturbed).Select(c => c with { MedianNs = 100, CiLowerNs = 99.9, CiUpperNs = 100.1 }).ToList();

        var (applied, spread, _, _, disturbedSpread) = ProcessSpread.Apply(cells);

        Assert.Null(ProcessSpread.Disturbed(cells).Sigma);
        Assert.Null(disturbedSpread);
        var runFloor = ProcessSpread.HalfWidth(spread.Sigma!.Value, rounds: 2, cells: 20);
        Assert.All(applied, c => Assert.Equal(100 * Math.Exp(runFloor), c.CiUpperNs!.Value, 9));
    }

    private sealed class SpreadComparer : IEqualityComparer<(double, int)>
    {
        public bool Equals((double, int) x, (double, int) y) => Math.Abs(x.Item1 - y.Item1) < 1e-9 && x.Item2 == y.Item2;

        public int GetHashCode((double, int) obj) => obj.Item2;
    }

    [Fact]
    public void Rounds_left_out_of_a_cells_figures_are_not_counted_even_when_disturbed_rounds_are()
    {
        var leftOut = Enumerable.Range(0, 25).Select(i => Cell(i, 100, 150)).Select(c => c with { Rounds = [c.Rounds![0], c.Rounds[1] with { Disturbed = true, LeftOut = true }] }).ToList();

        var (applied, spread, _, fromDisturbed, _) = ProcessSpread.Apply(leftOut);

        Assert.False(fromDisturbed);
        Assert.Null(spread.Sigma);
        Assert.Same(leftOut, applied);
    }

    [Fact]
    public void A_serializer_whose_processes_disagree_more_than_the_runs_is_floored_by_its_own_spread()
    {
        // 20 cells of a steady row (rounds 1 % apart) and 12 of a row whose processes land 10 % apart.
        var steady = Enumerable.Range(0, 20).Select(i => Cell(i, 100, 101)).ToList();
        var wide = Enumerable.Range(20, ProcessSpread.MinSerializerCells).Select(i => Cell(i, 100, 110) with { Serializer = "memorypack" }).ToList();
        var cells = steady.Concat(wide).Select(c => c with { MedianNs = 100, CiLowerNs = 99.9, CiUpperNs = 100.1 }).ToList();

        var (applied, spread, wider, _, _) = ProcessSpread.Apply(cells);

        var own = Assert.Single(wider);
        Assert.Equal("memorypack", own.Key);
        Assert.Equal(ProcessSpread.MinSerializerCells, own.Value.Cells);
        Assert.Equal(Math.Log(1.10) / (0.6745 * Math.Sqrt(2)), own.Value.Sigma, 9);
        Assert.True(own.Value.Sigma > spread.Sigma);
        var h = ProcessSpread.HalfWidth(own.Value.Sigma, rounds: 2, cells: own.Value.Cells);
        Assert.All(applied.Where(c => c.Serializer == "memorypack"), c => Assert.Equal(100 * Math.Exp(h), c.CiUpperNs!.Value, 9));
        var runFloor = ProcessSpread.HalfWidth(spread.Sigma!.Value, rounds: 2, cells: spread.Cells);
        Assert.All(applied.Where(c => c.Serializer == "stj"), c => Assert.Equal(100 * Math.Exp(runFloor), c.CiUpperNs!.Value, 9));
    }

    [Fact]
    public void A_serializer_with_too_few_cells_or_a_narrower_spread_keeps_the_runs_floor()
    {
        var steady = Enumerable.Range(0, 20).Select(i => Cell(i, 100, 105)).ToList();
        var few = Enumerable.Range(20, ProcessSpread.MinSerializerCells - 1).Select(i => Cell(i, 100, 150) with { Serializer = "few" });
        var calm = Enumerable.Range(40, ProcessSpread.MinSerializerCells).Select(i => Cell(i, 100, 100.5) with { Serializer = "calm" });

        var (_, _, wider, _, _) = ProcessSpread.Apply([.. steady, .. few, .. calm]);

        Assert.Empty(wider);
        Assert.False(ProcessSpread.BySerializer([.. few]).ContainsKey("few"));
        Assert.True(ProcessSpread.BySerializer([.. calm]).ContainsKey("calm"));
    }

    [Fact]
    public void A_narrow_interval_is_widened_to_the_floor_and_keeps_its_own()
    {
        var cell = Cell(0, 100, 101) with { MedianNs = 100, CiLowerNs = 99, CiUpperNs = 101 };

        var floored = ProcessSpread.Floor(cell, sigma: 0.04, cells: 300);

        var h = ProcessSpread.HalfWidth(0.04, rounds: 2, cells: 300);
        Assert.Equal(100 * Math.Exp(-h), floored.CiLowerNs!.Value, 9);
        Assert.Equal(100 * Math.Exp(h), floored.CiUpperNs!.Value, 9);
        Assert.Equal(99, floored.OwnCiLowerNs);
        Assert.Equal(101, floored.OwnCiUpperNs);
        Assert.Equal(cell.Noisy, floored.Noisy);
    }

    [Fact]
    public void A_wider_interval_of_its_own_stands()
    {
        var cell = Cell(0, 100, 130) with { MedianNs = 110, CiLowerNs = 60, CiUpperNs = 180 };

        var floored = ProcessSpread.Floor(cell, sigma: 0.04, cells: 300);

        Assert.Equal(60, floored.CiLowerNs);
        Assert.Equal(180, floored.CiUpperNs);
    }

    [Fact]
    public void More_rounds_and_a_steadier_machine_narrow_the_floor()
    {
        var two = ProcessSpread.HalfWidth(0.04, rounds: 2, cells: 400);

        Assert.True(ProcessSpread.HalfWidth(0.04, rounds: 3, cells: 400) < two);
        Assert.True(ProcessSpread.HalfWidth(0.01, rounds: 2, cells: 400) < two);
        Assert.Equal(3.3 * 0.04 / Math.Sqrt(2), two, 2);
    }

    [Fact]
    public void Cells_without_figures_pass_unchanged()
    {
        var unsupported = new CellRecord { Serializer = "a", Payload = "tiny", PayloadSize = 1, Operation = "serialize", Status = CellStatus.Unsupported };
        var noInterval = Cell(1, 100, 101) with { CiLowerNs = null, CiUpperNs = null };

        Assert.Same(unsupported, ProcessSpread.Floor(unsupported, 0.04, 300));
        Assert.Same(noInterval, ProcessSpread.Floor(noInterval, 0.04, 300));
    }

    private static CellRecord Cell(int i, double first, double second) => new()
    {
        Serializer = "stj",
        Payload = "p" + i,
        PayloadSize = 1,
        Operation = "serialize",
        Status = CellStatus.Ok,
        MedianNs = (first + second) / 2,
        CiLowerNs = first,
        CiUpperNs = second,
        Rounds = [new RoundRecord { Round = 1, MedianNs = first }, new RoundRecord { Round = 2, MedianNs = second }],
    };
}
