namespace SerBench.Labs.Startup;

/// <summary>
/// The <c>startup</c> section of run.json: the first serialize and first deserialize of each serializer, each
/// in a fresh process, over several processes. Single shots: never steady-state numbers.
/// </summary>
public sealed record StartupSection
{
    public required int Processes { get; init; }

    /// <summary>jit, and r2r when the ReadyToRun build was measured.</summary>
    public required IReadOnlyList<string> Modes { get; init; }

    /// <summary>What each mode ran (command, folder), or why a mode was not measured.</summary>
    public IReadOnlyList<string> Notes { get; init; } = [];

    public IReadOnlyList<StartupRow> Rows { get; init; } = [];

    public NativeAotRecord? NativeAot { get; init; }
}

/// <summary>One serializer × payload × mode over its processes.</summary>
public sealed record StartupRow
{
    public required string Serializer { get; init; }

    public required string Payload { get; init; }

    public required string Mode { get; init; }

    /// <summary>ok (every process measured), failed or unsupported.</summary>
    public required string Status { get; init; }

    public string? Reason { get; init; }

    /// <summary>Whether the child's SerBench assemblies were ReadyToRun images (as the child saw them).</summary>
    public bool? ReadyToRun { get; init; }

    /// <summary>CreateCodec plus the first Serialize.</summary>
    public Spread? FirstSerialize { get; init; }

    public Spread? FirstDeserialize { get; init; }

    public Spread? CreateCodec { get; init; }

    /// <summary>The second Serialize in the same process: how much of the first call was one-time cost.</summary>
    public Spread? SecondSerialize { get; init; }

    public Spread? SecondDeserialize { get; init; }

    /// <summary>From just before the parent started the process to the probe's first line of code.</summary>
    public Spread? StartToProbe { get; init; }

    /// <summary>From start to exit of the whole child process, as the parent saw it.</summary>
    public Spread? ProcessWall { get; init; }

    public IReadOnlyList<StartupSample> Samples { get; init; } = [];
}

/// <summary>Median and range of one figure over the processes, in ns.</summary>
public sealed record Spread(double MedianNs, double MinNs, double MaxNs, int Count);

/// <summary>What one child process measured (ns), or why it failed.</summary>
public sealed record StartupSample
{
    public required int Process { get; init; }

    public string? Error { get; init; }

    public double? CreateCodecNs { get; init; }

    public double? FirstSerializeNs { get; init; }

    public double? FirstDeserializeNs { get; init; }

    public double? SecondSerializeNs { get; init; }

    public double? SecondDeserializeNs { get; init; }

    public double? StartToProbeNs { get; init; }

    public double? ProcessWallNs { get; init; }

    public bool? ReadyToRun { get; init; }
}

/// <summary>Each serializer's NativeAOT outcome from the machine's latest `serbench aot` check, or why there is none.</summary>
public sealed record NativeAotRecord
{
    public required bool Measured { get; init; }

    /// <summary>Why there is no AOT check to read (null when <see cref="Measured"/>).</summary>
    public string? Missing { get; init; }

    public IReadOnlyList<NativeAotRow> Rows { get; init; } = [];
}

/// <summary>A serializer's standing under NativeAOT: TrimSafe is true when it works (with or without warnings).</summary>
public sealed record NativeAotRow(string Serializer, bool TrimSafe, string Note)
{
    /// <summary>works, works-with-warnings, fails-at-build, fails-at-run or not-checked (null in files written before the AOT check).</summary>
    public string? Outcome { get; init; }
}
