namespace SerBench.Reports.Published;

/// <summary>
/// A published table set beside this run: each row a published figure and its ratio to the table's
/// baseline serializer, next to our matching row's figure and its ratio to our same baseline.
/// </summary>
internal sealed record PublishedTable(
    string Title,
    string Source,
    string RatioBasis,
    IReadOnlyList<PublishedRow> Rows,
    IReadOnlyList<string> Notes);

/// <summary>One published figure and ours. Values are printed text; ratios are numbers (null when there is nothing to divide).</summary>
internal sealed record PublishedRow(
    string Payload,
    string Measure,
    string PublishedName,
    string PublishedValue,
    double? PublishedRatio,
    string? OurId,
    string? OurValue,
    double? OurRatio,
    string? Remark);
