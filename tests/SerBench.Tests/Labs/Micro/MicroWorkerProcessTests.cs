using SerBench.Labs.Micro;

namespace SerBench.Tests.Labs.Micro;

public sealed class MicroWorkerProcessTests
{
    [Fact]
    public void A_measuring_process_measures_its_cells_and_streams_each_back_with_its_plan_index()
    {
        var results = new Dictionary<int, CellRecord>();
        var spec = Spec("stj", new MicroWorkerCell(7, "tiny", 1, Operations.Serialize), new MicroWorkerCell(3, "tiny", 1, Operations.Deserialize));

        var outcome = new MicroWorkerProcess().Run(spec, (index, cell) => results.Add(index, cell), CancellationToken.None);

        Assert.Equal([3, 7], results.Keys.Order());
        Assert.True(outcome.BeforeFirstCell > TimeSpan.Zero, $"{outcome}");
        Assert.All(results.Values, c => Assert.Equal(CellStatus.Ok, c.Status));
        Assert.Equal(Operations.Serialize, results[7].Operation);
        Assert.Equal(27, results[7].SizeBytes);
    }

    [Fact]
    public void A_serializer_the_child_program_does_not_know_fails_its_cells_with_the_childs_reason()
    {
        var results = new Dictionary<int, CellRecord>();

        var outcome = new MicroWorkerProcess().Run(Spec("no-such-serializer", new MicroWorkerCell(0, "tiny", 1, Operations.Serialize)), (index, cell) => results.Add(index, cell), CancellationToken.None);

        Assert.Null(outcome.BeforeFirstCell);
        var cell = Assert.Single(results.Values);
        Assert.Equal(CellStatus.Failed, cell.Status);
        Assert.Contains("exit code 2", cell.Reason);
        Assert.Contains("no serializer 'no-such-serializer'", cell.Reason);
    }

    [Fact]
    public void A_line_the_lab_cannot_read_stops_the_child_and_leaves_its_cells_to_be_failed()
    {
        var pending = new Dictionary<int, MicroWorkerCell> { [0] = new(0, "tiny", 1, Operations.Serialize) };
        var killed = false;
        var output = new StringReader("some adapter's own output\n" + MicroWorkerProtocol.Marker + "{not json\n");

        var failure = MicroWorkerProcess.ReadCells(output, () => killed = true, pending, (_, _) => Assert.Fail("no cell was sent"));

        Assert.True(killed);
        Assert.Contains("could not read", failure);
        Assert.Single(pending);
    }

    [Fact]
    public void The_line_a_child_writes_before_its_first_cell_is_reported_once_and_not_read_as_a_cell()
    {
        var pending = new Dictionary<int, MicroWorkerCell> { [4] = new(4, "tiny", 1, Operations.Serialize) };
        var cell = new CellRecord { Serializer = "stj", Payload = "tiny", PayloadSize = 1, Operation = Operations.Serialize, Status = CellStatus.Ok };
        var output = new StringReader(MicroWorkerProtocol.Ready + "\n" + MicroWorkerProtocol.Line(4, cell) + "\n");
        var events = new List<string>();

        var failure = MicroWorkerProcess.ReadCells(output, () => events.Add("killed"), pending, (index, _) => events.Add($"cell {index}"), () => events.Add("ready"));

        Assert.Null(failure);
        Assert.Equal(["ready", "cell 4"], events);
        Assert.Empty(pending);
    }

    [Fact]
    public void A_cell_the_child_was_not_asked_for_is_refused()
    {
        var pending = new Dictionary<int, MicroWorkerCell> { [0] = new(0, "tiny", 1, Operations.Serialize) };
        var stray = new CellRecord { Serializer = "stj", Payload = "tiny", PayloadSize = 1, Operation = Operations.Serialize, Status = CellStatus.Ok };
        var killed = false;

        var failure = MicroWorkerProcess.ReadCells(new StringReader(MicroWorkerProtocol.Line(9, stray) + "\n"), () => killed = true, pending, (_, _) => Assert.Fail("no cell was expected"));

        Assert.True(killed);
        Assert.Contains("cell 9", failure);
    }

    private static MicroWorkerSpec Spec(string serializer, params MicroWorkerCell[] cells) => new()
    {
        Preset = "dry",
        Serializer = serializer,
        Round = 1,
        Cells = cells,
    };
}
