namespace SerBench.Labs.Micro.Counts.Agreement;

/// <summary>The agreement in markdown, below a heading its caller writes: `agreement --out` and report.md's section.</summary>
internal static class AgreementMarkdown
{
    public static void Write(StringBuilder md, TimeCountsAgreement agreement)
    {
        ArgumentNullException.ThrowIfNull(md);
        ArgumentNullException.ThrowIfNull(agreement);
        md.Append(AgreementTables.Intro(agreement)).Append("\n\n");
        var groups = new MarkdownTable(AgreementTables.GroupColumns);
        foreach (var row in AgreementTables.GroupRows(agreement))
        {
            groups.Add(row);
        }

        groups.Write(md);
        md.Append('\n').Append(AgreementTables.MedianLine(agreement)).Append("\n\n");
        md.Append(AgreementTables.OutlierIntro(agreement)).Append("\n\n");
        if (agreement.Outliers.Count > 0)
        {
            var outliers = new MarkdownTable(AgreementTables.OutlierColumns);
            foreach (var row in AgreementTables.OutlierRows(agreement))
            {
                outliers.Add(row);
            }

            outliers.Write(md);
            md.Append('\n');
        }
    }
}
