namespace SerBench.Compare;

/// <summary>What fails compare's gate (--fail-on): nothing, a regression, or any change beyond the noise.</summary>
internal enum FailOn
{
    /// <summary>Report only; compare exits 0 whatever changed.</summary>
    Never,

    /// <summary>A cell slower on the judged measure, allocating more, serializing to more bytes, or now failing.</summary>
    Slower,

    /// <summary>As <see cref="Slower"/>, and also any improvement: a cell faster, allocating less, smaller, or now passing.</summary>
    Changed,
}

/// <summary>The values --fail-on takes, as users type them.</summary>
internal static class FailOnChoices
{
    public static IReadOnlyList<string> Valid { get; } = ["never", "slower", "changed"];

    /// <summary>The gate <paramref name="value"/> names, or null with the error that lists the valid values.</summary>
    public static (FailOn? FailOn, string? Error) Parse(string value)
    {
        ArgumentNullException.ThrowIfNull(value);
        var index = Valid.ToList().FindIndex(v => string.Equals(v, value.Trim(), StringComparison.OrdinalIgnoreCase));
        return index < 0 ? (null, Commands.Choices.Unknown("gate", value, "--fail-on", Valid)) : ((FailOn)index, null);
    }

    public static string Name(FailOn failOn) => Valid[(int)failOn];
}
