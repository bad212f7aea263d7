namespace SerBench.Reports;

/// <summary>A plain-text table padded with spaces; numbers right-aligned. Reads the same in a log as on a terminal.</summary>
internal sealed class TextTable(params (string Header, bool RightAligned)[] columns)
{
    private readonly List<string[]> _rows = [];

    public void Add(params string[] cells) => _rows.Add(cells);

    public void Write(TextWriter output, string indent = "")
    {
        var widths = columns
            .Select((c, i) => Math.Max(c.Header.Length, _rows.Select(r => r[i].Length).DefaultIfEmpty(0).Max()))
            .ToArray();
        WriteRow(output, indent, columns.Select(c => c.Header).ToArray(), widths);
        output.WriteLine(indent + string.Join("  ", widths.Select(w => new string('-', w))));
        foreach (var row in _rows)
        {
            WriteRow(output, indent, row, widths);
        }
    }

    private void WriteRow(TextWriter output, string indent, string[] cells, int[] widths)
    {
        var padded = cells.Select((c, i) => columns[i].RightAligned ? c.PadLeft(widths[i]) : c.PadRight(widths[i]));
        output.WriteLine(indent + string.Join("  ", padded).TrimEnd());
    }
}
