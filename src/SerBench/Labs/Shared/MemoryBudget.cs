namespace SerBench.Labs.Shared;

/// <summary>
/// Refuses a payload size that cannot fit before anything is built: its serialized form must fit one .NET
/// array (the write buffer), and a cell's peak (the object graph twice, the serialized bytes, the write
/// buffer, a deserialized copy) must fit the memory the GC may use.
/// </summary>
public static class MemoryBudget
{
    /// <summary>
    /// Peak memory of a cell over its serialized size: the canonical instance and its untouched twin (about
    /// 3× each, UTF-16 strings and object headers), the serialized bytes (1×), the growing write buffer (up
    /// to 2×) and the deserialized copy (3×).
    /// </summary>
    public const int PeakFactor = 12;

    /// <summary>What the GC may use in this process (the machine's memory, or the container's limit).</summary>
    public static long AvailableBytes() => GC.GetGCMemoryInfo().TotalAvailableMemoryBytes;

    /// <summary>Why <paramref name="size"/> cannot run, with the limit; null when it fits (or the payload is fixed).</summary>
    public static string? Check(PayloadDescriptor payload, int size, long availableBytes)
    {
        ArgumentNullException.ThrowIfNull(payload);
        if (payload.Scale is not { } scale || scale.ApproxBytesPerUnit <= 0)
        {
            return null;
        }

        var unit = scale.Unit.EndsWith('s') ? scale.Unit[..^1] : scale.Unit;
        var serialized = (double)scale.ApproxBytesPerUnit * size;
        if (serialized > Array.MaxLength)
        {
            var largest = (long)(Array.MaxLength / (double)scale.ApproxBytesPerUnit);
            return string.Create(
                CultureInfo.InvariantCulture,
                $"The size {size:N0} in --sizes is too large for payload '{payload.Id}': at about {scale.ApproxBytesPerUnit:N0} serialized bytes per {unit} "
                + $"it would be about {Gib(serialized)} GiB, more than one .NET array holds ({Gib(Array.MaxLength)} GiB), and the write buffer is one array. "
                + $"Use a size up to about {largest:N0} {scale.Unit}.");
        }

        var peak = serialized * PeakFactor;
        if (availableBytes > 0 && peak > availableBytes)
        {
            var largest = (long)(availableBytes / ((double)scale.ApproxBytesPerUnit * PeakFactor));
            return string.Create(
                CultureInfo.InvariantCulture,
                $"The size {size:N0} in --sizes does not fit in memory for payload '{payload.Id}': at about {scale.ApproxBytesPerUnit:N0} serialized bytes per {unit} "
                + $"a cell needs about {Gib(peak)} GiB at its peak ({PeakFactor}× the serialized size: the object graph twice, the serialized bytes, the write buffer "
                + $"and a deserialized copy), but this process may use about {Gib(availableBytes)} GiB. Use a size up to about {largest:N0} {scale.Unit}.");
        }

        return null;
    }

    private static string Gib(double bytes) => (bytes / (1024d * 1024 * 1024)).ToString("0.##", CultureInfo.InvariantCulture);
}
