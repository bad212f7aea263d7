using System.Text.Json;

namespace SerBench.Labs.Ceiling;

/// <summary>Builds the <c>ceiling</c> section: each cell against memcpy of the same raw bytes at the same size.</summary>
public static class CeilingAnalysis
{
    /// <summary>The target: the best binary row at half of memcpy's rate or better.</summary>
    public const double TargetFraction = 0.5;

    public static CeilingSection Build(CeilingPlan plan, IReadOnlyList<CellRecord> cells)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(cells);
        var memcpy = cells.Where(c => c.Serializer == CeilingPlan.Memcpy).GroupBy(c => c.PayloadSize).Select(g => Memcpy([.. g])).ToList();
        var formats = plan.Serializers.ToDictionary(s => s.Info.Id, s => s.Info.Format);
        var rows = cells
            .Where(c => c.Serializer != CeilingPlan.Memcpy)
            .Select(c => Row(c, formats.GetValueOrDefault(c.Serializer, FormatFamily.Other), memcpy.FirstOrDefault(m => m.Size == c.PayloadSize)))
            .ToList();
        var headline = HeadlineSize.ClosestToDefault(plan.Payload, plan.Sizes) ?? plan.Payload.DefaultSize;
        var best = rows
            .Where(r => r.Binary && r.Size == headline && r.FractionOfMemcpy is not null)
            .MaxBy(r => r.FractionOfMemcpy);
        return new CeilingSection
        {
            Payload = plan.Payload.Id,
            Unit = plan.Payload.Scale?.Unit,
            HeadlineSize = headline,
            Sizes = plan.Sizes,
            TargetFraction = TargetFraction,
            Memcpy = memcpy,
            Rows = rows,
            BestBinary = best,
        };
    }

    /// <summary>Binary formats: everything but text (JSON, XML, JSV).</summary>
    public static bool IsBinary(FormatFamily format) => format is not (FormatFamily.Json or FormatFamily.Xml or FormatFamily.Jsv);

    /// <summary>The faster of a size's memcpy measurements (before and after the serializers) is its ceiling.</summary>
    private static MemcpyRecord Memcpy(List<CellRecord> cells)
    {
        var cell = cells.Where(c => c.Status == CellStatus.Ok && c.MedianNs is > 0).MinBy(c => c.MedianNs) ?? cells[0];
        var bytes = CeilingPlan.RawBytes(cell.PayloadSize);
        return new MemcpyRecord
        {
            RunsNs = [.. cells.Where(c => c.MedianNs is not null).Select(c => c.MedianNs!.Value)],
            Size = cell.PayloadSize,
            Bytes = bytes,
            Status = cell.Status,
            Reason = cell.Reason,
            MedianNs = cell.MedianNs,
            GBps = GigabytesPerSecond(bytes, cell.MedianNs),
            Noisy = cell.Noisy,
        };
    }

    private static CeilingRecord Row(CellRecord cell, FormatFamily format, MemcpyRecord? memcpy)
    {
        var ok = cell.Status == CellStatus.Ok && cell.MedianNs is > 0;
        double? fraction = ok && memcpy?.MedianNs is > 0 ? memcpy.MedianNs.Value / cell.MedianNs!.Value : null;
        return new CeilingRecord
        {
            Serializer = cell.Serializer,
            Format = JsonNamingPolicy.KebabCaseLower.ConvertName(format.ToString()),
            Binary = IsBinary(format),
            Size = cell.PayloadSize,
            Operation = cell.Operation,
            Status = cell.Status,
            Reason = cell.Reason,
            SizeBytes = cell.SizeBytes,
            MedianNs = cell.MedianNs,
            AllocatedBytes = cell.AllocatedBytes,
            GBps = ok ? GigabytesPerSecond(CeilingPlan.RawBytes(cell.PayloadSize), cell.MedianNs) : null,
            FractionOfMemcpy = fraction,
            Suspect = fraction > 1,
            Noisy = cell.Noisy,
        };
    }

    /// <summary>Bytes per ns is GB (10⁹ B) per second.</summary>
    internal static double? GigabytesPerSecond(long bytes, double? ns) => bytes > 0 && ns is > 0 ? bytes / ns.Value : null;
}
