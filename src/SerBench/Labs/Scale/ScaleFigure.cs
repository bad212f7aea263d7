namespace SerBench.Labs.Scale;

/// <summary>
/// What a scale section's tables, growth fits and ratios are of: each operation's median time, or, in a counts run
/// (`--measure counts`), its estimated cycles, which the machine's load cannot move.
/// </summary>
public sealed record ScaleFigure(
    string Name,
    string Short,
    Func<ScalePoint, double?> RoundTrip,
    Func<ScalePoint, double?> Serialize,
    Func<ScalePoint, double?> Deserialize,
    Func<double, string> Format)
{
    public static ScaleFigure Time { get; } = new(
        "median time", "time", p => p.RoundTripNs, p => p.SerializeNs, p => p.DeserializeNs, Units.Time);

    public static ScaleFigure Cycles { get; } = new(
        "estimated cycles", "cycles", p => p.RoundTripCycles, p => p.SerializeCycles, p => p.DeserializeCycles, Counted);

    public static ScaleFigure Of(ScaleSection section)
    {
        ArgumentNullException.ThrowIfNull(section);
        return section.Measure == Measures.Counts ? Cycles : Time;
    }

    /// <summary>A count in millions with three significant digits (a grain state's round trip is millions of cycles).</summary>
    public static string Counted(double value) => value >= 1e6
        ? (value / 1e6).ToString(value >= 1e8 ? "#,0" : value >= 1e7 ? "0.0" : "0.00", CultureInfo.InvariantCulture) + " M"
        : CountsLabels.Count(value);

    /// <summary>The figure as a table cell, with the noisy mark where the time's interval was wide (counts are never noisy).</summary>
    public string Cell(double? value, bool noisy = false) =>
        value is { } v ? (noisy && this == Time ? Labels.NoisyMark : string.Empty) + Format(v) : Labels.Dash;
}
