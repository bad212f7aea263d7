namespace SerBench.Labs.Ceiling;

/// <summary>The console summary at the end of `serbench ceiling`.</summary>
internal static class CeilingConsole
{
    public static void Write(TextWriter output, RunFile run)
    {
        if (run.Ceiling is not { } ceiling)
        {
            return;
        }

        var memcpy = ceiling.Memcpy.FirstOrDefault(m => m.Size == ceiling.HeadlineSize);
        output.WriteLine($"{ceiling.Payload} at {Units.Count(ceiling.HeadlineSize)} {ceiling.Unit}: memcpy {LabText.Time(memcpy?.MedianNs)} ({LabText.Number(memcpy?.GBps, "0.00")} GB/s)");
        var table = new TextTable(("serializer", false), ("operation", false), ("median", true), ("GB/s", true), ("of memcpy", true), ("flag", false));
        foreach (var r in ceiling.Rows.Where(r => r.Size == ceiling.HeadlineSize && r.Status != CellStatus.Unsupported).OrderByDescending(r => r.FractionOfMemcpy ?? -1))
        {
            table.Add(r.Serializer, r.Operation, LabText.Status(r.Status, LabText.Time(r.MedianNs)), LabText.Number(r.GBps, "0.000"), LabText.Percent(r.FractionOfMemcpy), r.Suspect ? "SUSPECT: faster than memcpy" : string.Empty);
        }

        table.Write(output, "  ");
    }
}
