using System.Buffers;
using System.Runtime.CompilerServices;
using SerBench.Adapters;

namespace SerBench.Engine;

/// <summary>
/// One prepared, timed operation. The benchmark calls the delegate from <see cref="AsAction"/> and nothing else.
/// A cell's operation is a call compiled for its codec's exact type (<see cref="ExactTypedCalls"/>): no interface
/// dispatch, no code shared with other payloads (so no profile favouring whichever codec the process met first),
/// no lab allocation per call; the harness costs the same in every cell, in every position of the run.
/// </summary>
internal abstract class CellOperation
{
    public abstract void Invoke();

    /// <summary>
    /// The operation <see cref="Create"/> builds for the JIT warm-up: a round trip through the codec's interface, in
    /// tiered code (see <see cref="InterfaceRoundTrip{T}"/>), so that no timed call is compiled before the library has run.
    /// </summary>
    public const string WarmUpRoundTrip = "warm-up-roundtrip";

    /// <summary>The delegate the benchmark loop calls: the compiled call itself where there is one.</summary>
    public virtual Action AsAction() => Invoke;

    /// <summary>
    /// Builds the operation named by <paramref name="operation"/> (see <see cref="RunFiles.Operations"/>); with a
    /// <paramref name="file"/>, serialize writes to it instead of the buffer (round trips stay in memory). A twin-type
    /// codec's operations time the library's work on its prepared twin only.
    /// </summary>
    public static CellOperation Create<T>(string operation, ICodec<T> codec, T value, byte[] serialized, ArrayBufferWriter<byte> buffer, FileSink? file = null)
    {
        if (operation == WarmUpRoundTrip)
        {
            return codec is ITwinTypeCodec<T> warmTwin
                ? new InterfaceTwinRoundTrip(warmTwin.PrepareTwin(value), buffer)
                : new InterfaceRoundTrip<T>(codec, value, buffer);
        }

        var kind = Kind(operation, file);
        return codec is ITwinTypeCodec<T> twin
            ? new CompiledOperation(ExactTypedCalls.ForTwin(kind, new TwinCallState(twin.PrepareTwin(value), serialized, buffer, file)))
            : new CompiledOperation(ExactTypedCalls.ForCodec(kind, new CodecCallState<T>(codec, value, serialized, buffer, file)));
    }

    /// <summary>
    /// Builds a value with <paramref name="create"/> and serializes it at every call (and, with
    /// <paramref name="thenDeserialize"/>, reads back what was written), through the same compiled codec call as every cell.
    /// </summary>
    public static CellOperation CreateFromFactory<T>(ICodec<T> codec, Func<T> create, ArrayBufferWriter<byte> buffer, bool thenDeserialize)
    {
        var kind = thenDeserialize ? TimedCallKind.CreateRoundTrip : TimedCallKind.CreateSerialize;
        return new CompiledOperation(ExactTypedCalls.ForCodec(kind, new CodecCallState<T>(codec, default!, ReadOnlyMemory<byte>.Empty, buffer, file: null, create)));
    }

    private static TimedCallKind Kind(string operation, FileSink? file) => operation switch
    {
        RunFiles.Operations.Serialize when file is not null => TimedCallKind.SerializeToFile,
        RunFiles.Operations.Serialize => TimedCallKind.Serialize,
        RunFiles.Operations.Deserialize => TimedCallKind.Deserialize,
        RunFiles.Operations.RoundTrip => TimedCallKind.RoundTrip,
        _ => throw new ArgumentException(
            $"Unknown operation '{operation}'; valid operations are {string.Join(", ", RunFiles.Operations.All)}.", nameof(operation)),
    };

    /// <summary>A call compiled for one cell's exact types.</summary>
    private sealed class CompiledOperation(Action call) : CellOperation
    {
        [MethodImpl(MethodImplOptions.AggressiveOptimization)]
        public override void Invoke() => call();

        public override Action AsAction() => call;
    }
}
