namespace SerBench.Labs.Robustness;

/// <summary>robustness.csv beside run.json: one row per serializer × payload; column names as in run.json.</summary>
internal static class RobustnessCsv
{
    public const string FileName = "robustness.csv";

    public static ReportFile File(RobustnessSection robustness) => new(FileName, () => CsvTable.Render(
            ["serializer", "payload", "payloadSize", "status", "reason", "validBytes", "cases", "rejected", "equal", "different", "hang", "crash",
             "outOfMemory", "excessiveAllocation", "peakAllocatedBytes", "peakAllocationInputBytes", "topException", "security"],
            robustness.Cells.Select(c => new object?[]
            {
                c.Serializer, c.Payload, Number(c.PayloadSize), c.Status, c.Reason, Number(c.ValidBytes), Number(c.Cases),
                Number(c.Counts.Rejected), Number(c.Counts.Equal), Number(c.Counts.Different), Number(c.Counts.Hang), Number(c.Counts.Crash),
                Number(c.Counts.OutOfMemory), Number(c.Counts.ExcessiveAllocation), Number(c.PeakAllocation?.AllocatedBytes),
                Number(c.PeakAllocation?.InputBytes), c.Exceptions.FirstOrDefault()?.Type,
                robustness.Serializers.FirstOrDefault(s => s.Serializer == c.Serializer)?.Security,
            })));

    private static string? Number(long? value) => value?.ToString(CultureInfo.InvariantCulture);
}
