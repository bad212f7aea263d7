using SerBench.Tests.Cli;

namespace SerBench.Tests.Labs.Robustness;

public sealed class RobustnessCommandTests
{
    [Theory]
    [InlineData("--sample", "1", "--sample '1' is not valid")]
    [InlineData("--timeout-ms", "soon", "--timeout-ms 'soon' is not valid")]
    [InlineData("--memory-mb", "8", "--memory-mb '8' is not valid")]
    [InlineData("--serializers", "stk", "did you mean 'stj'")]
    public void A_bad_option_is_a_usage_error_and_nothing_runs(string option, string value, string message)
    {
        using var harness = new CliHarness();
        Assert.Equal(2, harness.Run("robustness", option, value, "--out", "x"));
        Assert.Contains(message, harness.Error, StringComparison.Ordinal);
        Assert.False(Directory.Exists(harness.PathOf("x")));
    }

    [Fact]
    public void Replaying_a_file_that_is_not_a_saved_input_says_what_is_accepted()
    {
        using var harness = new CliHarness();
        Assert.Equal(2, harness.Run("robustness", "--replay", "nothing.bin"));
        Assert.Contains("--replay takes a saved input of a robustness run", harness.Error, StringComparison.Ordinal);
    }

    [Fact]
    public void The_worker_verb_is_hidden_from_help()
    {
        using var harness = new CliHarness();
        harness.Run("--help");
        Assert.Contains("robustness", harness.Out, StringComparison.Ordinal);
        Assert.Contains("evolve", harness.Out, StringComparison.Ordinal);
        Assert.DoesNotContain("robustness-worker", harness.Out, StringComparison.Ordinal);
    }
}
