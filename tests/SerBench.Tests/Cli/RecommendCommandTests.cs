using System.Text.Json;
using SerBench.Commands;
using SerBench.Reports;
using SerBench.Reports.Decision;
using SerBench.Tests.Reports.Browser;

namespace SerBench.Tests.Cli;

/// <summary>`serbench recommend` over the committed reference run: the ranking, its reasons, exclusions and bad input.</summary>
public sealed class RecommendCommandTests
{
    private static readonly string Reference = Path.Combine(TestArtifacts.RepositoryRoot()!, "docs", "results", "reference");

    [Fact]
    public void Json_and_untrusted_safe_leave_only_json_rows_ranked_fastest_first_with_reasons_and_the_rest_excluded_with_why()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("recommend", Reference, "--require", "json,untrusted-safe", "--payloads", "tiny,complex", "--json");

        Assert.True(exit == ExitCodes.Success, cli.Error);
        using var answer = JsonDocument.Parse(cli.Out);
        var ranked = answer.RootElement.GetProperty("ranked").EnumerateArray().ToList();
        Assert.Equal(["stj-sourcegen", "stj", "newtonsoft"], ranked.Select(r => r.GetProperty("serializer").GetString()));
        var scores = ranked.Select(r => r.GetProperty("score").GetDouble()).ToList();
        Assert.Equal(scores.Order(), scores);
        Assert.All(ranked, r => Assert.Contains(r.GetProperty("reasons").EnumerateArray(), x => x.GetString()!.StartsWith("untrusted-safe: ", StringComparison.Ordinal)));
        var excluded = answer.RootElement.GetProperty("excluded").EnumerateArray().ToDictionary(e => e.GetProperty("serializer").GetString()!, e => string.Join("; ", e.GetProperty("reasons").EnumerateArray().Select(x => x.GetString())));
        Assert.Contains("its format is dot-net-binary, not JSON", excluded["binaryformatter"], StringComparison.Ordinal);
        Assert.Contains("not safe for untrusted input", excluded["binaryformatter"], StringComparison.Ordinal);
        Assert.Contains("does not take tiny, complex", excluded["envelope-custom"], StringComparison.Ordinal);
        Assert.Equal(19, ranked.Count + excluded.Count);
    }

    [Fact]
    public void The_text_answer_names_the_query_the_table_the_reasons_and_the_exclusions()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("recommend", Reference, "--require", "exact", "--payloads", "tiny,simple,person,floats", "--weights", "deserialize=2,floats=0", "--max-allocated", "2500");

        Assert.True(exit == ExitCodes.Success, cli.Error);
        Assert.Contains("Require: exact", cli.Out);
        Assert.Contains("Operations: serialize, deserialize ×2", cli.Out);
        Assert.Contains("Payloads (3): tiny, simple, person", cli.Out);
        Assert.Contains("Allocation budget: 2,500 B per operation", cli.Out);
        Assert.Contains("Why:", cli.Out);
        Assert.Contains("it does not round-trip exactly: DateTime kind not kept", cli.Out);
        Assert.Contains("above the budget of 2,500 B", cli.Out);
        Assert.DoesNotContain("floats", cli.Out);
    }

    [Fact]
    public void The_command_ranks_as_the_recommender_does_on_the_same_run()
    {
        using var cli = new CliHarness();
        var run = DecisionBrowserTests.ReferenceRun();
        var expected = Recommender.Recommend(DecisionData.From(new RunView(run)), new RecommendQuery { Require = ["version-tolerant"] });

        Assert.Equal(ExitCodes.Success, cli.Run("recommend", Reference, "--require", "version-tolerant", "--json"));

        using var answer = JsonDocument.Parse(cli.Out);
        Assert.Equal(expected.Ranked.Select(r => r.Row.Id), answer.RootElement.GetProperty("ranked").EnumerateArray().Select(r => r.GetProperty("serializer").GetString()));
    }

    [Theory]
    [InlineData("--require", "json,fast", "Unknown constraint 'fast' in --require", "Valid constraints: json, text, no-codegen, untrusted-safe, version-tolerant, exact, aot.")]
    [InlineData("--payloads", "tiny,huge", "Unknown payload 'huge' in --payloads", "Valid payloads: tiny, simple, complex,")]
    [InlineData("--weights", "serialize=fast", "The weight 'serialize=fast' in --weights is not NAME=NUMBER", "e.g. serialize=1,deserialize=2")]
    [InlineData("--weights", "speed=2", "Unknown weight name 'speed' in --weights", "Valid weight names: serialize, deserialize, roundtrip, tiny,")]
    [InlineData("--weights", "serialize=0,deserialize=0", "--weights leaves every operation at 0", "serialize, deserialize, roundtrip")]
    [InlineData("--max-allocated", "-5", "The budget -5 in --max-allocated is negative", "0 or more")]
    public void Bad_options_exit_2_saying_what_was_wrong_and_what_is_accepted(string option, string value, string what, string accepted)
    {
        using var cli = new CliHarness();

        var exit = cli.Run("recommend", Reference, option, value);

        Assert.Equal(ExitCodes.UsageError, exit);
        Assert.Contains(what, cli.Error);
        Assert.Contains(accepted, cli.Error);
        Assert.Equal(string.Empty, cli.Out);
    }

    [Fact]
    public void A_folder_without_a_run_exits_2()
    {
        using var cli = new CliHarness();

        Assert.Equal(ExitCodes.UsageError, cli.Run("recommend", cli.PathOf("nothing-here")));
        Assert.Contains("serbench: ", cli.Error);
    }
}
