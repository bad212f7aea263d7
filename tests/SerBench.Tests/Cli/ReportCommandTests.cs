using SerBench.Tests.Reports;

namespace SerBench.Tests.Cli;

public sealed class ReportCommandTests
{
    [Fact]
    public void Report_rebuilds_the_markdown_and_csv_from_the_run_file_and_prints_the_table()
    {
        using var cli = new CliHarness();
        var folder = Directory.CreateDirectory(cli.PathOf("run")).FullName;
        cli.ReadRunFile = path => path == folder ? ReportFixture.Run() : throw new RunFileException("unexpected path " + path);

        var exit = cli.Run("report", "run");

        Assert.Equal(0, exit);
        Assert.Contains("| buffer-writer | Fake Fast (`fast`) |", File.ReadAllText(Path.Combine(folder, "report.md")));
        Assert.StartsWith("serializer,serializerDisplayName,", File.ReadAllText(Path.Combine(folder, "results.csv")));
        Assert.Contains("complex", cli.Out);
        Assert.Contains($"Rebuilt report.md, report.html, results.csv in {folder}", cli.Out);
        Assert.StartsWith("<!DOCTYPE html>", File.ReadAllText(Path.Combine(folder, "report.html")));
    }

    [Fact]
    public void Report_on_an_unreadable_run_file_exits_2_with_the_store_message()
    {
        using var cli = new CliHarness();
        cli.ReadRunFile = _ => throw new RunFileException("run.json is not a SerBench run file: it has no schemaVersion.");

        var exit = cli.Run("report", "somewhere");

        Assert.Equal(2, exit);
        Assert.Contains("serbench: run.json is not a SerBench run file: it has no schemaVersion.", cli.Error);
        Assert.Empty(Directory.GetFileSystemEntries(cli.WorkingDirectory));
    }

    [Fact]
    public void Report_without_a_folder_exits_2()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("report");

        Assert.Equal(2, exit);
        Assert.Contains("Nothing was run. See 'serbench report --help'.", cli.Error);
    }

    [Theory]
    [InlineData("")]
    [InlineData("{\"schemaVersion\":1,\"serbenchVersion\":\"0.1.0\",\"preset\":\"dry\",\"startedUtc\":\"2026-11-21T09:30:15Z\",\"cells\":[{\"serializer\":")]
    [InlineData("{\"name\":\"some-other-tool\",\"version\":3}")]
    [InlineData("not json at all")]
    public void Report_on_a_corrupt_truncated_or_foreign_run_json_exits_2(string content)
    {
        using var cli = new CliHarness();
        var folder = Directory.CreateDirectory(cli.PathOf("bad")).FullName;
        File.WriteAllText(Path.Combine(folder, "run.json"), content);

        var exit = cli.Run("report", "bad");

        Assert.Equal(2, exit);
        Assert.StartsWith("serbench: ", cli.Error);
        Assert.DoesNotContain("   at ", cli.Error);
        Assert.False(File.Exists(Path.Combine(folder, "report.md")));
    }

    [Fact]
    public void Report_on_a_missing_folder_exits_2()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("report", "nowhere");

        Assert.Equal(2, exit);
        Assert.StartsWith("serbench: ", cli.Error);
    }
}
