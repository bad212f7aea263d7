using SerBench.History;
using SerBench.Tests.Cli;

namespace SerBench.Tests.History;

/// <summary>What `--db` names, and that a password given in it is never printed, even when the command line is mistyped.</summary>
public sealed class HistoryDatabaseTests
{
    [Theory]
    [InlineData("postgres://lab:s3cret@db.example:6543/history", "postgres://lab:***@db.example:6543/history")]
    [InlineData("postgresql://lab:p%40ss%2Fw@db.example/history?sslmode=require", "postgresql://lab:***@db.example/history?sslmode=require")]
    [InlineData("postgres://lab@db.example/history", "postgres://lab@db.example/history")]
    public void A_postgres_URL_is_named_without_its_password(string url, string shown)
    {
        var database = HistoryDatabase.Parse(url, Path.GetTempPath());
        Assert.Equal(shown, database.DisplayName);
        Assert.Equal("PostgreSQL", database.Dialect.Name);
        Assert.Equal(shown, PostgresUrl.MaskIn(url));
    }

    [Fact]
    public void The_password_is_read_unescaped_from_the_URL()
    {
        var url = PostgresUrl.Parse("postgres://lab:p%40ss%2Fw@db.example:6543/history?sslmode=require");
        Assert.Equal(("lab", "p@ss/w", "db.example", 6543, "history"), (url.Builder.Username, url.Builder.Password, url.Builder.Host, url.Builder.Port, url.Builder.Database));
        Assert.Equal(Npgsql.SslMode.Require, url.Builder.SslMode);
    }

    [Fact]
    public void Without_db_the_history_is_a_SQLite_file_in_the_working_directory()
    {
        var database = HistoryDatabase.Parse(null, "/work/lab");
        Assert.Equal((HistoryDatabase.DefaultFileName, "SQLite"), (database.DisplayName, database.Dialect.Name));
    }

    [Theory]
    [InlineData("postgres://lab:s3cret@db.example/history?sslmode=sometimes", "sslmode=sometimes; valid modes: disable")]
    [InlineData("postgres://lab:s3cret@db.example/history?search_path=x", "the setting 'search_path', which serbench does not pass on; valid settings: sslmode, application_name")]
    public void A_URL_setting_serbench_does_not_take_exits_2_naming_the_valid_ones_without_the_password(string url, string expected)
    {
        using var cli = new CliHarness();
        Assert.Equal(2, cli.Run("history", "list", "--db", url));
        Assert.Contains(expected, cli.Error, StringComparison.Ordinal);
        Assert.DoesNotContain("s3cret", cli.Out + cli.Error, StringComparison.Ordinal);
    }

    [Fact]
    public void A_mistyped_option_before_a_URL_does_not_echo_its_password()
    {
        using var cli = new CliHarness();
        Assert.Equal(2, cli.Run("history", "list", "--bd", "postgres://lab:s3cret@db.example/history"));
        Assert.Contains("postgres://lab:***@db.example/history", cli.Error, StringComparison.Ordinal);
        Assert.DoesNotContain("s3cret", cli.Out + cli.Error, StringComparison.Ordinal);
    }

    [Fact]
    public void Show_or_list_of_a_missing_SQLite_file_exits_2_and_creates_nothing()
    {
        using var cli = new CliHarness();
        Assert.Equal(2, cli.Run("history", "show", "--db", "none.db", "--out", cli.PathOf("page.html")));
        Assert.Equal(2, cli.Run("history", "list", "--db", "none.db"));
        Assert.Contains("There is no history at none.db", cli.Error, StringComparison.Ordinal);
        Assert.False(File.Exists(cli.PathOf("none.db")));
        Assert.False(File.Exists(cli.PathOf("page.html")));
    }
}
