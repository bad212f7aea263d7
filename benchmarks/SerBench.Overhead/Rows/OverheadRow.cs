using System.Buffers;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using SerBench.Engine;

namespace SerBench.Overhead.Rows;

/// <summary>
/// One row's library called directly (as its users call it, reused buffer) against the same work through the
/// row's adapter and the engine's timed path (<see cref="CellOperation"/>). Each row is a small subclass that writes
/// only the two direct calls; the ratio is what the lab's layering costs that row (target: ≤ 3 %).
/// The payload is set by <see cref="RowOverheadBenchmarks{T}"/>: Simple for most rows (<see cref="RowOverheadBenchmarks"/>).
/// </summary>
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
[MemoryDiagnoser]
public abstract class OverheadRow
{
    private Action _serialize = null!;
    private Action _deserialize = null!;

    /// <summary>As the quick preset warms a measuring process (see <see cref="JitWarmup"/>).</summary>
    public static TimeSpan JitQuiet { get; } = TimeSpan.FromMilliseconds(200);

    /// <summary>The row's id in `serbench list`.</summary>
    public string Row => RowId;

    /// <summary>The row's id in `serbench list`.</summary>
    protected abstract string RowId { get; }

    /// <summary>
    /// True when the row's calls wait for work they hand to thread-pool threads (async APIs awaited synchronously):
    /// an instruction count of the measuring thread misses that work (see <see cref="InstructionsCheck"/>).
    /// </summary>
    public virtual bool WorksOnOtherThreads => false;

    protected ArrayBufferWriter<byte> DirectBuffer { get; } = new(4096);

    /// <summary>What the last direct read returned, kept so the read cannot be dropped.</summary>
    protected object? Last { get; set; }

    [GlobalSetup]
    public void Setup() => Setup(OverheadSide.Both);

    /// <summary>
    /// Prepares the row and warms the calls of <paramref name="side"/> only. A process that warms and times one side
    /// only lets the library's call sites see only that side's argument types, as in a user's program (direct) or in
    /// the lab's measuring process (adapter): see <see cref="OverheadSide"/>.
    /// </summary>
    public void Setup(OverheadSide side)
    {
        var (serialize, deserialize, warmUp) = PrepareLabCalls();
        Prepare();

        // The delegate the lab's benchmark calls (CellBenchmark), so this times exactly the lab's timed path.
        _serialize = serialize.AsAction();
        _deserialize = deserialize.AsAction();

        // As a measuring process of the lab warms up: round trips through the codec's interface until the JIT is quiet,
        // before any timed call is first called (and so compiled); the direct calls are warmed beside them.
        List<CellOperation> warm = [];
        if (side != OverheadSide.Direct)
        {
            warm.Add(warmUp);
        }

        if (side != OverheadSide.Adapter)
        {
            warm.AddRange([new Call(SerializeDirect), new Call(DeserializeDirect)]);
        }

        JitWarmup.UntilQuiet(warm, JitQuiet, (_, ex) => throw ex);
    }

    /// <summary>The serialize and deserialize calls of one side, as a process that times only that side calls them.</summary>
    public (string Op, Action Call)[] TimedCalls(OverheadSide side) => side == OverheadSide.Direct
        ? [("serialize", SerializeDirect), ("deserialize", DeserializeDirect)]
        : [("serialize", SerializeThroughAdapter), ("deserialize", DeserializeThroughAdapter)];

    [Benchmark(Baseline = true)]
    [BenchmarkCategory("serialize")]
    public void SerializeDirect()
    {
        DirectBuffer.ResetWrittenCount();
        WriteDirect();
    }

    [Benchmark]
    [BenchmarkCategory("serialize")]
    public void SerializeThroughAdapter() => _serialize();

    [Benchmark(Baseline = true)]
    [BenchmarkCategory("deserialize")]
    public void DeserializeDirect() => Last = ReadDirect();

    [Benchmark]
    [BenchmarkCategory("deserialize")]
    public void DeserializeThroughAdapter() => _deserialize();

    [GlobalCleanup]
    public void Cleanup() => GC.KeepAlive(Last);

    /// <summary>The payload's value and bytes through the row's adapter, and the lab's serialize, deserialize and warm-up calls on them.</summary>
    private protected abstract (CellOperation Serialize, CellOperation Deserialize, CellOperation WarmUp) PrepareLabCalls();

    /// <summary>Builds what the direct calls reuse (options, serializer objects), once.</summary>
    protected virtual void Prepare()
    {
    }

    /// <summary>The library's serialize of the value, as its users call it, into <see cref="DirectBuffer"/> (or its own reused stream).</summary>
    protected abstract void WriteDirect();

    /// <summary>
    /// The library's deserialize of the bytes, into what the row's timed path reads into: the model, or a twin-type
    /// row's generated type (its adapter times the read into the twin, not the mapping back). Overrides may return the type itself.
    /// </summary>
    protected abstract object ReadDirect();

    /// <summary>A direct or adapter call, as the lab's warm-up takes it.</summary>
    internal sealed class Call(Action action) : CellOperation
    {
        public override void Invoke() => action();
    }
}
