namespace SerBench.Labs.Http;

/// <summary>
/// Seed 003's load rows beside ours as ratios within each side, never our absolute rate over theirs (other
/// hardware, other network): every row of a seed profile is divided by that profile's first row, and our
/// matching writer at the same connections by our writer that matches the first row.
/// </summary>
internal sealed record SeedHttpRatio(
    HttpReferenceRow Seed,
    HttpReferenceRow SeedBase,
    HttpWriterResult? Ours,
    HttpWriterResult? OurBase)
{
    public double? SeedRate => SeedBase.RequestsPerSecond > 0 ? Seed.RequestsPerSecond / SeedBase.RequestsPerSecond : null;

    public double? OurRate => Ours is { } o && OurBase is { RequestsPerSecond: > 0 } b ? o.RequestsPerSecond / b.RequestsPerSecond : null;

    public double? SeedP99 => SeedBase.P99Ms > 0 ? Seed.P99Ms / SeedBase.P99Ms : null;

    public double? OurP99 => Ours?.Latency is { } o && OurBase?.Latency is { P99Ms: > 0 } b ? o.P99Ms / b.P99Ms : null;

    /// <summary>"ODataMessageWriter @ 128": what both sides' ratios of this row are to.</summary>
    public string BaseLabel => $"{SeedBase.Writer} @ {SeedBase.Connections}";

    /// <summary>Our writer for the row, or why there is none.</summary>
    public string OurLabel => Seed.SerbenchWriter is null
        ? "no matching row"
        : Ours is null ? $"{Seed.SerbenchWriter} (not run at {Seed.Connections} here)" : Seed.SerbenchWriter;

    public static IReadOnlyList<SeedHttpRatio> Of(HttpSection section)
    {
        ArgumentNullException.ThrowIfNull(section);
        return [.. section.Reference.Select(row =>
        {
            var seedBase = section.Reference.First(r => r.Profile == row.Profile);
            return new SeedHttpRatio(row, seedBase, Find(section, row), Find(section, seedBase));
        })];
    }

    private static HttpWriterResult? Find(HttpSection section, HttpReferenceRow row) =>
        section.Writers.FirstOrDefault(w => w.Status == "ok"
            && string.Equals(w.Writer, row.SerbenchWriter, StringComparison.OrdinalIgnoreCase)
            && HttpFigures.ConnectionsOf(section, w) == row.Connections);
}
