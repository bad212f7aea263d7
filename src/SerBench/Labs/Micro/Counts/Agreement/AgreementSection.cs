namespace SerBench.Labs.Micro.Counts.Agreement;

/// <summary>report.md's agreement section, in a run measured with both (its cells hold a time and a count); nothing otherwise.</summary>
internal static class AgreementSection
{
    public const string Heading = "## Time and counts agreement";

    public static void Write(StringBuilder md, RunFile run)
    {
        ArgumentNullException.ThrowIfNull(md);
        ArgumentNullException.ThrowIfNull(run);
        if (run.MeasureOrTime != Measures.Both || TimeCountsAgreement.Of(run, run) is not { CellCount: > 0 } agreement)
        {
            return;
        }

        md.Append(Heading).Append("\n\n");
        AgreementMarkdown.Write(md, agreement);
    }
}
