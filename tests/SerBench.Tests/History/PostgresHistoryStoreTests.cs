using SerBench.Tests.Cli;

namespace SerBench.Tests.History;

/// <summary>The history store suite on the tests' PostgreSQL server, a database of its own per test; and the password's path.</summary>
[Collection(PostgresCollection.Name)]
public sealed class PostgresHistoryStoreTests(PostgresServer server) : HistoryStoreSuite, INeedsPostgres
{
    protected override string NewDatabase() => server.NewDatabase();

    [HistoryFact]
    public void The_password_in_the_URL_is_masked_in_output_and_never_stored()
    {
        using var cli = new CliHarness();
        var db = NewDatabase();
        var folder = HistoryRuns.Write(cli.WorkingDirectory, "run0", HistoryRuns.Run(0));
        var page = cli.PathOf("history.html");
        Assert.Equal(0, cli.Run("history", "add", folder, "--db", db));
        Assert.Equal(0, cli.Run("history", "show", "--db", db, "--out", page));
        Assert.Equal(0, cli.Run("history", "list", "--db", db));
        // A failing connection names the database too.
        Assert.NotEqual(0, cli.Run("history", "list", "--db", db + "_missing"));
        Assert.Contains($"{PostgresServer.User}:***@127.0.0.1", cli.Out + cli.Error, StringComparison.Ordinal);
        Assert.Contains("_missing", cli.Error, StringComparison.Ordinal);
        foreach (var (what, text) in new[] { ("output", cli.Out), ("errors", cli.Error), ("page", File.ReadAllText(page)), ("stored rows", AllRows(db)) })
        {
            Assert.False(text.Contains(server.Password, StringComparison.Ordinal), $"the password appears in the {what}");
        }
    }

    [HistoryFact]
    public void A_password_from_PGPASSWORD_is_used_and_never_printed()
    {
        using var cli = new CliHarness();
        var db = NewDatabase().Replace(":" + server.Password + "@", "@", StringComparison.Ordinal);
        var before = Environment.GetEnvironmentVariable("PGPASSWORD");
        Environment.SetEnvironmentVariable("PGPASSWORD", server.Password);
        try
        {
            Assert.Equal(0, cli.Run("history", "add", HistoryRuns.Write(cli.WorkingDirectory, "run0", HistoryRuns.Run(0)), "--db", db));
            Assert.NotEqual(0, cli.Run("history", "list", "--db", db + "_missing"));
        }
        finally
        {
            Environment.SetEnvironmentVariable("PGPASSWORD", before);
        }

        Assert.Contains("Added ", cli.Out, StringComparison.Ordinal);
        Assert.DoesNotContain(server.Password, cli.Out + cli.Error, StringComparison.Ordinal);
    }
}
