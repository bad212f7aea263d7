using SerBench.Compare;
using SerBench.Tests.Reports;

namespace SerBench.Tests.Cli;

/// <summary>Which measure compare judges two runs by: counts when both have them, time when both have it, never one against the other.</summary>
public sealed class ComparedMeasureTests
{
    [Theory]
    [InlineData(null, null, null, "time")]
    [InlineData("time", "both", null, "time")]
    [InlineData("both", "counts", null, "counts")]
    [InlineData("both", "both", null, "counts")]
    [InlineData("both", "both", "time", "time")]
    [InlineData("both", "both", "COUNTS", "counts")]
    [InlineData("counts", "counts", null, "counts")]
    public void The_measure_both_runs_hold_is_judged(string? before, string? after, string? requested, string judged)
    {
        var (measure, error) = ComparedMeasure.Choose(Run(before), Run(after), requested);

        Assert.Null(error);
        Assert.Equal(judged, measure);
    }

    [Theory]
    [InlineData("time", "counts", null, "A measured time, B counted instructions; a time cannot be compared with a count")]
    [InlineData("counts", null, null, "A counted instructions, B measured time; a time cannot be compared with a count")]
    [InlineData("both", "time", "counts", "--measure counts needs counts in both runs, and B measured time.")]
    [InlineData("counts", "both", "time", "--measure time needs times in both runs, and A counted instructions.")]
    public void Runs_that_do_not_both_hold_the_measure_are_refused_with_what_is_accepted(string? before, string? after, string? requested, string message)
    {
        var (measure, error) = ComparedMeasure.Choose(Run(before), Run(after), requested);

        Assert.Null(measure);
        Assert.Contains(message, error, StringComparison.Ordinal);
        Assert.Contains("compare takes two timed runs, two counted runs, or a run measured with both against either (choose which measure with --measure time|counts).", error, StringComparison.Ordinal);
    }

    private static RunFile Run(string? measure) => ReportFixture.Run() with { Measure = measure };
}
