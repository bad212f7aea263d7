namespace SerBench.Reports.Html.Charts;

/// <summary>
/// Maps data values to [0, 1] along an axis, linear or logarithmic, with tick values a reader can name
/// (1, 2, 5 × 10ⁿ). Charts choose log when values span more than <see cref="LogWhenRangeExceeds"/>×.
/// </summary>
internal sealed class ChartScale
{
    public const double LogWhenRangeExceeds = 30;

    private readonly double _min;
    private readonly double _max;

    private ChartScale(double min, double max, bool log, IReadOnlyList<double> ticks)
    {
        _min = min;
        _max = max;
        IsLog = log;
        Ticks = ticks;
    }

    public bool IsLog { get; }

    public IReadOnlyList<double> Ticks { get; }

    /// <summary>A linear scale from zero (bars start at zero so lengths compare) to a round number above <paramref name="max"/>.</summary>
    public static ChartScale LinearFromZero(double max)
    {
        if (!(max > 0) || double.IsInfinity(max))
        {
            max = 1;
        }

        var step = NiceStep(max / 5);
        var top = Math.Ceiling(max / step) * step;
        var ticks = new List<double>();
        for (var t = 0d; t <= top + (step / 2); t += step)
        {
            ticks.Add(t);
        }

        return new ChartScale(0, top, log: false, ticks);
    }

    /// <summary>Log when the positive values span a wide range, else linear from zero.</summary>
    public static ChartScale Auto(IEnumerable<double> values, bool forceLog = false)
    {
        var positive = values.Where(v => v > 0 && double.IsFinite(v)).ToList();
        if (positive.Count == 0)
        {
            return LinearFromZero(1);
        }

        var min = positive.Min();
        var max = positive.Max();
        return forceLog || max / min > LogWhenRangeExceeds ? Log(min, max) : LinearFromZero(max);
    }

    /// <summary>A log scale over whole decades (or 1-2-5 steps) covering [min, max].</summary>
    public static ChartScale Log(double min, double max)
    {
        var low = Math.Pow(10, Math.Floor(Math.Log10(min)));
        var high = Math.Pow(10, Math.Ceiling(Math.Log10(max)));
        if (high <= low)
        {
            high = low * 10;
        }

        // Tighten to 1-2-5 steps so a chart with values between 120 and 800 does not spend most of its width on empty decades.
        var steps = new List<double>();
        for (var decade = low; decade <= high * 1.0001; decade *= 10)
        {
            steps.AddRange([decade, decade * 2, decade * 5]);
        }

        var lower = steps.Where(s => s <= min * 1.0001).DefaultIfEmpty(low).Max();
        var upper = steps.Where(s => s >= max * 0.9999).DefaultIfEmpty(high).Min();
        var decades = Math.Log10(upper / lower);
        var ticks = steps
            .Where(s => s >= lower * 0.9999 && s <= upper * 1.0001)
            .Where(s => decades < 2.5 || IsPowerOfTen(s))
            .ToList();
        return new ChartScale(lower, upper, log: true, ticks);
    }

    /// <summary>The position of <paramref name="value"/> along the axis, 0 at the start and 1 at the end (clamped).</summary>
    public double Position(double value)
    {
        double position;
        if (IsLog)
        {
            var v = Math.Max(value, _min);
            position = Math.Log(v / _min) / Math.Log(_max / _min);
        }
        else
        {
            position = (value - _min) / (_max - _min);
        }

        return double.IsFinite(position) ? Math.Clamp(position, 0, 1) : 0;
    }

    private static double NiceStep(double rough)
    {
        var magnitude = Math.Pow(10, Math.Floor(Math.Log10(rough)));
        var fraction = rough / magnitude;
        var nice = fraction switch
        {
            <= 1 => 1,
            <= 2 => 2,
            <= 2.5 => 2.5,
            <= 5 => 5,
            _ => 10,
        };
        return nice * magnitude;
    }

    private static bool IsPowerOfTen(double value)
    {
        var log = Math.Log10(value);
        return Math.Abs(log - Math.Round(log)) < 1e-9;
    }
}
