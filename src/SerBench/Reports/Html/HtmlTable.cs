namespace SerBench.Reports.Html;

/// <summary>
/// A column of a sortable table; numeric columns sort by each cell's value, not its text. Optional columns are
/// hidden until the reader asks for every column, so the default ones fit 1,280 px without scrolling sideways.
/// </summary>
internal sealed record HtmlColumn(string Header, bool Numeric = false, string? Help = null, bool Optional = false);

/// <summary>A table cell: the text shown, the number it sorts by, and classes or a tooltip.</summary>
internal sealed record HtmlCell(string Text, double? SortValue = null, string? CssClass = null, string? Title = null)
{
    public static implicit operator HtmlCell(string text) => new(text);
}

/// <summary>
/// A table that report.js sorts when a header is clicked (numbers by value, empty values last, either
/// direction). Rows keep their written order until then, which is the report's ranking.
/// </summary>
internal sealed class HtmlTable(params HtmlColumn[] columns)
{
    private readonly List<(string? RowClass, HtmlCell[] Cells)> _rows = [];

    public int RowCount => _rows.Count;

    public void Add(string? rowClass, params HtmlCell[] cells)
    {
        if (cells.Length != columns.Length)
        {
            throw new ArgumentException($"A row needs {columns.Length} cells, got {cells.Length}.", nameof(cells));
        }

        _rows.Add((rowClass, cells));
    }

    public void Write(HtmlBuilder html, string? cssClass = null, string? caption = null)
    {
        html.Open("div", ("class", "table-wrap")).Open("table", ("class", "sortable" + (cssClass is null ? string.Empty : " " + cssClass)));
        if (caption is not null)
        {
            html.Element("caption", caption);
        }

        html.Raw("<thead><tr>");
        foreach (var column in columns)
        {
            var headerClass = string.Join(' ', new[] { column.Numeric ? "num" : null, column.Optional ? "opt" : null }.OfType<string>());
            html.Open("th", ("class", headerClass.Length == 0 ? null : headerClass), ("data-type", column.Numeric ? "num" : "text"), ("title", column.Help), ("tabindex", "0"), ("aria-sort", "none"))
                .Text(column.Header).Close("th");
        }

        html.Raw("</tr></thead>").Line().Raw("<tbody>").Line();
        foreach (var (rowClass, cells) in _rows)
        {
            html.Open("tr", ("class", rowClass));
            for (var i = 0; i < cells.Length; i++)
            {
                var cell = cells[i];
                var classes = string.Join(' ', new[] { columns[i].Numeric ? "num" : null, columns[i].Optional ? "opt" : null, cell.CssClass }.OfType<string>());
                html.Open(
                        "td",
                        ("class", classes.Length == 0 ? null : classes),
                        ("data-sort", columns[i].Numeric ? cell.SortValue?.ToString("R", CultureInfo.InvariantCulture) ?? string.Empty : null),
                        ("title", cell.Title))
                    .Text(cell.Text).Close("td");
            }

            html.Close("tr").Line();
        }

        html.Raw("</tbody></table></div>").Line();
    }
}
