namespace SerBench.Labs.Echo;

/// <summary>An echo section arranged for reports: per payload, rows by messages/s, with their share of raw and their ratio to stj.</summary>
internal sealed class EchoView
{
    public const string Raw = "raw";
    public const string Baseline = "envelope-custom";

    public EchoView(EchoSection section)
    {
        Section = section;
        Payloads = [.. section.Rows.GroupBy(r => r.Payload, StringComparer.Ordinal).Select(g => new EchoPayloadView(g.Key, [.. g]))];
    }

    public EchoSection Section { get; }

    public IReadOnlyList<EchoPayloadView> Payloads { get; }

    public IEnumerable<EchoRecord> WithErrors => Section.Rows.Where(r => r.Errors.Total > 0);
}

/// <summary>One payload's windows: the measured ones by messages/s (fastest first), then the others.</summary>
internal sealed class EchoPayloadView
{
    public EchoPayloadView(string payload, IReadOnlyList<EchoRecord> rows)
    {
        Payload = payload;
        Rows = [.. rows.OrderByDescending(r => r.MessagesPerSecond ?? -1).ThenBy(r => r.Serializer, StringComparer.Ordinal)];
        RawPerSecond = Find(EchoView.Raw)?.MessagesPerSecond;
        BaselinePerSecond = Find(EchoView.Baseline)?.MessagesPerSecond;
    }

    public string Payload { get; }

    public IReadOnlyList<EchoRecord> Rows { get; }

    public double? RawPerSecond { get; }

    public double? BaselinePerSecond { get; }

    public EchoRecord? Find(string serializer) => Rows.FirstOrDefault(r => string.Equals(r.Serializer, serializer, StringComparison.OrdinalIgnoreCase));

    public double? OfRaw(EchoRecord row) => Ratio(row.MessagesPerSecond, RawPerSecond);

    public double? ToBaseline(EchoRecord row) => Ratio(row.MessagesPerSecond, BaselinePerSecond);

    public static double? Ratio(double? value, double? baseline) =>
        value is { } v && baseline is { } b && b > 0 ? v / b : null;
}
