using SerBench.Tests.Reports.Browser;

namespace SerBench.Tests.Docs;

/// <summary>
/// Every relative link in README.md and docs/*.md reaches a file or folder of the repository, and every `#anchor` into
/// a markdown page reaches one of its headings by GitHub's rules, so a section that moves cannot leave a dead link.
/// </summary>
public sealed class DocLinksTests
{
    public static TheoryData<string> Pages()
    {
        var data = new TheoryData<string> { "README.md" };
        foreach (var page in Directory.GetFiles(Path.Combine(Root(), "docs"), "*.md").Order(StringComparer.Ordinal))
        {
            data.Add("docs/" + Path.GetFileName(page));
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Pages))]
    public void Every_relative_link_of_a_page_reaches_a_file_and_every_anchor_a_heading(string name)
    {
        var page = MarkdownPage.Read(Path.Combine(Root(), name));
        var dead = new List<string>();
        foreach (var (line, target) in page.RelativeLinks())
        {
            if (Dead(page, target) is { } why)
            {
                dead.Add($"{name}:{line}: ({target}) {why}");
            }
        }

        Assert.True(dead.Count == 0, "Dead links:\n" + string.Join('\n', dead));
    }

    [Fact]
    public void The_pages_have_links_to_check()
    {
        // Guards the parser: README links into docs, and a heading anchor is found as GitHub spells it.
        var readme = MarkdownPage.Read(Path.Combine(Root(), "README.md"));
        Assert.Contains(readme.RelativeLinks(), l => l.Target == "docs/cli.md");
        Assert.Contains(readme.RelativeLinks(), l => l.Target.StartsWith("docs/reports.md#", StringComparison.Ordinal));
        Assert.Equal("the-floor-the-spread-between-processes", MarkdownPage.Slug("The floor: the spread between processes"));
        Assert.Equal("serbench-recommend", MarkdownPage.Slug("`serbench recommend`"));
        Assert.Equal("your-own-json-documents---sample", MarkdownPage.Slug("Your own JSON documents: `--sample`"));
        Assert.Equal("customers--100-customers", MarkdownPage.Slug("`customers` — 100 customers"));
        Assert.Equal("a-cells-record", MarkdownPage.Slug("A cell's record"));
    }

    [Fact]
    public void A_link_to_a_missing_file_or_heading_is_dead()
    {
        var folder = Directory.CreateTempSubdirectory("serbench-links-").FullName;
        try
        {
            File.WriteAllText(Path.Combine(folder, "a.md"), "# A\n\n## Two words\n\n## Two words\n\n```\n# not a heading\n```\n");
            var a = MarkdownPage.Read(Path.Combine(folder, "a.md"));

            Assert.Null(Dead(a, "#two-words"));
            Assert.Null(Dead(a, "#two-words-1"));
            Assert.Null(Dead(a, "a.md#a"));
            Assert.NotNull(Dead(a, "#not-a-heading"));
            Assert.NotNull(Dead(a, "b.md"));
            Assert.NotNull(Dead(a, "a.md#nowhere"));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    /// <summary>Why <paramref name="target"/>, linked from <paramref name="page"/>, reaches nothing; null when it does.</summary>
    private static string? Dead(MarkdownPage page, string target)
    {
        var hash = target.IndexOf('#', StringComparison.Ordinal);
        var file = Uri.UnescapeDataString(hash < 0 ? target : target[..hash]);
        var anchor = hash < 0 ? null : target[(hash + 1)..];
        var path = file.Length == 0 ? page.Path : Path.GetFullPath(Path.Combine(Path.GetDirectoryName(page.Path)!, file));
        if (!File.Exists(path) && !Directory.Exists(path))
        {
            return "no such file or folder";
        }

        if (anchor is null || !path.EndsWith(".md", StringComparison.OrdinalIgnoreCase))
        {
            return null;
        }

        return MarkdownPage.Read(path).Anchors().Contains(anchor) ? null : $"no heading with the anchor #{anchor} in {Path.GetFileName(path)}";
    }

    private static string Root() => TestArtifacts.RepositoryRoot() ?? throw new InvalidOperationException("The tests run from a SerBench checkout.");
}
