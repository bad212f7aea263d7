using SerBench.Reports;

namespace SerBench.Tests.Reports;

public sealed class CsvReportTests
{
    private readonly string[] _lines = CsvReport.Render(ReportFixture.Run()).Split("\r\n");

    [Fact]
    public void The_header_names_every_cell_field_and_the_row_labels()
    {
        Assert.Equal(
            "serializer,serializerDisplayName,format,codegen,apiShape,payload,payloadSize,operation,status,reason,diff,"
            + "sizeBytes,gzipBytes,brotliBytes,zstdBytes,medianNs,ciLowerNs,ciUpperNs,meanNs,stdDevNs,allocatedBytes,gen0PerThousandOps,noisy,iterations,"
            + "rounds,roundsSpread,retries,disturbed,atOverheadFloor,gen1PerThousandOps,gen2PerThousandOps,ownCiLowerNs,ownCiUpperNs,allocatedBytesMax,"
            + "instructions,l1Misses,lastLevelMisses,branchMispredictions,estimatedCycles,countsSpread,countsCalls,countsAllThreads,countsSettled",
            _lines[0]);
    }

    [Fact]
    public void One_row_per_cell_with_invariant_round_trip_numbers()
    {
        Assert.Equal(
            "fast,Fake Fast,json,reflection,buffer-writer,complex,1,serialize,ok,,,600,590,580,,123.4,122.16600000000001,124.634,123.4,1.234,64,,false,12,,,0,false,false,,,,,,,,,,,,,,",
            _lines[1]);
        Assert.StartsWith("slow,Fake Slow,json,source-generated,byte-array,complex,1,serialize,ok,,,300,290,280,,246.8,200,300,", _lines[2]);
        Assert.EndsWith(",true,12,,,0,false,false,,,,,,,,,,,,,,", _lines[2]);
    }

    [Fact]
    public void A_cell_whose_processes_allocated_different_amounts_gives_the_most_in_allocated_bytes_max()
    {
        var run = ReportFixture.Run();
        var cell = run.Cells[0] with { AllocatedBytes = 2_449, AllocatedBytesMax = 3_088 };

        var line = CsvReport.Render(run with { Cells = [cell] }).Split("\r\n")[1];

        Assert.Contains(",2449,", line, StringComparison.Ordinal);
        Assert.EndsWith(",3088,,,,,,,,,", line, StringComparison.Ordinal);
    }

    [Fact]
    public void A_failed_cell_keeps_its_reason_and_its_multi_line_diff_quoted()
    {
        var csv = CsvReport.Render(ReportFixture.Run());

        Assert.Contains(
            "broken,Fake Broken,json,reflection,buffer-writer,complex,1,serialize,failed,the round trip gave back a different object,"
            + "\"Children[1].Name: expected \"\"Child 2\"\", got \"\"Child 3\"\"\nCost: expected 456.78, got 456.7\",,,,,,,,,,,,false,",
            csv);
    }

    [Fact]
    public void A_counted_cell_fills_the_counts_columns_and_a_counts_run_leaves_the_time_columns_empty()
    {
        var lines = CsvReport.Render(CountsReportFixture.CountsRun()).Split("\r\n");
        var header = lines[0].Split(',');
        var fast = lines[1].Split(',');
        string Field(string column) => fast[Array.IndexOf(header, column)];

        Assert.Equal(CsvReport.Columns, header);
        Assert.Equal("fast", Field("serializer"));
        Assert.Equal(string.Empty, Field("medianNs"));
        Assert.Equal(string.Empty, Field("ciLowerNs"));
        Assert.Equal("1200", Field("instructions"));
        Assert.Equal("30", Field("l1Misses"));
        Assert.Equal("2", Field("lastLevelMisses"));
        Assert.Equal("9", Field("branchMispredictions"));
        Assert.Equal("1420", Field("estimatedCycles"));
        Assert.Equal("0.002", Field("countsSpread"));
        Assert.Equal("1800", Field("countsCalls"));
        Assert.Equal("false", Field("countsAllThreads"));
        Assert.Equal("true", Field("countsSettled"));
    }

    [Fact]
    public void A_both_run_fills_the_time_and_the_counts_columns_of_a_cell()
    {
        var lines = CsvReport.Render(CountsReportFixture.BothRun()).Split("\r\n");
        var header = lines[0].Split(',');
        var fast = lines[1].Split(',');

        Assert.Equal("123.4", fast[Array.IndexOf(header, "medianNs")]);
        Assert.Equal("1420", fast[Array.IndexOf(header, "estimatedCycles")]);
    }

    [Fact]
    public void Every_cell_is_a_row()
    {
        var run = ReportFixture.Run();

        // The header, one CRLF-ended record per cell (the diff's own LF stays inside its quoted field), and the final break.
        Assert.Equal(1 + run.Cells.Count + 1, _lines.Length);
        Assert.Equal(string.Empty, _lines[^1]);
    }

    [Fact]
    public void The_csv_is_the_same_in_every_culture()
    {
        Assert.Equal(MarkdownReportTests.RenderIn("en-US"), MarkdownReportTests.RenderIn("de-DE"));
    }
}
