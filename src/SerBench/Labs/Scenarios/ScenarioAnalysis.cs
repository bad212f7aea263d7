namespace SerBench.Labs.Scenarios;

/// <summary>Builds the <c>scenarios</c> section: each cell with its ratio to the baseline's same scenario and payload.</summary>
public static class ScenarioAnalysis
{
    public const string PreferredBaseline = "stj";

    public static ScenariosSection Build(IReadOnlyList<CellRecord> cells, IReadOnlyList<SeedScenarioFigure> seed)
    {
        ArgumentNullException.ThrowIfNull(cells);
        ArgumentNullException.ThrowIfNull(seed);
        var baseline = cells.Any(c => c.Serializer == PreferredBaseline) ? PreferredBaseline : cells.FirstOrDefault()?.Serializer ?? PreferredBaseline;
        var baselineNs = cells
            .Where(c => c.Serializer == baseline && c.Status == CellStatus.Ok && c.MedianNs is > 0)
            .ToDictionary(c => (c.Operation, c.Payload), c => c.MedianNs!.Value);
        return new ScenariosSection
        {
            Baseline = baseline,
            Variants = PayloadVariants.Description,
            Rows = [.. cells.Select(c => new ScenarioRecord
            {
                Scenario = c.Operation,
                Payload = c.Payload,
                Serializer = c.Serializer,
                Status = c.Status,
                Reason = c.Reason,
                MedianNs = c.MedianNs,
                MeanNs = c.MeanNs,
                CiLowerNs = c.CiLowerNs,
                CiUpperNs = c.CiUpperNs,
                AllocatedBytes = c.AllocatedBytes,
                Noisy = c.Noisy,
                Ratio = c.Status == CellStatus.Ok && c.MedianNs is { } m && baselineNs.TryGetValue((c.Operation, c.Payload), out var b) ? m / b : null,
            })],
            Seed = seed,
        };
    }
}
