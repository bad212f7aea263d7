using SerBench.Commands;

namespace SerBench.Tests.Cli;

public sealed class ArgumentValidationTests
{
    [Theory]
    [InlineData("--serializers", "stk", "serializer", "'stj'", "stj, stj-sourcegen, newtonsoft")]
    [InlineData("--serializers", "stj,newtonsfot", "serializer", "'newtonsoft'", "stj, stj-sourcegen, newtonsoft")]
    [InlineData("--payloads", "tiyn", "payload", "'tiny'", "tiny, simple, complex, envelope, envelope-full, person, customers, grainstate, floats")]
    [InlineData("--ops", "serialise", "operation", "'serialize'", "serialize, deserialize, roundtrip")]
    [InlineData("--ops", "round-trip", "operation", "'roundtrip'", "serialize, deserialize, roundtrip")]
    [InlineData("--preset", "quik", "preset", "'quick'", "dry, quick, full")]
    public void An_unknown_id_exits_2_naming_the_valid_choices_and_the_closest_match(
        string option, string value, string what, string closest, string valid)
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", option, value, "--out", "out");

        Assert.Equal(2, exit);
        Assert.Contains($"Unknown {what} '", cli.Error);
        Assert.Contains($"did you mean {closest}?", cli.Error);
        Assert.Contains($"Valid {what}s: {valid}.", cli.Error);
        AssertNothingRan(cli);
    }

    [Fact]
    public void An_id_near_no_choice_gets_no_guess_only_the_valid_choices()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--serializers", "nope", "--out", "out");

        Assert.Equal(2, exit);
        Assert.Contains("Unknown serializer 'nope' in --serializers. Valid serializers: stj, ", cli.Error);
        Assert.DoesNotContain("did you mean", cli.Error);
        AssertNothingRan(cli);
    }

    [Theory]
    [InlineData("stk", "stj")]
    [InlineData("rnu", "run")]
    [InlineData("protobuf-nett", "protobuf-net")]
    [InlineData("message", "messagepack")]
    [InlineData("nope", null)]
    [InlineData("xml", null)]
    public void The_guess_is_a_typo_away_or_the_start_of_an_id(string input, string? expected) =>
        Assert.Equal(expected, Choices.Closest(input, ["stj", "run", "protobuf-net", "messagepack", "avro", "datacontract-xml"]));

    [Fact]
    public void Ids_are_case_insensitive_and_comma_lists_may_have_spaces()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--preset", "DRY", "--serializers", "STJ, Newtonsoft", "--payloads", "Tiny", "--ops", "Serialize", "--out", "out");

        Assert.Equal(0, exit);
        var plan = Assert.Single(cli.Plans);
        Assert.Equal("dry", plan.Preset.Name);
        Assert.Equal(["stj", "newtonsoft"], plan.Serializers.Select(s => s.Info.Id));
        Assert.Equal(["tiny"], plan.Payloads.Select(p => p.Payload.Id));
        Assert.Equal(["serialize"], plan.Operations);
    }

    [Fact]
    public void Every_mistake_is_reported_at_once()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--serializers", "stk", "--payloads", "tiyn", "--ops", "serialise");

        Assert.Equal(2, exit);
        Assert.Contains("did you mean 'stj'?", cli.Error);
        Assert.Contains("did you mean 'tiny'?", cli.Error);
        Assert.Contains("did you mean 'serialize'?", cli.Error);
        AssertNothingRan(cli);
    }

    [Fact]
    public void A_serializer_that_is_not_installed_exits_2_saying_so_and_how_to_add_it()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--serializers", "MessagePack", "--out", "out");

        Assert.Equal(2, exit);
        Assert.Contains("'messagepack'", cli.Error);
        Assert.Contains("is not installed", cli.Error);
        Assert.Contains("not on this machine's package source", cli.Error);
        Assert.Contains("ISerializerAdapter", cli.Error);
        AssertNothingRan(cli);
    }

    [Theory]
    [InlineData("0", "not positive")]
    [InlineData("-5", "not positive")]
    [InlineData("ten", "not a whole number")]
    [InlineData("100,", null)]
    public void A_bad_size_exits_2(string sizes, string? message)
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--payloads", "customers", "--sizes", sizes, "--out", "out");

        if (message is null)
        {
            Assert.Equal(0, exit);
            return;
        }

        Assert.Equal(2, exit);
        Assert.Contains(message, cli.Error);
        AssertNothingRan(cli);
    }

    [Fact]
    public void A_size_above_the_limit_exits_2_saying_the_limit_and_why()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--payloads", "customers,tiny", "--sizes", "100,2000001", "--out", "out");

        Assert.Equal(2, exit);
        Assert.Contains("The size 2,000,001 in --sizes is above the limit of 2,000,000 customers for payload 'customers'", cli.Error);
        Assert.Contains("memory", cli.Error);
        AssertNothingRan(cli);
    }

    [Fact]
    public void An_existing_non_empty_output_folder_is_refused_and_left_alone()
    {
        using var cli = new CliHarness();
        var folder = Directory.CreateDirectory(cli.PathOf("taken")).FullName;
        File.WriteAllText(Path.Combine(folder, "run.json"), "previous run");

        var exit = cli.Run("run", "--out", "taken");

        Assert.Equal(2, exit);
        Assert.Contains("already exists and is not empty", cli.Error);
        Assert.Equal("previous run", File.ReadAllText(Path.Combine(folder, "run.json")));
        Assert.Single(Directory.GetFileSystemEntries(folder));
        Assert.Empty(cli.Plans);
    }

    [Fact]
    public void An_existing_empty_output_folder_is_used()
    {
        using var cli = new CliHarness();
        Directory.CreateDirectory(cli.PathOf("empty"));

        var exit = cli.Run("run", "--serializers", "stj", "--payloads", "tiny", "--out", "empty");

        Assert.Equal(0, exit);
        Assert.Equal(cli.PathOf("empty"), cli.Writes[^1].Directory);
    }

    [Fact]
    public void An_unknown_command_exits_2_with_the_closest_command()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("rnu");

        Assert.Equal(2, exit);
        Assert.Contains("did you mean 'run'?", cli.Error);
        Assert.Contains("Valid commands: run, scale, scenarios, ceiling, startup, echo, echo-server, http, http-server, robustness, evolve, list, report, compare, export, agreement, recommend, readme, bytes, history, aot.", cli.Error);
        Assert.Empty(cli.Plans);
    }

    [Fact]
    public void An_unknown_option_exits_2_with_the_closest_option()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--serialisers", "stj");

        Assert.Equal(2, exit);
        Assert.Contains("did you mean '--serializers'?", cli.Error);
        AssertNothingRan(cli);
    }

    [Fact]
    public void An_empty_list_exits_2()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--serializers", " , ", "--out", "out");

        Assert.Equal(2, exit);
        Assert.Contains("--serializers was given without any serializer ids", cli.Error);
        AssertNothingRan(cli);
    }

    private static void AssertNothingRan(CliHarness cli)
    {
        Assert.Empty(cli.Plans);
        Assert.Empty(cli.Writes);
        Assert.Empty(Directory.GetFileSystemEntries(cli.WorkingDirectory));
        Assert.Contains("Nothing was run.", cli.Error);
    }
}
