using SerBench.Commands;

namespace SerBench.Tests.Cli;

public sealed class RunIsolationOptionsTests
{
    [Fact]
    public void A_seed_is_passed_to_the_engine_and_printed_so_the_order_can_be_replayed()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--preset", "dry", "--serializers", "stj", "--payloads", "tiny", "--seed", "421337", "--out", "out");

        Assert.Equal(ExitCodes.Success, exit);
        var plan = Assert.Single(cli.Plans);
        Assert.Equal(421337, plan.Seed);
        Assert.False(plan.InProcess);
        Assert.Contains("seed 421337 (--seed 421337 measures in the same order again)", cli.Out);
    }

    [Fact]
    public void Without_a_seed_each_run_gets_a_fresh_one()
    {
        using var cli = new CliHarness();

        cli.Run("run", "--preset", "dry", "--serializers", "stj", "--payloads", "tiny", "--out", "out");

        Assert.NotNull(Assert.Single(cli.Plans).Seed);
    }

    [Theory]
    [InlineData("abc")]
    [InlineData("-1")]
    [InlineData("1.5")]
    public void A_seed_that_is_not_a_whole_number_is_refused_with_what_is_accepted(string seed)
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--preset", "dry", "--seed", seed);

        Assert.Equal(ExitCodes.UsageError, exit);
        Assert.Contains($"The seed '{seed}' in --seed is not a whole number from 0 to 2147483647", cli.Error);
        Assert.Empty(cli.Plans);
        Assert.Empty(cli.Writes);
    }

    [Fact]
    public void Rounds_set_how_many_processes_measure_each_cell_and_the_preset_says_so()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--preset", "full", "--serializers", "stj", "--payloads", "tiny", "--rounds", "5", "--out", "out");

        Assert.Equal(ExitCodes.Success, exit);
        var preset = Assert.Single(cli.Plans).Preset;
        Assert.Equal(("full", 5), (preset.Name, preset.Rounds));
        Assert.Equal(SerBench.Engine.Preset.Full.IterationCount, preset.IterationCount);
        Assert.EndsWith("with --rounds 5: 5 rounds instead of 3", preset.ToRecord().Description, StringComparison.Ordinal);
        Assert.Contains("5 round(s)", cli.Out, StringComparison.Ordinal);
    }

    [Fact]
    public void Without_rounds_the_preset_keeps_its_own()
    {
        using var cli = new CliHarness();

        cli.Run("run", "--serializers", "stj", "--payloads", "tiny", "--out", "out");

        Assert.Same(SerBench.Engine.Preset.Quick, Assert.Single(cli.Plans).Preset);
    }

    [Theory]
    [InlineData("1", "is not a whole number from 2 to 9")]
    [InlineData("10", "is not a whole number from 2 to 9")]
    [InlineData("three", "is not a whole number from 2 to 9")]
    public void Rounds_outside_two_to_nine_are_refused_with_what_is_accepted(string rounds, string message)
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--serializers", "stj", "--rounds", rounds);

        Assert.Equal(ExitCodes.UsageError, exit);
        Assert.Contains($"The number of rounds '{rounds}' in --rounds {message}", cli.Error, StringComparison.Ordinal);
        Assert.Empty(cli.Plans);
        Assert.Empty(cli.Writes);
    }

    [Theory]
    [InlineData("--preset", "dry", "the dry preset measures nothing")]
    [InlineData("--in-process", null, "--in-process measures every cell once, in this one process")]
    public void Rounds_are_refused_where_nothing_is_measured_in_rounds(string option, string? value, string message)
    {
        using var cli = new CliHarness();
        string[] args = ["run", "--serializers", "stj", "--rounds", "3", option];

        var exit = cli.Run(value is null ? args : [.. args, value]);

        Assert.Equal(ExitCodes.UsageError, exit);
        Assert.Contains(message, cli.Error, StringComparison.Ordinal);
        Assert.Empty(cli.Plans);
    }

    [Fact]
    public void In_process_is_passed_to_the_engine_and_said_at_the_start()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--preset", "dry", "--serializers", "stj", "--payloads", "tiny", "--in-process", "--out", "out");

        Assert.Equal(ExitCodes.Success, exit);
        var plan = Assert.Single(cli.Plans);
        Assert.True(plan.InProcess);
        Assert.Null(plan.Seed);
        Assert.Contains("In process (--in-process)", cli.Out);
    }

    [Fact]
    public void A_program_whose_children_would_not_know_its_serializers_measures_in_process_and_says_why()
    {
        using var cli = new CliHarness { CanIsolate = false };

        cli.Run("run", "--preset", "dry", "--serializers", "stj", "--payloads", "tiny", "--out", "out");

        Assert.True(Assert.Single(cli.Plans).InProcess);
        Assert.Contains("is not a SerBench lab", cli.Out);
    }
}
