namespace SerBench.Reports.Published;

/// <summary>
/// The seed documents' published tables (docs/reference/*.csv, compiled into SerBench), read as text
/// tables. Hardware differs from this machine: reports set them beside ours as ratios between serializers.
/// </summary>
internal sealed class PublishedFigures
{
    /// <summary>The files under docs/reference, by file name.</summary>
    public static readonly IReadOnlyList<string> FileNames =
    [
        "seed-000-large-objects.csv", "seed-001-micro.csv", "seed-001-sizes.csv", "seed-002-echo.csv",
        "seed-003-http-load.csv", "seed-003-odata.csv", "seed-004-ignite.csv",
    ];

    private static readonly Lazy<PublishedFigures> Embedded = new(() => new PublishedFigures(
        FileNames.ToDictionary(f => f, f => CsvText.Parse(EmbeddedText.Read("SerBench.Reference." + f)))));

    private readonly Dictionary<string, CsvText> _tables;

    public PublishedFigures(Dictionary<string, CsvText> tables) => _tables = tables;

    /// <summary>The figures compiled into this build.</summary>
    public static PublishedFigures Load() => Embedded.Value;

    public CsvText Table(string fileName) =>
        _tables.TryGetValue(fileName, out var table)
            ? table
            : throw new ArgumentException($"No published table {fileName}; known: {string.Join(", ", _tables.Keys)}.", nameof(fileName));
}
