using SerBench.Output;
using Spectre.Console;

namespace SerBench.Tests.Display;

/// <summary>The live bar of a terminal: what it says of rounds measured while the machine was busy or slow.</summary>
public sealed class SpectreProgressDisplayTests
{
    [Fact]
    public void The_bar_counts_the_rounds_disturbed_so_far_on_the_cells_after_them()
    {
        var task = new ProgressTask(1, "Planning", 1);
        var observer = new SpectreProgressDisplay.Observer(task, new ProgressClock(TimeProvider.System));
        var descriptions = new List<string>();

        observer.Planned(3);
        observer.CellStarting(0, "stj", "tiny", Operations.Serialize);
        descriptions.Add(task.Description);
        observer.CellCompleted(0, Cell(disturbed: true));
        observer.CellStarting(1, "stj", "tiny", Operations.Deserialize);
        descriptions.Add(task.Description);
        observer.CellCompleted(1, Cell(disturbed: false));
        observer.CellStarting(2, "stj", "tiny", Operations.RoundTrip);
        descriptions.Add(task.Description);

        // As Spectre markup: the brackets of "[1/3]" are escaped.
        Assert.Equal(
            [
                "[[1/3]] stj · tiny · serialize",
                "[[2/3]] stj · tiny · deserialize (1 round disturbed so far: the machine was busy or slow)",
                "[[3/3]] stj · tiny · roundtrip (1 round disturbed so far: the machine was busy or slow)",
            ],
            descriptions);
    }

    [Fact]
    public void Once_most_rounds_so_far_were_disturbed_the_bar_says_the_machine_is_not_holding_its_speed()
    {
        var task = new ProgressTask(1, "Planning", 1);
        var observer = new SpectreProgressDisplay.Observer(task, new ProgressClock(TimeProvider.System));
        observer.Planned(50);
        for (var i = 0; i < 40; i++)
        {
            observer.CellStarting(i, "stj", "tiny", Operations.Serialize);
            observer.CellCompleted(i, Cell(disturbed: i < 30));
        }

        observer.CellStarting(40, "stj", "tiny", Operations.Serialize);

        Assert.Equal("[[41/50]] stj · tiny · serialize (30 rounds disturbed so far, most of them: the machine is not holding its speed; Ctrl-C keeps every cell measured)", task.Description);
    }

    private static CellRecord Cell(bool disturbed) =>
        TestRuns.Ok("stj", "tiny", Operations.Serialize, medianNs: 120) with
        {
            Rounds = [new RoundRecord { Round = 1, MedianNs = 120, FinishedAtSeconds = 1, Disturbed = disturbed, DisturbedReason = disturbed ? "the machine was 35 % slow" : null }],
        };
}
