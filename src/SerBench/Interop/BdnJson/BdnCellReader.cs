namespace SerBench.Interop.BdnJson;

/// <summary>
/// One benchmark of a BenchmarkDotNet full JSON that SerBench did not write, as a cell: serializer, payload and payload
/// size from the parameters Serializer, Payload and PayloadSize when it has them (SerBench's own naming), else the
/// benchmark's Type as the serializer and its other parameters as the payload; the operation is its method.
/// </summary>
internal static class BdnCellReader
{
    private static readonly string[] Named = [BdnNames.SerializerParameter, BdnNames.PayloadParameter, BdnNames.PayloadSizeParameter];

    public static CellRecord Read(BdnElement benchmark)
    {
        benchmark.Object();
        var fullName = benchmark.RequiredString("FullName");
        var type = benchmark.RequiredString("Type");
        var method = benchmark.RequiredString("Method");
        var parameters = BdnNames.ReadParameters(fullName, benchmark.OptionalString("Parameters"));
        string? Parameter(string name) => parameters.FirstOrDefault(p => p.Key == name).Value;

        var others = string.Join("&", parameters.Where(p => !Named.Contains(p.Key)).Select(p => $"{p.Key}={p.Value}"));
        var payload = Parameter(BdnNames.PayloadParameter) ?? "";
        payload = others.Length == 0 ? payload : payload.Length == 0 ? others : $"{payload}[{others}]";
        var size = 1;
        if (Parameter(BdnNames.PayloadSizeParameter) is { } sizeText &&
            (!int.TryParse(sizeText, NumberStyles.Integer, CultureInfo.InvariantCulture, out size) || size < 1))
        {
            throw new RunFileException(
                $"The BenchmarkDotNet JSON file {benchmark.File} has {benchmark.Path} ({fullName}) with PayloadSize '{sizeText}'; a payload size is a whole number from 1.");
        }

        var cell = new CellRecord
        {
            Serializer = Parameter(BdnNames.SerializerParameter) ?? type,
            Payload = payload.Length == 0 ? "default" : payload,
            PayloadSize = size,
            Operation = BdnNames.Operation(method),
            Status = CellStatus.Failed,
            Reason = "BenchmarkDotNet wrote no statistics for this benchmark (it failed or did not run)",
        };
        return benchmark.Member("Statistics") is { } statistics ? Timed(cell, benchmark, statistics.Object()) : cell;
    }

    private static CellRecord Timed(CellRecord cell, BdnElement benchmark, BdnElement statistics)
    {
        var median = statistics.RequiredNumber("Median");
        var interval = statistics.Member("ConfidenceInterval")?.Object();
        var (lower, upper) = (interval?.OptionalNumber("Lower"), interval?.OptionalNumber("Upper"));
        var rounds = Rounds(benchmark, statistics);
        var memory = benchmark.Member("Memory")?.Object();
        var metrics = Metrics(benchmark);
        double? PerThousand(string metric, string collections)
        {
            if (metrics.TryGetValue(metric, out var value))
            {
                return value;
            }

            var (count, total) = (memory?.OptionalWhole(collections), memory?.OptionalWhole("TotalOperations"));
            return count is { } c && total is > 0 ? c * 1000.0 / total.Value : null;
        }

        long? Bytes(string metric) => metrics.TryGetValue(metric, out var value) ? (long)Math.Round(value) : null;

        return cell with
        {
            Status = CellStatus.Ok,
            Reason = null,
            MedianNs = median,
            MeanNs = statistics.OptionalNumber("Mean"),
            StdDevNs = statistics.OptionalNumber("StandardDeviation"),
            CiLowerNs = lower,
            CiUpperNs = upper,
            Noisy = lower is { } l && upper is { } u && median > 0 && (u - l) / 2 > 0.05 * median,
            Iterations = (int?)statistics.OptionalWhole("N") ?? rounds.Sum(r => r.IterationNs.Count),
            Rounds = rounds.Count > 0 ? rounds : null,
            AllocatedBytes = memory?.OptionalWhole("BytesAllocatedPerOperation") ?? Bytes(BdnMetrics.Allocated),
            Gen0PerThousandOps = PerThousand(BdnMetrics.Gen0, "Gen0Collections"),
            Gen1PerThousandOps = PerThousand(BdnMetrics.Gen1, "Gen1Collections"),
            Gen2PerThousandOps = PerThousand(BdnMetrics.Gen2, "Gen2Collections"),
            SizeBytes = Bytes(BdnMetrics.SizeBytes),
            GzipBytes = Bytes(BdnMetrics.GzipBytes),
            BrotliBytes = Bytes(BdnMetrics.BrotliBytes),
            ZstdBytes = Bytes(BdnMetrics.ZstdBytes),
        };
    }

    /// <summary>
    /// The Workload/Result measurements (time per operation, each launch a round), or Statistics.OriginalValues as one
    /// round when the file has no measurements (JsonExporter.Brief leaves them out).
    /// </summary>
    private static List<RoundRecord> Rounds(BdnElement benchmark, BdnElement statistics)
    {
        var results = new List<(int Launch, double Ns)>();
        foreach (var m in benchmark.Member("Measurements")?.Items() ?? [])
        {
            m.Object();
            if (m.OptionalString("IterationMode") == "Workload" && m.OptionalString("IterationStage") == "Result")
            {
                var operations = m.OptionalWhole("Operations") ?? 1;
                if (operations < 1)
                {
                    throw new RunFileException($"The BenchmarkDotNet JSON file {m.File} has {m.Path}.Operations {operations}; a measurement covers at least one operation.");
                }

                results.Add(((int)(m.OptionalWhole("LaunchIndex") ?? 1), m.RequiredNumber("Nanoseconds") / operations));
            }
        }

        if (results.Count == 0 && statistics.Member("OriginalValues") is { } original)
        {
            results.AddRange(original.Items().Select(v => (1, v.Number())));
        }

        return [.. results.GroupBy(r => r.Launch).OrderBy(g => g.Key).Select((g, i) => new RoundRecord
        {
            Round = i + 1,
            MedianNs = Median([.. g.Select(r => r.Ns)]),
            IterationNs = [.. g.Select(r => r.Ns)],
        })];
    }

    private static Dictionary<string, double> Metrics(BdnElement benchmark)
    {
        var metrics = new Dictionary<string, double>(StringComparer.Ordinal);
        foreach (var metric in benchmark.Member("Metrics")?.Items() ?? [])
        {
            if (metric.Object().Member("Descriptor")?.Object().OptionalString("Id") is { } id && metric.OptionalNumber("Value") is { } value)
            {
                metrics[id] = value;
            }
        }

        return metrics;
    }

    private static double Median(double[] values)
    {
        Array.Sort(values);
        var mid = values.Length / 2;
        return values.Length % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
    }
}
