using CsvHelper;

namespace SerBench.Reports;

/// <summary>A lab's CSV file: a header, then one row per record; numbers invariant, booleans as true/false, nulls empty.</summary>
internal static class CsvTable
{
    public static string Render(IReadOnlyList<string> header, IEnumerable<object?[]> rows)
    {
        using var text = new StringWriter(CultureInfo.InvariantCulture);
        var options = CsvWriterOptions.Default with { FormatProvider = CultureInfo.InvariantCulture, TrueValue = "true", FalseValue = "false" };
        using (var csv = CsvWriter.Create(text, options, leaveOpen: true))
        {
            csv.WriteHeader([.. header]);
            foreach (var row in rows)
            {
                foreach (var value in row)
                {
                    csv.WriteField(Format(value));
                }

                csv.EndRecord();
            }

            csv.Flush();
        }

        return text.ToString();
    }

    private static string? Format(object? value) => value switch
    {
        null => null,
        double d => d.ToString("R", CultureInfo.InvariantCulture),
        bool b => b ? "true" : "false",
        IFormattable f => f.ToString(null, CultureInfo.InvariantCulture),
        _ => value.ToString(),
    };
}
