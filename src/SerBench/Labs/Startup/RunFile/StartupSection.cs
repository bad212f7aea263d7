namespace SerBench.Labs.Startup;

/// <summary>
/// The <c>startup</c> section of run.json: the first serialize and first deserialize of each serializer, each
/// in a fresh process, over several processes. Single shots: never steady-state numbers.
/// </summary>
public sealed record StartupSection
{
    public required int Processes { get; init; }

    /// <summary>jit; r2r when the ReadyToRun build was measured; nativeaot with --aot.</summary>
    public required IReadOnlyList<string> Modes { get; init; }

    /// <summary>What each mode ran (command, folder), or why a mode was not measured.</summary>
    public IReadOnlyList<string> Notes { get; init; } = [];

    public IReadOnlyList<StartupRow> Rows { get; init; } = [];

    public NativeAotRecord? NativeAot { get; init; }

    /// <summary>
    /// With --aot: the NativeAOT probe published for each row measured under it, with its binary's size. Null without
    /// --aot, so a run file written before the option reads and writes back as it was.
    /// </summary>
    public IReadOnlyList<NativeAotBuildRecord>? NativeAotBuilds { get; init; }

    /// <summary>With --aot: the probe published with no row, whose size each row's binary is compared with (null without --aot).</summary>
    public NativeAotBuildRecord? NativeAotBaseline { get; init; }

    /// <summary>The baseline's size when both it and <paramref name="row"/>'s binary are known: what the row adds to an empty program.</summary>
    public long? AboveEmptyBytes(StartupRow row)
    {
        ArgumentNullException.ThrowIfNull(row);
        return row.BinaryBytes is { } bytes && NativeAotBaseline?.BinaryBytes is { } empty ? bytes - empty : null;
    }
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

    /// <summary>The nativeaot mode: the size of the row's own NativeAOT probe binary, in bytes (null in the other modes).</summary>
    public long? BinaryBytes { get; init; }

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

/// <summary>One NativeAOT publish of the startup lab's probe: for one row, or with none (the baseline).</summary>
public sealed record NativeAotBuildRecord
{
    /// <summary>The row the probe holds; null for the probe with no row.</summary>
    public string? Serializer { get; init; }

    public required bool Succeeded { get; init; }

    /// <summary>True when the build came from the cache (published earlier from the same sources).</summary>
    public bool Reused { get; init; }

    /// <summary>Seconds the publish took, when it ran in this run.</summary>
    public double? BuildSeconds { get; init; }

    /// <summary>The probe executable's size in bytes (the separate debug symbols not counted).</summary>
    public long? BinaryBytes { get; init; }

    /// <summary>Built, reused or why it failed, with the folder or the log.</summary>
    public required string Note { get; init; }
}
