using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Engine;

/// <summary>What a micro run measures: serializers × sized payloads × operations, with one preset.</summary>
public sealed record MicroRunPlan(
    Preset Preset,
    IReadOnlyList<ISerializerAdapter> Serializers,
    IReadOnlyList<SizedPayload> Payloads,
    IReadOnlyList<string> Operations)
{
    /// <summary>The seed of the shuffled measuring order; null: a fresh one.</summary>
    public int? Seed { get; init; }

    /// <summary>True: every cell in this process, in plan order, one round (debugging; labelled in every report).</summary>
    public bool InProcess { get; init; }

    /// <summary>Why the run is measured in process (the option, or why isolation was not possible).</summary>
    public string? InProcessReason { get; init; }

    /// <summary>The JSON sample (file or folder) the run's sample payloads came from, so measuring processes can load them too.</summary>
    public string? SamplePath { get; init; }

    /// <summary>Where serialize cells write: <see cref="Sinks.Memory"/> (default) or <see cref="Sinks.File"/>.</summary>
    public string Sink { get; init; } = Sinks.Memory;

    /// <summary>
    /// Payloads every measuring process also warms its serializer with, beside the plan's own, and does not measure:
    /// the default run's set, so that a cell measured in a narrower selection runs the same JIT-tuned library code as in
    /// the default run (alone, a cell ran faster, its library tuned on that payload only: docs/measuring.md,
    /// 'Measurements behind the code').
    /// </summary>
    public IReadOnlyList<SizedPayload> WarmPayloads { get; init; } = [];
}

/// <summary>A payload at one size (fixed payloads use size 1).</summary>
public sealed record SizedPayload(PayloadDescriptor Payload, int Size)
{
    public override string ToString() => Payload.IsScalable ? $"{Payload.Id}@{Size}" : Payload.Id;
}

/// <summary>One serializer × sized payload and the operations to measure on it, in the order to measure them.</summary>
public sealed record PlannedPair(ISerializerAdapter Serializer, SizedPayload Payload, IReadOnlyList<string> Operations)
{
    /// <summary>The plan's pairs serializer by serializer, payload by payload, operations in canonical order.</summary>
    public static IReadOnlyList<PlannedPair> InPlanOrder(MicroRunPlan plan)
    {
        ArgumentNullException.ThrowIfNull(plan);
        return [.. plan.Serializers.SelectMany(s => plan.Payloads.Select(p => new PlannedPair(s, p, plan.Operations)))];
    }
}

/// <summary>How <see cref="InProcessMicroLab"/> runs one round: which round it is, and what watches the machine meanwhile.</summary>
public sealed record MicroLabOptions
{
    /// <summary>The round these measurements belong to (1-based).</summary>
    public int Round { get; init; } = 1;

    /// <summary>Canary and OS probe read around every measured cell; null: not watched.</summary>
    public Interference.InterferenceWatch? Watch { get; init; }

    /// <summary>
    /// True in a measuring process, where nothing but the cell runs: what other threads allocate while the cell
    /// runs (beyond the counters' slack) is charged to it, so a row whose async work continues on pool threads
    /// pays for it. False (in-process): the measuring thread alone, because the lab's progress display allocates beside it.
    /// </summary>
    public bool CountsProcessAllocation { get; init; }

    /// <summary>Where serialize cells write: <see cref="Sinks.Memory"/> (default) or <see cref="Sinks.File"/> (a file on the temporary disk).</summary>
    public string Sink { get; init; } = Sinks.Memory;

    /// <summary>
    /// Payloads each serializer of the run is warmed with beside its measured pairs (see <see cref="JitWarmup"/>), then
    /// released unmeasured: every process that measures a serializer warms the same set, whichever of its cells it measures.
    /// </summary>
    public IReadOnlyList<SizedPayload> WarmAlso { get; init; } = [];

    /// <summary>With <see cref="Watch"/>: measures a cell again at once when a slow machine disturbed it and is fast again; null: never.</summary>
    public Interference.InPlaceRetry? RetryInPlace { get; init; }

    /// <summary>
    /// False when another process of the run already reported every cell given (a later round, a retry): the serialized
    /// bytes are the same in every process, so their compressed sizes are not worked out again (a cost every process
    /// would repeat on the large payloads) and the cells' records carry none (see <see cref="RoundPooling.Combine"/>).
    /// </summary>
    public bool MeasuresSizes { get; init; } = true;
}
