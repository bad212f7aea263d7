using SerBench.Commands;
using SerBench.Reports.Readme;
using SerBench.RunFiles;
using SerBench.Tests.Cli;
using SerBench.Tests.Reports.Browser;

namespace SerBench.Tests.Reports;

public sealed class ReadmeResultsTests
{
    [Fact]
    public void The_committed_readme_block_and_chart_are_what_serbench_readme_makes_of_the_committed_run()
    {
        var root = TestArtifacts.RepositoryRoot() ?? throw new InvalidOperationException("The tests run from a SerBench checkout (SerBench.slnx not found above the test assembly).");
        var runFolder = Path.Combine(root, "docs", "results", "reference");
        var readmePath = Path.Combine(root, "README.md");
        var chartPath = Path.Combine(root, "docs", "results", "reference.svg");

        var (block, svg) = ReadmeCommand.Generate(RunFileStore.Read(runFolder), runFolder, readmePath, chartPath);

        var committed = ReadmeResults.Extract(File.ReadAllText(readmePath).ReplaceLineEndings("\n"));
        Assert.True(committed is not null, "README.md has no serbench:results markers.");
        Assert.True(block == committed, "README.md's results block differs from the committed run: run `serbench readme docs/results/reference` and commit README.md.");
        Assert.True(svg == File.ReadAllText(chartPath).ReplaceLineEndings("\n"), "docs/results/reference.svg differs from the committed run: run `serbench readme docs/results/reference`.");
    }

    [Fact]
    public void The_block_states_the_environment_links_the_reports_and_bolds_the_best()
    {
        var block = ReadmeResults.Block(ReportFixture.Run(), "docs/results/x", "docs/results/x.svg");

        Assert.StartsWith(ReadmeResults.Begin + "\n", block);
        Assert.EndsWith(ReadmeResults.End + "\n", block);
        Assert.Contains("preset `quick`, Test CPU @ 3.00GHz, 2 logical cores, Debian GNU/Linux 13, .NET 10.0.12", block);
        Assert.Contains("[report.html](docs/results/x/report.html)", block);
        Assert.Contains("![complex · serialize: median time against serialized size](docs/results/x.svg)", block);
        Assert.Contains("| Serializer | serialize | deserialize | Size |", block);
        Assert.Contains("| Fake Fast (`fast`) | **123 ns (100 %)** | 200 ns (200 %) | 600 B |", block);
        Assert.Contains("| Fake Broken (`broken`) | FAILED | – | – |", block);
    }

    [Fact]
    public void Splicing_replaces_only_the_block_and_appends_a_section_when_there_are_no_markers()
    {
        var block = ReadmeResults.Begin + "\nnew\n" + ReadmeResults.End + "\n";
        var readme = "# T\n\nintro\n\n" + ReadmeResults.Begin + "\nold\n" + ReadmeResults.End + "\n\n## After\n";

        Assert.Equal("# T\n\nintro\n\n" + block + "\n## After\n", ReadmeResults.Splice(readme, block));
        Assert.Equal(ReadmeResults.Splice(readme, block), ReadmeResults.Splice(ReadmeResults.Splice(readme, block), block));
        Assert.Equal("# T\n\n## Results\n\n" + block, ReadmeResults.Splice("# T\n", block));
    }

    [Fact]
    public void The_readme_command_writes_the_block_and_the_chart_and_is_idempotent()
    {
        using var cli = new CliHarness();
        RunFileStore.Write(cli.PathOf("docs/results/ref"), ReportFixture.Run());
        File.WriteAllText(cli.PathOf("README.md"), "# Mine\n");

        Assert.Equal(0, cli.Run("readme", "docs/results/ref"));
        var first = File.ReadAllText(cli.PathOf("README.md"));
        Assert.Equal(0, cli.Run("readme", "docs/results/ref", "--readme", "README.md"));

        Assert.Equal(first, File.ReadAllText(cli.PathOf("README.md")));
        Assert.StartsWith("# Mine\n\n## Results\n\n" + ReadmeResults.Begin, first);
        Assert.Contains("[run.json](docs/results/ref/run.json)", first);
        Assert.StartsWith("<svg xmlns=\"http://www.w3.org/2000/svg\"", File.ReadAllText(cli.PathOf("docs/results/ref.svg")));
    }

    [Fact]
    public void The_readme_command_on_a_missing_run_exits_2()
    {
        using var cli = new CliHarness();

        Assert.Equal(2, cli.Run("readme", "nowhere"));
        Assert.False(File.Exists(cli.PathOf("README.md")));
    }
}
