namespace SerBench.Reports;

/// <summary>A GitHub-flavoured markdown table; cell text is escaped so a reason with "|" cannot break it.</summary>
internal sealed class MarkdownTable(params (string Header, bool RightAligned)[] columns)
{
    private readonly List<string[]> _rows = [];

    public int RowCount => _rows.Count;

    public void Add(params string[] cells)
    {
        if (cells.Length != columns.Length)
        {
            throw new ArgumentException($"A row needs {columns.Length} cells, got {cells.Length}.", nameof(cells));
        }

        _rows.Add(cells);
    }

    public void Write(StringBuilder output)
    {
        output.Append('|').AppendJoin('|', columns.Select(c => $" {Escape(c.Header)} ")).Append("|\n");
        output.Append('|').AppendJoin('|', columns.Select(c => c.RightAligned ? "---:" : "---")).Append("|\n");
        foreach (var row in _rows)
        {
            output.Append('|').AppendJoin('|', row.Select(c => $" {Escape(c)} ")).Append("|\n");
        }
    }

    public static string Escape(string text) =>
        text.Replace("|", "\\|", StringComparison.Ordinal).ReplaceLineEndings(" ");
}
