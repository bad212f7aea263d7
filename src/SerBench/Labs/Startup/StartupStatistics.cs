namespace SerBench.Labs.Startup;

/// <summary>Turns the samples of one serializer × payload × mode into a row: median and range of each figure.</summary>
public static class StartupStatistics
{
    /// <summary>Fewer processes give no median worth the name and no spread: the lab refuses to report them.</summary>
    public const int MinimumProcesses = 5;

    public static StartupRow Row(string serializer, string payload, string mode, IReadOnlyList<StartupSample> samples)
    {
        ArgumentNullException.ThrowIfNull(samples);
        var good = samples.Where(s => s.Error is null).ToList();
        var failed = samples.FirstOrDefault(s => s.Error is not null);
        return new StartupRow
        {
            Serializer = serializer,
            Payload = payload,
            Mode = mode,
            Status = failed is null && good.Count > 0 ? CellStatus.Ok : CellStatus.Failed,
            Reason = failed is null ? null : $"process {failed.Process}: {failed.Error}" + (good.Count > 0 ? $" ({samples.Count - good.Count} of {samples.Count} processes failed)" : string.Empty),
            ReadyToRun = good.Select(s => s.ReadyToRun).FirstOrDefault(r => r is not null),
            FirstSerialize = Spread(good.Select(s => s.FirstSerializeNs)),
            FirstDeserialize = Spread(good.Select(s => s.FirstDeserializeNs)),
            CreateCodec = Spread(good.Select(s => s.CreateCodecNs)),
            SecondSerialize = Spread(good.Select(s => s.SecondSerializeNs)),
            SecondDeserialize = Spread(good.Select(s => s.SecondDeserializeNs)),
            StartToProbe = Spread(good.Select(s => s.StartToProbeNs)),
            ProcessWall = Spread(good.Select(s => s.ProcessWallNs)),
            Samples = samples,
        };
    }

    /// <summary>Median (mean of the middle two for an even count), minimum and maximum; null without values.</summary>
    public static Spread? Spread(IEnumerable<double?> values)
    {
        ArgumentNullException.ThrowIfNull(values);
        var sorted = values.Where(v => v is not null && double.IsFinite(v.Value)).Select(v => v!.Value).Order().ToList();
        if (sorted.Count == 0)
        {
            return null;
        }

        var middle = sorted.Count / 2;
        var median = sorted.Count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
        return new Spread(median, sorted[0], sorted[^1], sorted.Count);
    }
}
