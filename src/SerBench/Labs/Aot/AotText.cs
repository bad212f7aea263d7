namespace SerBench.Labs.Aot;

/// <summary>The AOT table as the console, aot.md and aot.csv show it: one line per row.</summary>
internal static class AotText
{
    private static readonly string[] Header = ["Serializer", "NativeAOT", "Warnings", "Why / shared"];

    /// <summary>"IL2026 ×3, IL3050 ×5", or "none".</summary>
    public static string Warnings(AotRow row)
    {
        ArgumentNullException.ThrowIfNull(row);
        return row.Warnings.Count == 0 ? "none" : string.Join(", ", row.Warnings.Select(w => $"{w.Code} ×{w.Count}"));
    }

    public static string Why(AotRow row)
    {
        ArgumentNullException.ThrowIfNull(row);
        var shared = row.SharesWarningsWith.Count == 0 ? null : $"warnings shared with {string.Join(", ", row.SharesWarningsWith)} (same library or adapter)";
        return string.Join("; ", new[] { row.Reason, shared }.OfType<string>());
    }

    public static void WriteConsole(TextWriter output, AotResult result)
    {
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(result);
        output.WriteLine($"NativeAOT ({result.Rid}, {result.Runtime}): {result.Build}");
        var table = new TextTable([.. Header.Select(h => (h, false))]);
        foreach (var row in result.Rows)
        {
            table.Add(row.Id, AotOutcome.Label(row.Outcome), Warnings(row), Why(row));
        }

        table.Write(output);
        output.WriteLine(Unattributed(result));
    }

    public static string Markdown(AotResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        var md = new StringBuilder();
        md.Append("## NativeAOT\n\n");
        md.Append(CultureInfo.InvariantCulture, $"Checked {result.CheckedUtc} on {result.Rid}, {result.Runtime}: one NativeAOT publish of the probe with every row below, then one round trip of each payload a row takes. {MarkdownTable.Escape(result.Build)}.\n\n");
        var table = new MarkdownTable([.. Header.Select(h => (h, false))]);
        foreach (var row in result.Rows)
        {
            table.Add(row.Id, AotOutcome.Label(row.Outcome), Warnings(row), Why(row));
        }

        table.Write(md);
        md.Append('\n').Append(Unattributed(result)).Append("\n");
        return md.ToString();
    }

    public static string Csv(AotResult result)
    {
        ArgumentNullException.ThrowIfNull(result);
        var codes = result.Rows.SelectMany(r => r.Warnings).Select(w => w.Code).Distinct().Order(StringComparer.Ordinal).ToList();
        var header = new List<string> { "serializer", "outcome", "warnings", "reason", "sharesWarningsWith" };
        header.AddRange(codes);
        return CsvTable.Render(header, result.Rows.Select(r => new object?[] { r.Id, r.Outcome, r.WarningTotal, r.Reason, string.Join(' ', r.SharesWarningsWith) }
            .Concat(codes.Select(c => (object?)(r.Warnings.FirstOrDefault(w => w.Code == c)?.Count ?? 0))).ToArray()));
    }

    private static string Unattributed(AotResult result) => result.Unattributed.Count == 0
        ? "No warning outside the rows' own code."
        : $"Warnings in code no row owns (the runtime's, SerBench's own; shared by every row): {string.Join(", ", result.Unattributed.Select(w => $"{w.Code} ×{w.Count}"))}.";
}
