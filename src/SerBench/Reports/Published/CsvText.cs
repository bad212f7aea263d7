namespace SerBench.Reports.Published;

/// <summary>A small CSV table (RFC 4180 quoting) read into rows addressed by column name.</summary>
internal sealed class CsvText
{
    private CsvText(IReadOnlyList<string> header, IReadOnlyList<IReadOnlyList<string>> rows)
    {
        Header = header;
        Rows = rows.Select(r => new CsvRow(this, r)).ToList();
    }

    public IReadOnlyList<string> Header { get; }

    public IReadOnlyList<CsvRow> Rows { get; }

    public static CsvText Parse(string text)
    {
        var records = new List<IReadOnlyList<string>>();
        var fields = new List<string>();
        var field = new StringBuilder();
        var quoted = false;
        for (var i = 0; i < text.Length; i++)
        {
            var c = text[i];
            if (quoted)
            {
                if (c == '"' && i + 1 < text.Length && text[i + 1] == '"')
                {
                    field.Append('"');
                    i++;
                }
                else if (c == '"')
                {
                    quoted = false;
                }
                else
                {
                    field.Append(c);
                }
            }
            else if (c == '"')
            {
                quoted = true;
            }
            else if (c == ',')
            {
                fields.Add(field.ToString());
                field.Clear();
            }
            else if (c == '\n')
            {
                fields.Add(field.ToString().TrimEnd('\r'));
                field.Clear();
                records.Add(fields);
                fields = [];
            }
            else
            {
                field.Append(c);
            }
        }

        if (field.Length > 0 || fields.Count > 0)
        {
            fields.Add(field.ToString().TrimEnd('\r'));
            records.Add(fields);
        }

        records.RemoveAll(r => r.All(string.IsNullOrWhiteSpace));
        return records.Count == 0 ? new CsvText([], []) : new CsvText(records[0], records.Skip(1).ToList());
    }

    public int IndexOf(string column)
    {
        for (var i = 0; i < Header.Count; i++)
        {
            if (Header[i] == column)
            {
                return i;
            }
        }

        throw new ArgumentException($"No column '{column}'; the columns are {string.Join(", ", Header)}.", nameof(column));
    }
}

/// <summary>One row of a <see cref="CsvText"/>.</summary>
internal sealed class CsvRow(CsvText table, IReadOnlyList<string> fields)
{
    public string this[string column]
    {
        get
        {
            var index = table.IndexOf(column);
            return index < fields.Count ? fields[index] : string.Empty;
        }
    }
}
