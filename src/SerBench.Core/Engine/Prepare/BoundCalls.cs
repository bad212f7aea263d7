using System.Buffers;
using SerBench.Adapters;

namespace SerBench.Engine;

/// <summary>
/// The timed calls where no code can be emitted (NativeAOT, docs/runtimes.md): the same operations as
/// <see cref="ExactTypedCalls"/>, as ordinary closures over the cell's state. Each closure calls delegates bound once,
/// when the cell is prepared, to the codec's (or twin's) own methods: the interface is resolved then, not dispatched at
/// every call, and a struct codec is called on its boxed value in place, as the compiled calls do. What remains per call
/// is one delegate call more than a compiled call has; the ahead-of-time compiler compiled every closure fully optimized,
/// and there is no tiering or profile under NativeAOT that the order of the cells could change.
/// </summary>
internal static class BoundCalls
{
    /// <summary>A delegate that runs <paramref name="kind"/> on <paramref name="state"/>'s codec through its own bound methods.</summary>
    public static Action ForCodec<T>(TimedCallKind kind, CodecCallState<T> state)
    {
        ArgumentNullException.ThrowIfNull(state);
        var codec = (ICodec<T>)state.Target;
        Action<T, IBufferWriter<byte>> serialize = codec.Serialize;
        Func<ReadOnlyMemory<byte>, T> deserialize = codec.Deserialize;
        var buffer = state.Buffer;
        return kind switch
        {
            TimedCallKind.Serialize => () =>
            {
                buffer.ResetWrittenCount();
                serialize(state.Value, buffer);
            },
            TimedCallKind.SerializeToFile => SerializeToFile(state, serialize),
            TimedCallKind.Deserialize => () => state.Last = deserialize(state.Data),
            TimedCallKind.RoundTrip => () =>
            {
                buffer.ResetWrittenCount();
                serialize(state.Value, buffer);
                state.Last = deserialize(buffer.WrittenMemory);
            },
            TimedCallKind.CreateSerialize => CreateSerialize(state, serialize),
            TimedCallKind.CreateRoundTrip => CreateRoundTrip(state, serialize, deserialize),
            _ => throw new ArgumentOutOfRangeException(nameof(kind), kind, "Unknown timed call."),
        };
    }

    /// <summary>A delegate that runs <paramref name="kind"/> on <paramref name="state"/>'s twin through its own bound methods.</summary>
    public static Action ForTwin(TimedCallKind kind, TwinCallState state)
    {
        ArgumentNullException.ThrowIfNull(state);
        var twin = (ITwinOperations)state.Target;
        Action<IBufferWriter<byte>> serialize = twin.Serialize;
        Action<ReadOnlyMemory<byte>> deserialize = twin.Deserialize;
        var buffer = state.Buffer;
        var data = state.Data;
        return kind switch
        {
            TimedCallKind.Serialize => () =>
            {
                buffer.ResetWrittenCount();
                serialize(buffer);
            },
            TimedCallKind.SerializeToFile => ToFile(state.File, serialize),
            TimedCallKind.Deserialize => () => deserialize(data),
            TimedCallKind.RoundTrip => () =>
            {
                buffer.ResetWrittenCount();
                serialize(buffer);
                deserialize(buffer.WrittenMemory);
            },
            _ => throw new ArgumentOutOfRangeException(nameof(kind), kind, "A twin's calls never build their value."),
        };
    }

    private static Action ToFile(FileSink? sink, Action<IBufferWriter<byte>> serialize)
    {
        var file = sink ?? throw new ArgumentException("Serializing to a file needs the file sink.", nameof(sink));
        return () =>
        {
            file.Rewind();
            serialize(file);
            file.Flush();
        };
    }

    private static Action SerializeToFile<T>(CodecCallState<T> state, Action<T, IBufferWriter<byte>> serialize)
    {
        var file = state.File ?? throw new ArgumentException("Serializing to a file needs the file sink.", nameof(state));
        return () =>
        {
            file.Rewind();
            serialize(state.Value, file);
            file.Flush();
        };
    }

    private static Action CreateSerialize<T>(CodecCallState<T> state, Action<T, IBufferWriter<byte>> serialize)
    {
        var create = state.Create ?? throw new ArgumentException("Only a codec's calls build their value.", nameof(state));
        var buffer = state.Buffer;
        return () =>
        {
            buffer.ResetWrittenCount();
            serialize(create(), buffer);
        };
    }

    private static Action CreateRoundTrip<T>(CodecCallState<T> state, Action<T, IBufferWriter<byte>> serialize, Func<ReadOnlyMemory<byte>, T> deserialize)
    {
        var create = state.Create ?? throw new ArgumentException("Only a codec's calls build their value.", nameof(state));
        var buffer = state.Buffer;
        return () =>
        {
            buffer.ResetWrittenCount();
            serialize(create(), buffer);
            state.Last = deserialize(buffer.WrittenMemory);
        };
    }
}
