using SerBench.Reports;
using SerBench.RunFiles;

namespace SerBench.Tests.Reports;

public sealed class MeasuringNoteTests
{
    [Fact]
    public void The_note_names_re_measurements_rounds_left_out_and_a_disturbance_that_stayed()
    {
        var cell = new CellRecord
        {
            Serializer = "stj",
            Payload = "tiny",
            PayloadSize = 1,
            Operation = Operations.Serialize,
            Status = CellStatus.Ok,
            Retries = 2,
            Rounds = [new RoundRecord { Round = 1, Disturbed = true, LeftOut = true, DisturbedReason = "slow" }, new RoundRecord { Round = 2 }, new RoundRecord { Round = 3 }],
        };

        Assert.Equal("re-measured 2×; 1 disturbed round(s) left out", Labels.MeasuringNote(cell));
        Assert.Equal("re-measured 2×; disturbed: slow", Labels.MeasuringNote(cell with { Disturbed = true, Rounds = [cell.Rounds[0] with { LeftOut = false }] }));
    }

    [Fact]
    public void A_large_object_cell_that_met_no_collection_says_its_time_leaves_out_collecting()
    {
        var heavy = new CellRecord
        {
            Serializer = "datacontract-xml",
            Payload = "floats",
            PayloadSize = 100_000,
            Operation = Operations.Deserialize,
            Status = CellStatus.Ok,
            AllocatedBytes = 8_640_872,
            Gen0PerThousandOps = 0,
            Iterations = 12,
        };

        Assert.Equal("no GC while measured: collecting its garbage is not in its time", Labels.MeasuringNote(heavy));
        Assert.Equal(string.Empty, Labels.MeasuringNote(heavy with { Gen0PerThousandOps = 206.3 }));
        Assert.Equal(string.Empty, Labels.MeasuringNote(heavy with { AllocatedBytes = 84_999 }));
        Assert.Equal(string.Empty, Labels.MeasuringNote(heavy with { Gen0PerThousandOps = null }));
        Assert.Equal(string.Empty, Labels.MeasuringNote(heavy with { Iterations = 1 }));
    }
}
