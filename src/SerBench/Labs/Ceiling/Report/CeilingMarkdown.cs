namespace SerBench.Labs.Ceiling;

/// <summary>The ceiling section of report.md: every float-vector cell against memcpy of the same raw bytes.</summary>
internal static class CeilingMarkdown
{
    public const string SuspectMark = "⚠ suspect";

    public static void Write(StringBuilder md, RunView view, CeilingSection ceiling)
    {
        md.Append(CultureInfo.InvariantCulture, $"## Ceiling: `{ceiling.Payload}` against memcpy\n\n");
        md.Append("The memcpy row copies the payload's raw float bytes (12 per point) into a preallocated buffer, measured in the same run before and after the serializers of each size; the faster of the two is the ceiling. ");
        md.Append("GB/s counts those raw bytes (10⁹ B per second) whatever the format writes, so text formats pay for their longer output; ");
        md.Append("\"of memcpy\" is memcpy's time over the cell's time. A cell faster than memcpy is flagged **suspect** (DESIGN fairness rule 8): it cannot have touched every byte.\n\n");
        Headline(md, view, ceiling);
        foreach (var size in ceiling.Sizes)
        {
            if (size != ceiling.HeadlineSize)
            {
                SizeTable(md, view, ceiling, size);
            }
        }
    }

    private static void Headline(StringBuilder md, RunView view, CeilingSection ceiling)
    {
        SizeTable(md, view, ceiling, ceiling.HeadlineSize);
        var target = Units.Percent(ceiling.TargetFraction);
        if (ceiling.BestBinary is { } best)
        {
            var verdict = best.FractionOfMemcpy >= ceiling.TargetFraction ? "meets" : "misses";
            md.Append(CultureInfo.InvariantCulture, $"Best binary row at {Units.Count(ceiling.HeadlineSize)} {ceiling.Unit}: {Labels.Serializer(view, best.Serializer)} {best.Operation} at ");
            md.Append(CultureInfo.InvariantCulture, $"{LabText.Percent(best.FractionOfMemcpy)} of memcpy ({LabText.Number(best.GBps, "0.00")} GB/s); it {verdict} the {target} target.\n\n");
        }
        else
        {
            md.Append(CultureInfo.InvariantCulture, $"No binary serializer ran at {Units.Count(ceiling.HeadlineSize)} {ceiling.Unit}, so the {target} target could not be checked.\n\n");
        }
    }

    private static void SizeTable(StringBuilder md, RunView view, CeilingSection ceiling, int size)
    {
        var memcpy = ceiling.Memcpy.FirstOrDefault(m => m.Size == size);
        var rows = ceiling.Rows.Where(r => r.Size == size && r.Status != CellStatus.Unsupported).ToList();
        md.Append(CultureInfo.InvariantCulture, $"### {Units.Count(size)} {ceiling.Unit} ({Units.Bytes(memcpy?.Bytes ?? 0)} of raw floats)\n\n");
        var table = new MarkdownTable(
            ("Serializer", false), ("Format", false), ("Operation", false), ("Median", true), ("GB/s", true), ("Of memcpy", true),
            ("Serialized size", true), ("Allocated", true), ("Flag", false));
        if (memcpy is not null)
        {
            table.Add("memcpy (Span.CopyTo)", "raw bytes", "copy", LabText.Status(memcpy.Status, LabText.Time(memcpy.MedianNs, memcpy.Noisy)), LabText.Number(memcpy.GBps, "0.00"), "100 %", Units.Bytes(memcpy.Bytes), "0 B", string.Empty);
        }

        foreach (var r in rows.OrderByDescending(r => r.FractionOfMemcpy ?? -1))
        {
            table.Add(
                Labels.Serializer(view, r.Serializer),
                r.Format + (r.Binary ? string.Empty : " (text)"),
                r.Operation,
                LabText.Status(r.Status, LabText.Time(r.MedianNs, r.Noisy)),
                LabText.Number(r.GBps, "0.000"),
                LabText.Percent(r.FractionOfMemcpy),
                Labels.Bytes(r.SizeBytes),
                Labels.Bytes(r.AllocatedBytes),
                r.Suspect ? SuspectMark : r.Status == CellStatus.Failed ? LabText.Short(r.Reason) : string.Empty);
        }

        table.Write(md);
        md.Append('\n');
        var unsupported = ceiling.Rows.Where(r => r.Size == size && r.Status == CellStatus.Unsupported).GroupBy(r => r.Serializer).ToList();
        if (unsupported.Count > 0)
        {
            md.Append("Unsupported: ").AppendJoin("; ", unsupported.Select(g => $"{Labels.Serializer(view, g.Key)} ({LabText.Short(g.First().Reason)})")).Append("\n\n");
        }
    }
}
