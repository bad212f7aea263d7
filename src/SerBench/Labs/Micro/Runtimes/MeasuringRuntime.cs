namespace SerBench.Labs.Micro.Runtimes;

/// <summary>
/// A runtime a measuring process of `serbench run --runtimes` runs on (docs/runtimes.md): a self-contained publish of
/// src/SerBench.Worker for one target framework, or its NativeAOT publish.
/// </summary>
/// <param name="Name">The name on the command line and in the run file.</param>
/// <param name="Framework">The target framework the worker is built for.</param>
/// <param name="IsAot">Compiled ahead of time (PublishAot): no JIT, no code emitted at run time.</param>
internal sealed record MeasuringRuntime(string Name, string Framework, bool IsAot)
{
    public static MeasuringRuntime Net8 { get; } = new("net8.0", "net8.0", IsAot: false);

    public static MeasuringRuntime Net9 { get; } = new("net9.0", "net9.0", IsAot: false);

    public static MeasuringRuntime Net10 { get; } = new("net10.0", "net10.0", IsAot: false);

    public static MeasuringRuntime NativeAot { get; } = new("nativeaot", "net10.0", IsAot: true);

    public static IReadOnlyList<MeasuringRuntime> All { get; } = [Net8, Net9, Net10, NativeAot];

    public static IReadOnlyList<string> Names { get; } = [.. All.Select(r => r.Name)];

    public static MeasuringRuntime? Find(string name) =>
        All.FirstOrDefault(r => string.Equals(r.Name, name.Trim(), StringComparison.OrdinalIgnoreCase));

    /// <summary>How the worker is published: "self-contained net8.0" or "NativeAOT (net10.0)".</summary>
    public string BuildKind => IsAot ? $"NativeAOT ({Framework})" : $"self-contained {Framework}";
}
