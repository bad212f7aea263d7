using SerBench.Tests.Reports.Browser;

namespace SerBench.Tests.Docs;

/// <summary>
/// README is a landing page: short, readable as source, with the answer to "which serializer?" on its first screen and
/// the two commands a newcomer needs; everything else lives in docs/.
/// </summary>
public sealed class ReadmeShapeTests
{
    private const int MaxLines = 200;
    private const int MaxLineLength = 200;
    private const int MaxCellLength = 160;
    private const int FirstScreen = 40;

    private static readonly MarkdownPage Readme = MarkdownPage.Read(Path.Combine(
        TestArtifacts.RepositoryRoot() ?? throw new InvalidOperationException("The tests run from a SerBench checkout."), "README.md"));

    [Fact]
    public void The_readme_fits_in_200_lines()
    {
        var lines = Readme.Lines.Count - (Readme.Lines[^1].Length == 0 ? 1 : 0);
        Assert.True(lines <= MaxLines, $"README.md has {lines} lines; it is a landing page of at most {MaxLines}: move the detail into docs/.");
    }

    [Fact]
    public void No_line_outside_a_table_is_longer_than_200_characters()
    {
        var tooLong = Readme.Lines.Select((line, i) => (line, number: i + 1))
            .Where(l => !l.line.StartsWith('|') && l.line.Length > MaxLineLength)
            .Select(l => $"line {l.number}: {l.line.Length} characters")
            .ToList();
        Assert.True(tooLong.Count == 0, "README.md lines over 200 characters (wrap them): " + string.Join("; ", tooLong));
    }

    [Fact]
    public void No_table_cell_is_a_paragraph()
    {
        var cells = Readme.Lines.Select((line, i) => (line, number: i + 1))
            .Where(l => l.line.StartsWith('|'))
            .SelectMany(l => l.line.Replace("\\|", "\u0001", StringComparison.Ordinal).Split('|')[1..^1].Select(c => (cell: c.Trim(), l.number)))
            .Where(c => c.cell.Length > MaxCellLength)
            .Select(c => $"line {c.number}: a cell of {c.cell.Length} characters")
            .ToList();
        Assert.True(cells.Count == 0, $"README.md table cells over {MaxCellLength} characters (say it in docs/ and link it): " + string.Join("; ", cells));
    }

    [Fact]
    public void The_answer_starts_on_the_first_screen()
    {
        var grid = Readme.Lines.ToList().FindIndex(l => l.StartsWith("| Serializer |", StringComparison.Ordinal));
        Assert.True(grid >= 0, "README.md has no headline grid (`serbench readme docs/results/reference` writes it).");
        Assert.True(grid < FirstScreen, $"README.md's headline grid starts on line {grid + 1}; it belongs on the first screen (before line {FirstScreen}).");
        Assert.True(Readme.Lines.Take(grid).Any(l => l.StartsWith("## Which serializer?", StringComparison.Ordinal)), "The headline sits under \"## Which serializer?\".");
    }

    [Fact]
    public void The_two_commands_are_there_as_a_newcomer_types_them()
    {
        // .ci/run runs README's test command; both lines stay exactly as they are.
        Assert.Contains("dotnet run -c Release --project src/SerBench.Cli", Readme.Lines);
        Assert.Contains("dotnet test -c Release", Readme.Lines);
    }
}
