namespace SerBench.Output;

/// <summary>
/// How long a run's cells still to come will take, from its finished cells. What a cell takes follows the time of one
/// call (its median): a fixed part (its iterations' minimum length, sizing, a full collection) plus a part that grows
/// with the call, fitted as a line on the finished cells. The call times of the cells to come are modelled as their
/// serializer's factor × their kind's time (payload, size and operation), fitted on the finished cells' medians; a
/// kind no serializer has reached yet (a sweep's larger sizes) grows from the two largest sizes measured below it, at
/// most in proportion to the size.
/// </summary>
/// <remarks>
/// Counted alike, a sweep's cells gave its first, small sizes the weight of its last, large ones, and the estimate ran
/// far short. Fitted on the cells' durations instead of their medians, the serializer factors came out compressed by
/// the fixed part, and the estimate still ran short (measured: docs/measuring.md, 'Measurements behind the code').
/// The call-time model is fitted in logarithms, where a factor is a sum.
/// </remarks>
internal sealed class CellTimeEstimate(IReadOnlyList<PlannedCell> plan)
{
    private const int FitPasses = 30;

    private readonly Dictionary<int, (double Seconds, double? LogMedian)> _finished = [];

    /// <summary>How many cells the plan holds.</summary>
    public int Count => plan.Count;

    /// <summary>Cell <paramref name="index"/> of the plan took <paramref name="took"/>, one call <paramref name="medianNs"/> (none when it failed).</summary>
    public void Finished(int index, TimeSpan took, double? medianNs)
    {
        if (index >= 0 && index < plan.Count && took >= TimeSpan.Zero)
        {
            _finished[index] = (took.TotalSeconds, medianNs > 0 ? Math.Log(medianNs.Value) : null);
        }
    }

    /// <summary>The predicted time of every planned cell not finished yet.</summary>
    public TimeSpan Remaining()
    {
        var left = Enumerable.Range(0, plan.Count).Where(i => !_finished.ContainsKey(i)).ToList();
        if (left.Count == 0 || _finished.Count == 0)
        {
            return TimeSpan.Zero;
        }

        var calls = CallModel.Fit(plan, _finished.Where(f => f.Value.LogMedian is not null).ToDictionary(f => f.Key, f => f.Value.LogMedian!.Value));
        var cost = CellCost.Fit([.. _finished.Values.Where(f => f.LogMedian is not null).Select(f => (Math.Exp(f.LogMedian!.Value), f.Seconds))]);
        return calls is null || cost is null
            ? TimeSpan.FromSeconds(_finished.Values.Average(f => f.Seconds) * left.Count)
            : TimeSpan.FromSeconds(left.Sum(i => cost.Seconds(Math.Exp(calls.Predict(plan[i])))));
    }

    /// <summary>A cell's seconds against its call's nanoseconds: a fixed part and a slope, neither below zero.</summary>
    private sealed record CellCost(double Fixed, double PerNs)
    {
        public double Seconds(double medianNs) => Fixed + (PerNs * medianNs);

        public static CellCost? Fit(IReadOnlyList<(double MedianNs, double Seconds)> cells)
        {
            if (cells.Count == 0)
            {
                return null;
            }

            var meanX = cells.Average(c => c.MedianNs);
            var meanY = cells.Average(c => c.Seconds);
            var spread = cells.Sum(c => (c.MedianNs - meanX) * (c.MedianNs - meanX));
            var slope = spread > 0 ? cells.Sum(c => (c.MedianNs - meanX) * (c.Seconds - meanY)) / spread : 0;
            if (slope <= 0)
            {
                return new CellCost(meanY, 0);
            }

            var intercept = meanY - (slope * meanX);
            return intercept >= 0
                ? new CellCost(intercept, slope)
                : new CellCost(0, cells.Sum(c => c.MedianNs * c.Seconds) / cells.Sum(c => c.MedianNs * c.MedianNs));
        }
    }

    private sealed record Kind(string Payload, int Size, string Operation)
    {
        public static Kind Of(PlannedCell cell) => new(cell.Payload, cell.Size, cell.Operation);
    }

    /// <summary>log(call time) = serializer's factor + kind's time, fitted by alternating means.</summary>
    private sealed class CallModel(Dictionary<string, double> serializers, Dictionary<Kind, double> kinds)
    {
        public static CallModel? Fit(IReadOnlyList<PlannedCell> plan, Dictionary<int, double> logMedians)
        {
            if (logMedians.Count == 0)
            {
                return null;
            }

            var serializers = logMedians.Keys.Select(i => plan[i].Serializer).Distinct(StringComparer.Ordinal).ToDictionary(s => s, _ => 0.0, StringComparer.Ordinal);
            var kinds = new Dictionary<Kind, double>();
            for (var pass = 0; pass < FitPasses; pass++)
            {
                kinds = logMedians.GroupBy(o => Kind.Of(plan[o.Key]), o => o.Value - serializers[plan[o.Key].Serializer])
                    .ToDictionary(g => g.Key, g => g.Average());
                serializers = logMedians.GroupBy(o => plan[o.Key].Serializer, o => o.Value - kinds[Kind.Of(plan[o.Key])], StringComparer.Ordinal)
                    .ToDictionary(g => g.Key, g => g.Average(), StringComparer.Ordinal);
            }

            return new CallModel(serializers, kinds);
        }

        public double Predict(PlannedCell cell) =>
            (serializers.TryGetValue(cell.Serializer, out var factor) ? factor : serializers.Values.Average())
            + (kinds.TryGetValue(Kind.Of(cell), out var time) ? time : Extrapolate(Kind.Of(cell)));

        /// <summary>From the same payload and operation at the nearest sizes below (or, with none below, the nearest above).</summary>
        private double Extrapolate(Kind kind)
        {
            var sizes = kinds.Keys
                .Where(k => k.Payload == kind.Payload && k.Operation == kind.Operation)
                .Select(k => k.Size)
                .ToList();
            var below = sizes.Where(s => s < kind.Size).OrderDescending().Take(2).ToList();
            if (below.Count == 0)
            {
                return sizes.Count > 0 ? kinds[kind with { Size = sizes.Min() }] : kinds.Values.Average();
            }

            var nearest = kinds[kind with { Size = below[0] }];
            var growth = below.Count < 2
                ? 1.0
                : Math.Clamp((nearest - kinds[kind with { Size = below[1] }]) / Math.Log((double)below[0] / below[1]), 0, 1);
            return nearest + (growth * Math.Log((double)kind.Size / below[0]));
        }
    }
}
