using SerBench.Commands;

namespace SerBench.Tests.Cli;

public sealed class RunSinkOptionTests
{
    [Fact]
    public void The_sink_is_memory_unless_asked_for()
    {
        using var cli = new CliHarness();

        cli.Run("run", "--preset", "dry", "--serializers", "stj", "--payloads", "tiny", "--out", "out");

        Assert.Equal(Sinks.Memory, Assert.Single(cli.Plans).Sink);
    }

    [Theory]
    [InlineData("file")]
    [InlineData("FILE")]
    public void Sink_file_is_passed_to_the_engine(string value)
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--preset", "dry", "--serializers", "stj", "--payloads", "tiny", "--sink", value, "--out", "out");

        Assert.Equal(ExitCodes.Success, exit);
        Assert.Equal(Sinks.File, Assert.Single(cli.Plans).Sink);
    }

    [Fact]
    public void An_unknown_sink_is_refused_with_the_accepted_ones()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--preset", "dry", "--sink", "disk");

        Assert.Equal(ExitCodes.UsageError, exit);
        Assert.Contains("'disk'", cli.Error);
        Assert.Contains("memory, file", cli.Error);
        Assert.Empty(cli.Plans);
        Assert.Empty(cli.Writes);
    }
}
