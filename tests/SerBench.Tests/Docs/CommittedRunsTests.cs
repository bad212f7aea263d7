using SerBench.Tests.Cli;
using SerBench.Tests.Reports.Browser;

namespace SerBench.Tests.Docs;

/// <summary>
/// Every run committed under docs/results is what the lab says it is: its reports are exactly what
/// `serbench report` makes of its run.json today, and its README names the command that made it.
/// </summary>
public sealed class CommittedRunsTests
{
    public static TheoryData<string> CommittedRuns()
    {
        var data = new TheoryData<string>();
        foreach (var folder in Directory.GetDirectories(ResultsFolder()).Order(StringComparer.Ordinal))
        {
            data.Add(Path.GetFileName(folder));
        }

        return data;
    }

    [Fact]
    public void Every_lab_has_a_committed_run()
    {
        var runs = Directory.GetDirectories(ResultsFolder()).Select(Path.GetFileName).ToList();
        foreach (var lab in new[] { "reference", "scale", "scenarios", "ceiling", "startup", "echo", "http", "robustness", "evolve" })
        {
            Assert.Contains(lab, runs);
        }
    }

    [Theory]
    [MemberData(nameof(CommittedRuns))]
    public void A_committed_runs_reports_are_what_serbench_report_makes_of_its_run_json(string name)
    {
        var committed = Path.Combine(ResultsFolder(), name);
        using var cli = new CliHarness();
        var copy = cli.PathOf(name);
        Directory.CreateDirectory(copy);
        File.Copy(Path.Combine(committed, "run.json"), Path.Combine(copy, "run.json"));

        Assert.Equal(0, cli.Run("report", copy));

        foreach (var file in Directory.GetFiles(copy).Select(Path.GetFileName).Where(f => f != "run.json"))
        {
            var path = Path.Combine(committed, file!);
            Assert.True(File.Exists(path), $"docs/results/{name} lacks {file}: run `serbench report docs/results/{name}` and commit it.");
            Assert.True(
                File.ReadAllText(path).ReplaceLineEndings("\n") == File.ReadAllText(Path.Combine(copy, file!)).ReplaceLineEndings("\n"),
                $"docs/results/{name}/{file} is not what `serbench report` makes of its run.json: run `serbench report docs/results/{name}` and commit it.");
        }
    }

    [Theory]
    [MemberData(nameof(CommittedRuns))]
    public void A_committed_runs_readme_names_its_command_machine_and_conditions(string name)
    {
        var readme = File.ReadAllText(Path.Combine(ResultsFolder(), name, "README.md"));
        var command = System.Text.Json.JsonDocument.Parse(File.ReadAllText(Path.Combine(ResultsFolder(), name, "run.json")))
            .RootElement.GetProperty("commandLine").GetString()!;
        // "serbench" alone is the default run, started by the README's first command.
        var verb = command.Split(' ') is [_, var first, ..] ? first : "--";

        Assert.Contains("**Command**", readme, StringComparison.Ordinal);
        Assert.Contains("**Machine**", readme, StringComparison.Ordinal);
        Assert.Contains("**Conditions", readme, StringComparison.Ordinal);
        Assert.Contains(verb.StartsWith("--", StringComparison.Ordinal) ? "dotnet run -c Release --project src/SerBench.Cli" : $"serbench {verb}", readme, StringComparison.Ordinal);
    }

    private static string ResultsFolder() =>
        Path.Combine(TestArtifacts.RepositoryRoot() ?? throw new InvalidOperationException("The tests run from a SerBench checkout."), "docs", "results");
}
