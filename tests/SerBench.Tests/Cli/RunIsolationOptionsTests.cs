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
