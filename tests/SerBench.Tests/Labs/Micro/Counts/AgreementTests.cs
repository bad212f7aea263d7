using SerBench.Compare;
using SerBench.Labs.Micro.Counts.Agreement;
using SerBench.Reports;
using SerBench.Tests.Reports;

namespace SerBench.Tests.Labs.Micro.Counts;

/// <summary>Spearman's ρ with average ranks for ties, the 1.5× outlier rule, and report.md's section of a both run.</summary>
public sealed class AgreementTests
{
    [Fact]
    public void The_same_order_correlates_perfectly_and_the_reversed_order_inversely()
    {
        Assert.Equal(1, Spearman.Correlation([1, 2, 3, 4], [10, 200, 3_000, 40_000])!.Value, 12);
        Assert.Equal(-1, Spearman.Correlation([1, 2, 3, 4], [40, 30, 20, 10])!.Value, 12);
    }

    [Fact]
    public void Ties_share_their_average_rank()
    {
        Assert.Equal([1, 2.5, 2.5, 4], Spearman.Ranks([10, 20, 20, 30]));
        Assert.Equal([2, 2, 2], Spearman.Ranks([5, 5, 5]));

        // Ranks [1, 2.5, 2.5, 4] against [1, 2, 3, 4]: Pearson on the ranks, 4.5 / √(4.5 × 5) = 3 / √10.
        Assert.Equal(3 / Math.Sqrt(10), Spearman.Correlation([1, 2, 2, 3], [1, 2, 3, 4])!.Value, 12);
    }

    [Fact]
    public void A_series_of_ties_or_a_single_pair_has_no_correlation()
    {
        Assert.Null(Spearman.Correlation([7, 7, 7], [1, 2, 3]));
        Assert.Null(Spearman.Correlation([1], [2]));
        Assert.Throws<ArgumentException>(() => Spearman.Correlation([1, 2], [1]));
    }

    [Theory]
    [InlineData(1.6, true)]
    [InlineData(0.6, true)]
    [InlineData(1.5, false)]
    [InlineData(1.4, false)]
    [InlineData(0.7, false)]
    public void A_cell_is_named_when_its_cycles_per_ns_is_off_its_payloads_median_by_more_than_1_5_times(double ratio, bool named)
    {
        // Three cells at 1 cycle per ns set the payload's median; the fourth strays by its ratio.
        AgreementCell Cell(string serializer, double cyclesPerNs) => new(new CellKey(serializer, "tiny", 1, "serialize"), 100, 100 * cyclesPerNs);
        var cells = new[] { Cell("a", 1), Cell("b", 1), Cell("c", 1), Cell("d", ratio) };

        var outliers = TimeCountsAgreement.OutliersOf(cells);

        Assert.Equal(named ? ["d"] : [], outliers.Select(o => o.Cell.Key.Serializer));
        if (named)
        {
            Assert.Equal(ratio < 1, outliers[0].TimeBound);
        }
    }

    [Fact]
    public void The_median_ratio_is_taken_per_payload_not_over_the_run()
    {
        // customers runs at a tenth of tiny's cycles per ns throughout: no cell of it strays from its own payload's median.
        AgreementCell Cell(string serializer, string payload, double cyclesPerNs) => new(new CellKey(serializer, payload, 1, "serialize"), 100, 100 * cyclesPerNs);
        var cells = new[] { Cell("a", "tiny", 3), Cell("b", "tiny", 3), Cell("a", "customers", 0.3), Cell("b", "customers", 0.3) };

        Assert.Empty(TimeCountsAgreement.OutliersOf(cells));
    }

    [Fact]
    public void A_both_run_pairs_time_and_cycles_per_payload_and_operation_and_takes_the_median_correlation()
    {
        var agreement = TimeCountsAgreement.Of(BothRun.Run(), BothRun.Run());

        Assert.Equal(8, agreement.CellCount);
        Assert.Equal(["tiny serialize", "tiny deserialize"], agreement.Groups.Select(g => $"{g.PayloadLabel} {g.Operation}"));
        Assert.Equal(1, agreement.Groups[0].Correlation!.Value, 12);
        Assert.Equal(0.8, agreement.Groups[1].Correlation!.Value, 12);
        Assert.Equal(0.9, agreement.MedianCorrelation!.Value, 12);
        Assert.Equal(["slow · tiny · deserialize"], agreement.Outliers.Select(o => o.Cell.Key.ToString()));
        Assert.True(agreement.Outliers[0].TimeBound);
    }

    [Fact]
    public void Report_md_of_a_both_run_has_the_agreement_section_and_a_timed_run_none()
    {
        Assert.Contains(AgreementSection.Heading + "\n\n", MarkdownReport.Render(BothRun.Run()));
        Assert.Contains("Median ρ over 2 payload × operation groups: 0.90.", MarkdownReport.Render(BothRun.Run()));
        Assert.DoesNotContain(AgreementSection.Heading, MarkdownReport.Render(ReportFixture.Run()));
        Assert.DoesNotContain(AgreementSection.Heading, MarkdownReport.Render(BothRun.Run() with { Measure = Measures.Counts }));
    }
}

/// <summary>A run measured with both: four serializers of tiny, each cell with a median and estimated cycles.</summary>
internal static class BothRun
{
    public static RunFile Run() => ReportFixture.Run() with
    {
        Measure = Measures.Both,
        Cells =
        [
            // serialize: cycles rank the serializers as time does (ρ = 1), about 3 cycles per ns.
            Cell("fast", "serialize", 100, 300),
            Cell("mid", "serialize", 200, 620),
            Cell("slow", "serialize", 400, 1_180),
            Cell("slowest", "serialize", 800, 2_500),
            // deserialize: slow's time is four times what its cycles account for (memory-bound), so the orders differ.
            Cell("fast", "deserialize", 100, 310),
            Cell("mid", "deserialize", 200, 590),
            Cell("slow", "deserialize", 1_600, 1_200),
            Cell("slowest", "deserialize", 900, 2_700),
        ],
    };

    public static CellRecord Cell(string serializer, string operation, double medianNs, double cycles) =>
        TestRuns.Ok(serializer, "tiny", operation, medianNs) with
        {
            Counts = new CountsRecord
            {
                Instructions = cycles - 85,
                L1Misses = 10,
                LastLevelMisses = 1,
                BranchMispredictions = 5,
                EstimatedCycles = cycles,
                Spread = 0.001,
            },
        };
}
