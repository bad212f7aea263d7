namespace SerBench.Reports.Readme;

/// <summary>
/// A generated block of a markdown page, between a begin and an end comment, so a command can rewrite the block
/// and leave the hand-written text around it alone.
/// </summary>
internal sealed record MarkedBlock(string Name)
{
    public string Begin => $"<!-- {Name}:begin -->";

    public string End => $"<!-- {Name}:end -->";

    /// <summary>Replaces the block between the markers of <paramref name="page"/>, or appends <paramref name="heading"/> and the block.</summary>
    public string Splice(string page, string block, string heading)
    {
        var begin = page.IndexOf(Begin, StringComparison.Ordinal);
        var end = page.IndexOf(End, StringComparison.Ordinal);
        if (begin >= 0 && end > begin)
        {
            var after = end + End.Length;
            if (after < page.Length && page[after] == '\n')
            {
                after++;
            }

            return page[..begin] + block + page[after..];
        }

        var separator = page.Length == 0 || page.EndsWith("\n\n", StringComparison.Ordinal) ? string.Empty : page.EndsWith('\n') ? "\n" : "\n\n";
        return page + separator + heading + "\n\n" + block;
    }

    /// <summary>The block currently in <paramref name="page"/>, markers included, or null when it has no markers.</summary>
    public string? Extract(string page)
    {
        var begin = page.IndexOf(Begin, StringComparison.Ordinal);
        var end = page.IndexOf(End, StringComparison.Ordinal);
        return begin >= 0 && end > begin ? page[begin..(end + End.Length)] + "\n" : null;
    }
}
