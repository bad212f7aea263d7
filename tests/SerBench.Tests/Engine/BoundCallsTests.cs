using System.Buffers;
using static SerBench.Tests.Engine.ExactTypedCallsTests;

namespace SerBench.Tests.Engine;

/// <summary>
/// The timed calls where no code can be emitted (NativeAOT) do exactly what the compiled calls do, on every shape of
/// codec: run here under the JIT, on the same fakes as <see cref="ExactTypedCallsTests"/>.
/// </summary>
public sealed class BoundCallsTests
{
    [Fact]
    public void Under_the_jit_the_timed_calls_are_compiled()
    {
        Assert.True(ExactTypedCalls.CanCompile);
    }

    [Fact]
    public void Serialize_rewinds_the_buffer_and_calls_the_codec_with_the_value()
    {
        var codec = new RecordingCodec();
        var state = new CodecCallState<string>(codec, "abc", ReadOnlyMemory<byte>.Empty, new ArrayBufferWriter<byte>(), file: null);
        var call = BoundCalls.ForCodec(TimedCallKind.Serialize, state);

        call();
        call();

        Assert.Equal(2, codec.Serialized);
        Assert.Equal("abc"u8.ToArray(), state.Buffer.WrittenSpan.ToArray());
        Assert.Equal(0, codec.Deserialized);
    }

    [Fact]
    public void Deserialize_reads_the_prepared_bytes_and_keeps_the_result()
    {
        var codec = new RecordingCodec();
        var state = new CodecCallState<string>(codec, "unused", "xyz"u8.ToArray(), new ArrayBufferWriter<byte>(), file: null);

        BoundCalls.ForCodec(TimedCallKind.Deserialize, state)();

        Assert.Equal("xyz", state.Last);
        Assert.Equal((0, 1), (codec.Serialized, codec.Deserialized));
    }

    [Fact]
    public void Round_trip_reads_back_exactly_what_it_wrote()
    {
        var codec = new RecordingCodec();
        var state = new CodecCallState<string>(codec, "hello", "stale"u8.ToArray(), new ArrayBufferWriter<byte>(), file: null);
        var call = BoundCalls.ForCodec(TimedCallKind.RoundTrip, state);

        call();
        call();

        Assert.Equal("hello", state.Last);
        Assert.Equal((2, 2), (codec.Serialized, codec.Deserialized));
    }

    [Fact]
    public void Create_calls_build_a_new_value_every_time()
    {
        var codec = new RecordingCodec();
        var made = 0;
        var state = new CodecCallState<string>(codec, "unused", "stale"u8.ToArray(), new ArrayBufferWriter<byte>(), file: null, () => $"new{++made}");

        BoundCalls.ForCodec(TimedCallKind.CreateSerialize, state)();
        Assert.Equal("new1"u8.ToArray(), state.Buffer.WrittenSpan.ToArray());
        BoundCalls.ForCodec(TimedCallKind.CreateRoundTrip, state)();

        Assert.Equal("new2", state.Last);
        Assert.Equal((2, 1), (codec.Serialized, codec.Deserialized));
    }

    [Fact]
    public void Explicit_inherited_and_struct_implementations_are_called()
    {
        var buffer = new ArrayBufferWriter<byte>();
        var explicitCodec = new ExplicitCodec();
        BoundCalls.ForCodec(TimedCallKind.RoundTrip, new CodecCallState<int>(explicitCodec, 7, ReadOnlyMemory<byte>.Empty, buffer, file: null))();
        Assert.Equal(1, explicitCodec.Calls);

        var derived = new DerivedCodec();
        BoundCalls.ForCodec(TimedCallKind.Serialize, new CodecCallState<string>(derived, "d", ReadOnlyMemory<byte>.Empty, buffer, file: null))();
        Assert.Equal(1, derived.Serialized);

        var box = new CallCounter();
        var state = new CodecCallState<int>(new StructCodec(box), 5, new byte[] { 9 }, buffer, file: null);
        BoundCalls.ForCodec(TimedCallKind.RoundTrip, state)();
        Assert.Equal((1, 1), (box.Serialized, box.Deserialized));
        Assert.Equal(5, state.Last);
    }

    [Fact]
    public void Serialize_to_a_file_sink_writes_the_whole_message_each_call()
    {
        using var sink = new FileSink(Path.GetTempPath());
        var codec = new RecordingCodec();
        var call = BoundCalls.ForCodec(TimedCallKind.SerializeToFile, new CodecCallState<string>(codec, "file", ReadOnlyMemory<byte>.Empty, new ArrayBufferWriter<byte>(), sink));

        call();
        call();

        Assert.Equal("file"u8.ToArray(), sink.ReadBack());
        Assert.Equal(2, codec.Serialized);
    }

    [Fact]
    public void Twin_calls_reach_the_twin_and_never_the_model_codec()
    {
        var twin = new RecordingTwin();
        var codec = new TwinCodec(twin);
        using var sink = new FileSink(Path.GetTempPath());
        var state = new TwinCallState(codec.PrepareTwin("model"), "tw"u8.ToArray(), new ArrayBufferWriter<byte>(), sink);

        foreach (var kind in new[] { TimedCallKind.Serialize, TimedCallKind.Deserialize, TimedCallKind.RoundTrip, TimedCallKind.SerializeToFile })
        {
            BoundCalls.ForTwin(kind, state)();
        }

        Assert.Equal((3, 2), (twin.Serialized, twin.Deserialized));
        Assert.Equal("tw"u8.ToArray(), sink.ReadBack());
        Assert.Equal(0, codec.ModelCalls);
        Assert.Throws<ArgumentOutOfRangeException>(() => BoundCalls.ForTwin(TimedCallKind.CreateSerialize, state));
    }
}
