using SerBench.Labs.Robustness;

namespace SerBench.Tests.Labs.Robustness;

/// <summary>The robustness lab finds every outcome class in a serializer built to fail, and never dies itself.</summary>
public sealed class FragileRobustnessTests(FragileRunFixture fixture) : IClassFixture<FragileRunFixture>
{
    [Fact]
    public void The_lab_survives_and_writes_its_section()
    {
        Assert.True(fixture.ExitCode == 0, $"exit {fixture.ExitCode}: {fixture.Error}\n{fixture.Output}");
        var section = fixture.Run!.Robustness!;
        Assert.Equal(7, section.Seed);
        Assert.Equal("ok", fixture.Cell.Status);
        Assert.Equal(Outcomes.Equal, fixture.Cell.ValidOutcome);
        Assert.Contains("fragile", fixture.Output, StringComparison.Ordinal);
        Assert.True(File.Exists(Path.Combine(fixture.Folder, "run", "report.md")));
    }

    [Theory]
    [InlineData("bit 0 of byte 0", Outcomes.Different, "Id")]
    [InlineData("bit 1 of byte 0", Outcomes.Hang, "no answer within 10,000 ms")]
    [InlineData("bit 2 of byte 0", Outcomes.Crash, "fail-fast on mode 0x04")]
    [InlineData("bit 3 of byte 0", Outcomes.OutOfMemory, "OutOfMemory")]
    [InlineData("bit 4 of byte 0", Outcomes.Crash, "stack overflow")]
    public void Each_outcome_class_is_detected(string label, string outcome, string detail)
    {
        var finding = fixture.Finding(label);
        Assert.Equal(outcome, finding.Outcome);
        Assert.Contains(detail, $"{finding.Exception} {finding.Detail}", StringComparison.OrdinalIgnoreCase);
        Assert.NotNull(finding.File);
        Assert.True(File.Exists(Path.Combine(fixture.Folder, "run", finding.File!)), finding.File);
    }

    [Fact]
    public void A_runaway_allocation_is_flagged_against_the_input_size()
    {
        var finding = fixture.Finding("bit 5 of byte 0");
        Assert.Equal(Outcomes.Equal, finding.Outcome);
        Assert.True(finding.ExcessiveAllocation);
        Assert.True(finding.AllocatedBytes >= 80L * 1024 * 1024, $"allocated {finding.AllocatedBytes}");
        Assert.Equal(finding.AllocatedBytes, fixture.Cell.PeakAllocation!.AllocatedBytes);
    }

    [Fact]
    public void Clean_rejections_are_counted_by_exception_type()
    {
        var counts = fixture.Cell.Counts;
        Assert.True(counts.Rejected > 0);
        Assert.Contains(fixture.Cell.Exceptions, e => e.Type == typeof(InvalidDataException).FullName);
        Assert.Contains(fixture.Cell.Exceptions, e => e.Type == typeof(FormatException).FullName);
        Assert.DoesNotContain(fixture.Cell.Findings, f => f.Outcome == Outcomes.Rejected && !f.ExcessiveAllocation);
    }

    [Fact]
    public void The_security_column_names_each_failure_on_its_smallest_input()
    {
        var summary = Assert.Single(fixture.Run!.Robustness!.Serializers);
        Assert.Contains("unsafe by design", summary.Security, StringComparison.Ordinal);
        Assert.Contains("crashes", summary.Security, StringComparison.Ordinal);
        Assert.Contains("runs out of memory (heap limit 256 MiB) on a 9-byte input", summary.Security, StringComparison.Ordinal);
        Assert.Contains("hangs", summary.Security, StringComparison.Ordinal);
        Assert.Contains("on a 9-byte input", summary.Security, StringComparison.Ordinal);
        var report = File.ReadAllText(Path.Combine(fixture.Folder, "run", "report.md"));
        Assert.Contains("## Robustness", report, StringComparison.Ordinal);
        Assert.Contains(summary.Security, report, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("bit 1 of byte 0")]
    [InlineData("bit 2 of byte 0")]
    [InlineData("bit 3 of byte 0")]
    [InlineData("bit 0 of byte 0")]
    public void A_saved_input_replays_to_its_outcome(string label)
    {
        var finding = fixture.Finding(label);
        var (code, output, error) = fixture.Cli("robustness", "--replay", Path.Combine(fixture.Folder, "run", finding.File!));
        Assert.True(code == 0, error);
        Assert.Contains($"Outcome: {finding.Outcome}", output, StringComparison.Ordinal);
        Assert.Contains("Reproduced", output, StringComparison.Ordinal);
    }
}
