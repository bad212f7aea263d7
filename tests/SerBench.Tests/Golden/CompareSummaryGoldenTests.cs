using SerBench.Compare;
using SerBench.Tests.Reports;

namespace SerBench.Tests.Golden;

/// <summary>compare --summary's markdown (what a CI job appends to $GITHUB_STEP_SUMMARY) of fixed runs, compared whole.</summary>
[Trait("Category", GoldenFile.Category)]
public sealed class CompareSummaryGoldenTests
{
    /// <summary>One adapter 30 % slower, one cell allocating more, one smaller, one now failing: every section has rows.</summary>
    [Fact]
    public void The_gate_summary_of_a_failing_comparison_is_the_golden_one()
    {
        using var culture = CultureScope.Invariant();
        var before = ReportFixture.Run();
        var after = before with
        {
            Cells =
            [
                .. before.Cells.Select(c => (c.Serializer, c.Operation) switch
                {
                    ("fast", _) => c with { MedianNs = c.MedianNs * 1.3, CiLowerNs = c.CiLowerNs * 1.3, CiUpperNs = c.CiUpperNs * 1.3 },
                    ("slow", "serialize") => c with { AllocatedBytes = 96, SizeBytes = 90 },
                    ("slow", "deserialize") => c with { Status = CellStatus.Failed, MedianNs = null, Reason = "round trip differs: Customers[0].Name" },
                    _ => c,
                }),
            ],
        };
        var comparison = RunComparer.Compare(before, "base", after, "head", thresholdPercent: null);

        GoldenFile.AssertMatches("Compare/summary-failed.md", GateSummary.Render(Gate.Judge(comparison, FailOn.Slower)));
    }

    [Fact]
    public void The_gate_summary_of_a_run_against_itself_is_the_golden_one()
    {
        using var culture = CultureScope.Invariant();
        var run = ReportFixture.Run();

        GoldenFile.AssertMatches("Compare/summary-passed.md", GateSummary.Render(Gate.Judge(RunComparer.Compare(run, "base", run, "head", thresholdPercent: null), FailOn.Slower)));
    }
}
