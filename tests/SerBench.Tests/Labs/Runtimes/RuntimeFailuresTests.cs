using SerBench.Labs.Micro.Runtimes;
using SerBench.Reports;
using SerBench.Tests.Cli;

namespace SerBench.Tests.Labs.Runtimes;

/// <summary>A row that fails on one runtime of a `--runtimes` run is listed with its reason in that runtime's part of the outputs.</summary>
public sealed class RuntimeFailuresTests
{
    private const string DynamicResolver = "Serialize threw MessagePackSerializationException: Failed to serialize SerBench.Payloads.Models.TinyObject value.";

    [Fact]
    public void A_failed_row_is_listed_once_per_reason_with_its_cells_on_its_runtime_only()
    {
        var failures = RuntimeFailures.Of(Run(), "nativeaot");

        var failure = Assert.Single(failures);
        Assert.Equal(new RuntimeFailure("messagepack", DynamicResolver, 2), failure);
        Assert.Empty(RuntimeFailures.Of(Run(), "net10.0"));
    }

    [Fact]
    public void A_crashed_processs_reason_is_listed_by_its_first_line()
    {
        var crashed = Run() with
        {
            Cells = [Failed("stj-sourcegen", "serialize", "Not measured: exit code 134. Its last error output: Unhandled exception.\n   at Frame()", "nativeaot")],
        };

        Assert.Equal("Not measured: exit code 134. Its last error output: Unhandled exception.", Assert.Single(RuntimeFailures.Of(crashed, "nativeaot")).Reason);
    }

    [Fact]
    public void The_runtimes_section_of_report_md_names_the_failed_row_and_its_reason()
    {
        var md = RuntimeSections.Markdown(Run());

        var aot = md[md.IndexOf("## Runtime nativeaot", StringComparison.Ordinal)..];
        Assert.Contains($"- **messagepack** failed (2 cells): {DynamicResolver}", aot, StringComparison.Ordinal);
        Assert.Contains("- **stj** left out: reflection-only row.", aot, StringComparison.Ordinal);
        Assert.DoesNotContain("failed (", md[..md.IndexOf("## Runtime nativeaot", StringComparison.Ordinal)], StringComparison.Ordinal);
    }

    [Fact]
    public void The_console_names_each_runtimes_left_out_and_failed_rows_and_says_nothing_of_a_clean_one()
    {
        var output = new StringWriter();

        RuntimeFailures.WriteConsole(output, Run());

        Assert.Equal(
            $"\nOn nativeaot:\n  stj left out: reflection-only row\n  messagepack failed (2 cells): {DynamicResolver}\n",
            output.ToString().ReplaceLineEndings("\n"));
    }

    [Fact]
    public void A_run_without_runtimes_gets_no_such_lines()
    {
        var output = new StringWriter();

        RuntimeFailures.WriteConsole(output, Run() with { Runtimes = null, Cells = [Failed("messagepack", "serialize", DynamicResolver, runtime: null)] });

        Assert.Empty(output.ToString());
    }

    private static RunFile Run() => new()
    {
        SerbenchVersion = "0.1.0",
        Preset = "quick",
        StartedUtc = CliHarness.Now.UtcDateTime,
        Environment = TestRuns.Environment(),
        Runtimes =
        [
            new RuntimeRecord { Name = "net10.0", Version = ".NET 10.0.12", Build = "fake build" },
            new RuntimeRecord { Name = "nativeaot", Version = ".NET 10.0.12", Build = "fake build", Excluded = [new RuntimeExclusionRecord("stj", "reflection-only row")] },
        ],
        Cells =
        [
            TestRuns.Ok("messagepack", "tiny", "serialize", 100) with { Runtime = "net10.0" },
            TestRuns.Ok("messagepack", "tiny", "deserialize", 100) with { Runtime = "net10.0" },
            Failed("messagepack", "serialize", DynamicResolver, "nativeaot"),
            Failed("messagepack", "deserialize", DynamicResolver, "nativeaot"),
            TestRuns.Ok("memorypack", "tiny", "serialize", 50) with { Runtime = "nativeaot" },
        ],
    };

    private static CellRecord Failed(string serializer, string operation, string reason, string? runtime) => new()
    {
        Serializer = serializer,
        Payload = "tiny",
        PayloadSize = 1,
        Operation = operation,
        Runtime = runtime,
        Status = CellStatus.Failed,
        Reason = reason,
    };
}
