namespace SerBench.Labs.Micro.Counts.Agreement;

/// <summary>`serbench agreement`'s console output: the correlations per payload × operation, their median, the outliers.</summary>
internal static class AgreementText
{
    public static void Write(TextWriter output, TimeCountsAgreement agreement)
    {
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(agreement);
        output.WriteLine(AgreementTables.Intro(agreement));
        output.WriteLine();
        var groups = new TextTable(AgreementTables.GroupColumns);
        foreach (var row in AgreementTables.GroupRows(agreement))
        {
            groups.Add(row);
        }

        groups.Write(output, "  ");
        output.WriteLine();
        output.WriteLine(AgreementTables.MedianLine(agreement));
        output.WriteLine();
        output.WriteLine(AgreementTables.OutlierIntro(agreement));
        if (agreement.Outliers.Count > 0)
        {
            output.WriteLine();
            var outliers = new TextTable(AgreementTables.OutlierColumns);
            foreach (var row in AgreementTables.OutlierRows(agreement))
            {
                outliers.Add(row);
            }

            outliers.Write(output, "  ");
        }
    }
}
