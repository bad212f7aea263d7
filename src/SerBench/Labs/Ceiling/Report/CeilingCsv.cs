namespace SerBench.Labs.Ceiling;

/// <summary>ceiling.csv beside run.json: memcpy's rows, then one per serializer × size × operation; column names as in run.json.</summary>
internal static class CeilingCsv
{
    public const string FileName = "ceiling.csv";

    public static ReportFile File(CeilingSection ceiling) => new(FileName, () => CsvTable.Render(
            ["serializer", "format", "binary", "size", "operation", "status", "reason", "rawBytes", "sizeBytes", "medianNs", "allocatedBytes", "gbps", "fractionOfMemcpy", "suspect"],
            ceiling.Memcpy.Select(m => new object?[] { "memcpy", "raw", true, m.Size, "copy", m.Status, m.Reason, m.Bytes, m.Bytes, m.MedianNs, 0L, m.GBps, 1.0, false })
                .Concat(ceiling.Rows.Select(r => new object?[]
                {
                    r.Serializer, r.Format, r.Binary, r.Size, r.Operation, r.Status, r.Reason, ceiling.Memcpy.FirstOrDefault(m => m.Size == r.Size)?.Bytes,
                    r.SizeBytes, r.MedianNs, r.AllocatedBytes, r.GBps, r.FractionOfMemcpy, r.Suspect,
                }))));
}
