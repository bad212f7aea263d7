using System.Text;
using System.Text.RegularExpressions;

namespace SerBench.Tests.Docs;

/// <summary>
/// A markdown file read as GitHub renders it, for the documentation tests: its lines outside fenced code, its
/// headings' anchors (GitHub's rules) and its relative links.
/// </summary>
internal sealed partial class MarkdownPage
{
    private MarkdownPage(string path, IReadOnlyList<string> lines, IReadOnlyList<string> prose)
    {
        Path = path;
        Lines = lines;
        Prose = prose;
    }

    public string Path { get; }

    /// <summary>Every line of the file.</summary>
    public IReadOnlyList<string> Lines { get; }

    /// <summary>The lines outside fenced code blocks, with inline code removed (blank where a line was code).</summary>
    public IReadOnlyList<string> Prose { get; }

    public static MarkdownPage Read(string path)
    {
        var lines = File.ReadAllText(path).ReplaceLineEndings("\n").Split('\n');
        var prose = new List<string>(lines.Length);
        var fenced = false;
        foreach (var line in lines)
        {
            if (line.TrimStart().StartsWith("```", StringComparison.Ordinal))
            {
                fenced = !fenced;
                prose.Add(string.Empty);
                continue;
            }

            prose.Add(fenced ? string.Empty : InlineCode().Replace(line, string.Empty));
        }

        return new MarkdownPage(path, lines, prose);
    }

    /// <summary>The anchors GitHub gives the page's headings, duplicates numbered as GitHub numbers them.</summary>
    public IReadOnlySet<string> Anchors()
    {
        var anchors = new HashSet<string>(StringComparer.Ordinal);
        var fenced = false;
        foreach (var line in Lines)
        {
            if (line.TrimStart().StartsWith("```", StringComparison.Ordinal))
            {
                fenced = !fenced;
                continue;
            }

            if (fenced || Heading().Match(line) is not { Success: true } heading)
            {
                continue;
            }

            var slug = Slug(heading.Groups[1].Value);
            var candidate = slug;
            for (var n = 1; !anchors.Add(candidate); n++)
            {
                candidate = $"{slug}-{n}";
            }
        }

        return anchors;
    }

    /// <summary>Every link and image target that is not a web address, with the line it is on (1-based).</summary>
    public IEnumerable<(int Line, string Target)> RelativeLinks()
    {
        for (var i = 0; i < Prose.Count; i++)
        {
            foreach (Match link in Link().Matches(Prose[i]))
            {
                var target = link.Groups[1].Value;
                if (!WebAddress().IsMatch(target))
                {
                    yield return (i + 1, target);
                }
            }
        }
    }

    /// <summary>GitHub's heading anchor: lower case, punctuation and symbols dropped, each space a hyphen.</summary>
    public static string Slug(string heading)
    {
        var text = LinkInHeading().Replace(heading.Trim(), "$1").ToLowerInvariant();
        var slug = new StringBuilder(text.Length);
        foreach (var c in text)
        {
            if (c == ' ')
            {
                slug.Append('-');
            }
            else if (char.IsLetterOrDigit(c) || c is '-' or '_' || char.GetUnicodeCategory(c) is System.Globalization.UnicodeCategory.NonSpacingMark)
            {
                slug.Append(c);
            }
        }

        return slug.ToString();
    }

    [GeneratedRegex("`[^`]*`")]
    private static partial Regex InlineCode();

    [GeneratedRegex(@"^#{1,6}\s+(.+?)\s*#*\s*$")]
    private static partial Regex Heading();

    [GeneratedRegex(@"\[[^\]]*\]\(([^)\s]+)(?:\s+""[^""]*"")?\)")]
    private static partial Regex Link();

    [GeneratedRegex(@"\[([^\]]*)\]\([^)]*\)")]
    private static partial Regex LinkInHeading();

    [GeneratedRegex("^[a-z][a-z0-9+.-]*:", RegexOptions.IgnoreCase)]
    private static partial Regex WebAddress();
}
