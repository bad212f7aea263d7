namespace SerBench.Labs.Scale;

/// <summary>scale.csv beside run.json: one row per serializer × size, with the series' growth fit; column names as in run.json.</summary>
internal static class ScaleCsv
{
    public const string FileName = "scale.csv";

    public static ReportFile File(ScaleSection scale) => new(FileName, () => CsvTable.Render(
            ["serializer", "payload", "size", "status", "reason", "sizeBytes", "serializeNs", "deserializeNs", "roundTripNs",
             "serializeAllocatedBytes", "deserializeAllocatedBytes", "roundTripAllocatedBytes", "serializeMBps", "deserializeMBps", "roundTripMBps",
             "serializeCycles", "deserializeCycles", "roundTripCycles", "roundTripInstructions",
             "pastLastLevelCache", "roundTripExponent", "roundTripRSquared", "superLinear", "bendsAtSize"],
            scale.Series.SelectMany(s => s.Points.Select(p => new object?[]
            {
                s.Serializer, scale.Payload, p.Size, p.Status, p.Reason, p.SizeBytes, p.SerializeNs, p.DeserializeNs, p.RoundTripNs,
                p.SerializeAllocatedBytes, p.DeserializeAllocatedBytes, p.RoundTripAllocatedBytes, p.SerializeMBps, p.DeserializeMBps, p.RoundTripMBps,
                p.SerializeCycles, p.DeserializeCycles, p.RoundTripCycles, p.RoundTripInstructions,
                p.PastLastLevelCache, s.RoundTripFit?.Exponent, s.RoundTripFit?.RSquared, s.RoundTripFit?.SuperLinear, s.RoundTripFit?.BendsAtSize,
            }))));
}
