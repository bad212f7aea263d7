namespace SerBench.Labs.Micro.Counts.Agreement;

/// <summary>The agreement's two tables as text, shared by the console and markdown, so both say the same.</summary>
internal static class AgreementTables
{
    public static readonly (string Header, bool RightAligned)[] GroupColumns =
        [("Payload", false), ("Operation", false), ("Serializers", true), ("Spearman ρ", true)];

    public static readonly (string Header, bool RightAligned)[] OutlierColumns =
    [
        ("Serializer", false), ("Payload", false), ("Operation", false), ("Median", true), ("Estimated cycles", true),
        ("Cycles per ns", true), ("Payload's median", true), ("Off by", true), ("Reading", false),
    ];

    public static string Intro(TimeCountsAgreement agreement) =>
        $"{Units.Count(agreement.CellCount)} cells both timed and counted. Spearman's ρ ranks the serializers of each payload × operation by median time and by estimated cycles (1: the same order, 0: unrelated, −1: reversed; ties share their average rank; groups of fewer than {TimeCountsAgreement.MinimumSerializers} serializers are not ranked).";

    public static IEnumerable<string[]> GroupRows(TimeCountsAgreement agreement) =>
        agreement.Groups.Select(g => new[] { g.PayloadLabel, g.Operation, Units.Count(g.Cells.Count), Rho(g) });

    public static string MedianLine(TimeCountsAgreement agreement)
    {
        var ranked = agreement.Groups.Count(g => g.Correlation is not null);
        return agreement.MedianCorrelation is { } median
            ? $"Median ρ over {Units.Count(ranked)} payload × operation groups: {Signed(median)}."
            : "No payload × operation had enough serializers with both figures to rank, so there is no median ρ.";
    }

    public static string OutlierIntro(TimeCountsAgreement agreement) => agreement.Outliers.Count == 0
        ? $"No cell's estimated cycles per ns is off its payload's median by more than {Factor}."
        : $"Cells whose estimated cycles per ns is off their payload's median by more than {Factor} ({Units.Count(agreement.Outliers.Count)}): below it, time goes where the simulated processor charges nothing (memory bandwidth, collections); above it, the cycles charge what the real processor hides.";

    public static IEnumerable<string[]> OutlierRows(TimeCountsAgreement agreement) =>
        agreement.Outliers.Select(o => new[]
        {
            o.Cell.Key.Serializer, o.Cell.Key.PayloadLabel, o.Cell.Key.Operation, Units.Time(o.Cell.MedianNs),
            Units.Count((long)Math.Round(o.Cell.EstimatedCycles)), Ratio(o.Cell.Ratio), Ratio(o.PayloadMedianRatio),
            Units.Times(o.Off),
            o.TimeBound ? "slower than its cycles: memory- or collection-bound" : "faster than its cycles: the simulated misses overcharge it",
        });

    private static string Factor => TimeCountsAgreement.OutlierFactor.ToString("0.0", CultureInfo.InvariantCulture) + "×";

    private static string Rho(AgreementGroup group) => group.Correlation is { } rho
        ? Signed(rho)
        : group.Cells.Count < TimeCountsAgreement.MinimumSerializers ? $"{Labels.Dash} (too few)" : $"{Labels.Dash} (all tied)";

    /// <summary>"0.93", "−0.50".</summary>
    private static string Signed(double value) => (value < 0 ? "−" : string.Empty) + Math.Abs(value).ToString("0.00", CultureInfo.InvariantCulture);

    private static string Ratio(double value) => value.ToString("0.00", CultureInfo.InvariantCulture);
}
