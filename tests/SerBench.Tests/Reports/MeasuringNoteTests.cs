using SerBench.Reports;

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
}
