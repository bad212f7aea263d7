namespace SerBench.Labs.Scale;

/// <summary>The scale section of report.md: seed 000's size sweep, growth exponents, cache crossings, the 5-round-trip table.</summary>
internal static class ScaleMarkdown
{
    /// <summary>Marks a value whose serialized form is larger than the last-level cache.</summary>
    public const string PastCacheMark = "†";

    public static void Write(StringBuilder md, RunView view, ScaleSection scale)
    {
        var unit = scale.Unit ?? "size";
        md.Append(CultureInfo.InvariantCulture, $"## Scale: `{scale.Payload}` by {unit}\n\n");
        var figure = ScaleFigure.Of(scale);
        if (figure == ScaleFigure.Cycles)
        {
            md.Append("Seed 000's question: does the cost grow in proportion to size? Each serializer is counted at every size under valgrind's callgrind (verified round trip first; [counts.md](counts.md)): ");
            md.Append("figures are estimated cycles per call (M = millions) by the run's formula, which the machine's load cannot move; sizes are bytes of the serialized form. This sweep has no time figures.");
        }
        else
        {
            md.Append("Seed 000's question: does time grow in proportion to size? Each serializer is measured at every size (verified round trip first); ");
            md.Append("times are medians, sizes are bytes of the serialized form (seed 000 printed characters of a JSON string), MB/s counts serialized bytes (10⁶ B) per second.");
        }

        md.Append(scale.LastLevelCacheBytes is { } llc
            ? LabText.Invariant($" {PastCacheMark} marks sizes whose serialized form is larger than this machine's last-level cache ({Units.Bytes(llc)}).\n\n")
            : " The last-level cache size is not known on this machine, so no cache crossing is marked.\n\n");
        var series = scale.Series.Where(s => s.Points.Any(p => p.Status != CellStatus.Unsupported)).ToList();
        var of = figure == ScaleFigure.Cycles ? ", estimated cycles" : string.Empty;
        SweepTable(md, view, scale, series, $"Round trip (serialize + deserialize){of}", p => figure.Cell(figure.RoundTrip(p), p.Noisy));
        if (figure == ScaleFigure.Cycles)
        {
            SweepTable(md, view, scale, series, "Round trip, instructions", p => figure.Cell(p.RoundTripInstructions));
        }

        SweepTable(md, view, scale, series, $"Serialize{of}", p => figure.Cell(figure.Serialize(p)));
        SweepTable(md, view, scale, series, $"Deserialize{of}", p => figure.Cell(figure.Deserialize(p)));
        SweepTable(md, view, scale, series, "Serialized size", p => Labels.Bytes(p.SizeBytes));
        SweepTable(md, view, scale, series, "Allocated per round trip", p => Labels.Bytes(p.RoundTripAllocatedBytes));
        if (figure == ScaleFigure.Time)
        {
            SweepTable(md, view, scale, series, "Throughput, MB/s (serialize / deserialize / round trip)", p =>
                $"{LabText.Number(p.SerializeMBps, "0")} / {LabText.Number(p.DeserializeMBps, "0")} / {LabText.Number(p.RoundTripMBps, "0")}");
        }

        GrowthTable(md, view, scale, series);
        FiveRoundTrips(md, view, scale);
        SeedSweep(md, scale);
        Failures(md, view, scale);
    }

    private static void SweepTable(StringBuilder md, RunView view, ScaleSection scale, List<ScaleSeries> series, string title, Func<ScalePoint, string> value)
    {
        md.Append(CultureInfo.InvariantCulture, $"### {title}\n\n");
        var columns = new[] { ("Serializer", false) }.Concat(scale.Sizes.Select(s => (Units.Count(s), true))).ToArray();
        var table = new MarkdownTable(columns);
        foreach (var s in series)
        {
            var cells = scale.Sizes.Select(size => s.Points.FirstOrDefault(p => p.Size == size) is { } point
                ? LabText.Status(point.Status, value(point) + (point.PastLastLevelCache ? " " + PastCacheMark : string.Empty))
                : Labels.Dash);
            table.Add([Labels.Serializer(view, s.Serializer), .. cells]);
        }

        table.Write(md);
        md.Append('\n');
    }

    private static void GrowthTable(StringBuilder md, RunView view, ScaleSection scale, List<ScaleSeries> series)
    {
        md.Append("### Growth\n\n");
        var name = ScaleFigure.Of(scale).Short;
        md.Append(LabText.Invariant($"Exponent k of {name} ∝ size^k, fitted by least squares on log(size), log({name}); R² says how well a straight line fits (– with two sizes). "));
        md.Append(LabText.Invariant($"**Super-linear** means k > {scale.SuperLinearThreshold:0.00}; it bends at the size from which every step to the next size grows faster than that.\n\n"));
        var cache = scale.LastLevelCacheBytes is { } llc ? Units.Bytes(llc) : "unknown";
        var table = new MarkdownTable(
            ("Serializer", false), ("k round trip", true), ("R²", true), ("k serialize", true), ("k deserialize", true),
            ("Super-linear", false), ("Bends at", true), ($"Output passes the LLC ({cache}) at", false));
        foreach (var s in series)
        {
            var fit = s.RoundTripFit;
            table.Add(
                Labels.Serializer(view, s.Serializer),
                LabText.Number(fit?.Exponent, "0.00"),
                LabText.Number(fit?.RSquared, "0.000"),
                LabText.Number(s.SerializeFit?.Exponent, "0.00"),
                LabText.Number(s.DeserializeFit?.Exponent, "0.00"),
                fit is null ? Labels.Dash : fit.SuperLinear ? "**yes**" : "no",
                fit?.BendsAtSize is { } bend ? Units.Count(bend) : Labels.Dash,
                Crossing(s.CacheCrossing, scale.Unit));
        }

        table.Write(md);
        md.Append('\n');
    }

    private static string Crossing(CacheCrossing? crossing, string? unit)
    {
        if (crossing is null)
        {
            return Labels.Dash;
        }

        var estimate = crossing.EstimatedSize is { } e ? $"≈ {Units.Count((long)Math.Round(e))} {unit}" : "size unknown";
        return crossing.FirstSizePastCache is { } first
            ? $"{estimate} (first measured size past it: {Units.Count(first)})"
            : $"not within the sweep ({estimate}, extrapolated)";
    }

    /// <summary>Half the interval, and as a share of the median: whether the table's ratios are apart beyond it.</summary>
    private static string HalfWidth(FiveRoundTripRecord r) =>
        r.CiLowerNs is { } lower && r.CiUpperNs is { } upper && r.MedianNs is > 0
            ? LabText.Invariant($"± {Units.Time((upper - lower) / 2)} ({(upper - lower) / 2 / r.MedianNs.Value:P0})")
            : Labels.Dash;

    private static void FiveRoundTrips(StringBuilder md, RunView view, ScaleSection scale)
    {
        if (scale.FiveRoundTrips.Count == 0 || scale.FiveRoundTripSize is not { } size)
        {
            return;
        }

        md.Append(CultureInfo.InvariantCulture, $"### Five round trips per operation at {Units.Count(size)} {scale.Unit} (seed 000's BenchmarkDotNet table)\n\n");
        var counted = ScaleFigure.Of(scale) == ScaleFigure.Cycles;
        if (counted)
        {
            md.Append("Counted: five times one round trip's estimated cycles (a count adds up), ratios of estimated cycles.\n\n");
        }

        var table = counted
            ? new MarkdownTable(("Serializer", false), ("Estimated cycles", true), ("Allocated", true), ($"Ratio to {scale.Baseline ?? "baseline"}", true))
            : new MarkdownTable(("Serializer", false), ("Median", true), ("±", true), ("Mean", true), ("Allocated", true), ($"Ratio to {scale.Baseline ?? "baseline"}", true));
        foreach (var r in scale.FiveRoundTrips.OrderBy(r => (counted ? r.EstimatedCycles : r.MedianNs) ?? double.MaxValue))
        {
            if (counted)
            {
                table.Add(Labels.Serializer(view, r.Serializer), LabText.Status(r.Status, ScaleFigure.Cycles.Cell(r.EstimatedCycles)), Labels.Bytes(r.AllocatedBytes), LabText.Ratio(r.Ratio));
                continue;
            }

            table.Add(
                Labels.Serializer(view, r.Serializer),
                LabText.Status(r.Status, LabText.Time(r.MedianNs, r.Noisy)),
                HalfWidth(r),
                LabText.Time(r.MeanNs),
                Labels.Bytes(r.AllocatedBytes),
                LabText.Ratio(r.Ratio));
        }

        table.Write(md);
        md.Append('\n');
        var seed = scale.Seed.Where(s => s.Table == "benchmarkdotnet").ToList();
        var seedBase = seed.FirstOrDefault(s => s.Serializer == Seed000Figures.LargeObjectsBaseline)?.Ms;
        if (seed.Count > 0 && seedBase is > 0)
        {
            md.Append(CultureInfo.InvariantCulture, $"Seed 000's published figures at {Units.Count(seed[0].Consumers)} consumers (Apple M3 Pro, .NET 9; compare ratios, not times), beside ours:\n\n");
            var published = new MarkdownTable(("Seed serializer", false), ("Seed mean (5 round trips)", true), ("Seed ratio to Orleans", true), ("SerBench row", false), ("Our ratio to orleans", true));
            foreach (var s in seed.OrderBy(s => s.Ms))
            {
                var ours = Seed000Figures.LargeObjectColumns.FirstOrDefault(c => c.Seed == s.Serializer).Ours;
                var ourRow = ours is null ? null : scale.FiveRoundTrips.FirstOrDefault(r => r.Serializer == ours);
                published.Add(
                    s.Serializer,
                    Units.Time(s.Ms * 1_000_000),
                    Units.Times(s.Ms / seedBase.Value),
                    ours is null ? Labels.Dash : $"`{ours}`",
                    ourRow is null ? "not run" : LabText.Ratio(scale.Baseline == "orleans" ? ourRow.Ratio : null));
            }

            published.Write(md);
            md.Append('\n');
        }
    }

    private static void SeedSweep(StringBuilder md, ScaleSection scale)
    {
        var manual = scale.Seed.Where(s => s.Table == "manual").ToList();
        if (manual.Count == 0)
        {
            return;
        }

        md.Append(LabText.Invariant($"Seed 000's published sweep, as ratios to their Orleans at each size (single Stopwatch shots without warm-up, in whole ms; their size is characters of a JSON string), each beside ours at the same size ({(ScaleFigure.Of(scale) == ScaleFigure.Time ? "round-trip medians" : "round trips' estimated cycles")}, ratio to orleans):\n\n"));
        var names = manual.Select(s => s.Serializer).Distinct().ToList();
        var table = new MarkdownTable([("Consumers", true), ("Size (MB of chars)", true), .. names.Select(n => (n + " (seed / ours)", true))]);
        foreach (var group in manual.GroupBy(s => s.Consumers))
        {
            var seedBase = group.FirstOrDefault(s => s.Serializer == Seed000Figures.LargeObjectsBaseline)?.Ms;
            var ourBase = OurRoundTrip(scale, "orleans", group.Key);
            table.Add([
                Units.Count(group.Key),
                group.First().SizeMb.ToString("0.00", CultureInfo.InvariantCulture),
                .. names.Select(n =>
                {
                    var seedRatio = group.FirstOrDefault(s => s.Serializer == n) is { } s && seedBase is > 0 ? Units.Times(s.Ms / seedBase.Value) : Labels.Dash;
                    var ours = Seed000Figures.LargeObjectColumns.FirstOrDefault(c => c.Seed == n).Ours;
                    var ourRatio = ours is not null && OurRoundTrip(scale, ours, group.Key) is { } t && ourBase is > 0 ? Units.Times(t / ourBase.Value) : Labels.Dash;
                    return $"{seedRatio} / {ourRatio}";
                })]);
        }

        table.Write(md);
        md.Append('\n');
    }

    private static double? OurRoundTrip(ScaleSection scale, string serializer, int size) =>
        scale.Series.FirstOrDefault(s => s.Serializer == serializer)?.Points.FirstOrDefault(p => p.Size == size) is { } point ? ScaleFigure.Of(scale).RoundTrip(point) : null;

    private static void Failures(StringBuilder md, RunView view, ScaleSection scale)
    {
        var failed = scale.Series.SelectMany(s => s.Points.Where(p => p.Status == CellStatus.Failed).Select(p => (s.Serializer, p))).ToList();
        var unsupported = scale.Series.Where(s => s.Points.Count > 0 && s.Points.All(p => p.Status == CellStatus.Unsupported)).ToList();
        if (failed.Count == 0 && unsupported.Count == 0)
        {
            return;
        }

        md.Append("**Failed sizes and unsupported rows** (a failed size does not stop the sweep)\n\n");
        foreach (var (serializer, point) in failed)
        {
            md.Append(CultureInfo.InvariantCulture, $"- {Labels.Serializer(view, serializer)} at {Units.Count(point.Size)}: {point.Reason ?? "no reason recorded"}\n");
        }

        foreach (var s in unsupported)
        {
            md.Append(CultureInfo.InvariantCulture, $"- {Labels.Serializer(view, s.Serializer)}: unsupported: {s.Points[0].Reason}\n");
        }

        md.Append('\n');
    }
}
