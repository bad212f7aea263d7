using SerBench.Reports;

namespace SerBench.Tests.Reports;

public sealed class ConsoleTableTests
{
    [Fact]
    public void The_table_has_a_row_per_serializer_and_operation_with_failures_and_unsupported_marked()
    {
        using var output = new StringWriter();

        ConsoleTable.Write(output, ReportFixture.Run());

        var text = output.ToString();
        Assert.Contains("complex\n", text.ReplaceLineEndings("\n"));
        Assert.Contains("customers (100 customers)", text);
        var lines = text.ReplaceLineEndings("\n").Split('\n');
        Assert.Contains(lines, l => l.Contains("serialize", StringComparison.Ordinal) && l.Contains("fast", StringComparison.Ordinal) && l.Contains("123 ns", StringComparison.Ordinal) && l.Contains("100 %", StringComparison.Ordinal));
        Assert.Contains(lines, l => l.Contains("broken", StringComparison.Ordinal) && l.Contains("FAILED", StringComparison.Ordinal) && l.Contains("the round trip gave back a different object", StringComparison.Ordinal));
        Assert.Contains("  not run: nope: needs [DataContract] on every type", text);
        Assert.Contains("~247 ns", text);
        Assert.Contains("~ = noisy", text);
        Assert.DoesNotContain("a–b allocated", text);
    }

    [Fact]
    public void A_cell_whose_processes_allocated_different_amounts_shows_the_range_and_says_what_it_means()
    {
        using var output = new StringWriter();
        var run = ReportFixture.Run();

        ConsoleTable.Write(output, run with { Cells = [run.Cells[0] with { AllocatedBytes = 1_536, AllocatedBytesMax = 1_600 }] });

        var text = output.ToString();
        Assert.Contains("1,536 B–1,600 B", text);
        Assert.Contains("a–b allocated = the cell's measuring processes allocated different amounts per operation", text);
    }
}
