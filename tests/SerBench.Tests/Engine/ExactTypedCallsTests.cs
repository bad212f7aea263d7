using System.Buffers;

namespace SerBench.Tests.Engine;

/// <summary>The timed calls compiled for a codec's exact type do exactly what the operation names, on any shape of codec.</summary>
public sealed partial class ExactTypedCallsTests
{
    [Fact]
    public void Serialize_rewinds_the_buffer_and_calls_the_codec_with_the_value()
    {
        var codec = new RecordingCodec();
        var buffer = new ArrayBufferWriter<byte>();
        var operation = CellOperation.Create(Operations.Serialize, codec, "abc", [], buffer);

        operation.Invoke();
        operation.AsAction()();
        operation.Invoke();

        Assert.Equal(3, codec.Serialized);
        Assert.Equal("abc"u8.ToArray(), buffer.WrittenSpan.ToArray());
        Assert.Equal(0, codec.Deserialized);
    }

    [Fact]
    public void The_benchmark_calls_code_compiled_for_the_codec_type_not_the_interface()
    {
        var operation = CellOperation.Create(Operations.Deserialize, new RecordingCodec(), "x", "x"u8.ToArray(), new ArrayBufferWriter<byte>());

        var method = operation.AsAction().Method;

        Assert.Null(method.DeclaringType);
        Assert.Equal($"{nameof(TimedCallKind.Deserialize)}<{nameof(RecordingCodec)}>", method.Name);
    }

    [Fact]
    public void Deserialize_reads_the_prepared_bytes_and_keeps_the_result()
    {
        var codec = new RecordingCodec();
        var state = new CodecCallState<string>(codec, "unused", "xyz"u8.ToArray(), new ArrayBufferWriter<byte>(), file: null);
        var call = ExactTypedCalls.ForCodec(TimedCallKind.Deserialize, state);

        call();

        Assert.Equal("xyz", state.Last);
        Assert.Equal(1, codec.Deserialized);
        Assert.Equal(0, codec.Serialized);
    }

    [Fact]
    public void Round_trip_reads_back_exactly_what_it_wrote()
    {
        var codec = new RecordingCodec();
        var state = new CodecCallState<string>(codec, "hello", "stale"u8.ToArray(), new ArrayBufferWriter<byte>(), file: null);
        var call = ExactTypedCalls.ForCodec(TimedCallKind.RoundTrip, state);

        call();
        call();

        Assert.Equal("hello", state.Last);
        Assert.Equal((2, 2), (codec.Serialized, codec.Deserialized));
    }

    [Fact]
    public void Create_calls_build_a_new_value_every_time_and_time_it_through_the_compiled_call()
    {
        var codec = new RecordingCodec();
        var buffer = new ArrayBufferWriter<byte>();
        var made = 0;
        var serialize = CellOperation.CreateFromFactory(codec, () => $"v{++made}", buffer, thenDeserialize: false);

        serialize.Invoke();
        serialize.AsAction()();

        Assert.Equal(2, made);
        Assert.Equal("v2"u8.ToArray(), buffer.WrittenSpan.ToArray());
        Assert.Equal((2, 0), (codec.Serialized, codec.Deserialized));
        Assert.Equal($"{nameof(TimedCallKind.CreateSerialize)}<{nameof(RecordingCodec)}>", serialize.AsAction().Method.Name);
    }

    [Fact]
    public void Create_round_trip_reads_back_the_value_it_just_built()
    {
        var codec = new RecordingCodec();
        var made = 0;
        var state = new CodecCallState<string>(codec, "unused", "stale"u8.ToArray(), new ArrayBufferWriter<byte>(), file: null, () => $"new{++made}");
        var call = ExactTypedCalls.ForCodec(TimedCallKind.CreateRoundTrip, state);

        call();
        call();

        Assert.Equal("new2", state.Last);
        Assert.Equal((2, 2), (codec.Serialized, codec.Deserialized));
    }

    [Fact]
    public void Explicit_inherited_and_struct_implementations_are_called()
    {
        var buffer = new ArrayBufferWriter<byte>();

        var explicitCodec = new ExplicitCodec();
        CellOperation.Create(Operations.RoundTrip, explicitCodec, 7, [], buffer).Invoke();
        Assert.Equal(1, explicitCodec.Calls);

        var derived = new DerivedCodec();
        CellOperation.Create(Operations.Serialize, derived, "d", [], buffer).Invoke();
        Assert.Equal(1, derived.Serialized);

        var box = new CallCounter();
        ICodec<int> structCodec = new StructCodec(box);
        var state = new CodecCallState<int>(structCodec, 5, new byte[] { 9 }, buffer, file: null);
        ExactTypedCalls.ForCodec(TimedCallKind.RoundTrip, state)();
        Assert.Equal((1, 1), (box.Serialized, box.Deserialized));
        Assert.Equal(5, state.Last);
    }

    [Fact]
    public void Serialize_to_a_file_sink_writes_the_whole_message_each_call()
    {
        using var sink = new FileSink(Path.GetTempPath());
        var codec = new RecordingCodec();
        var operation = CellOperation.Create(Operations.Serialize, codec, "file", [], new ArrayBufferWriter<byte>(), sink);

        operation.Invoke();
        operation.Invoke();

        Assert.Equal("file"u8.ToArray(), sink.ReadBack());
        Assert.Equal(2, codec.Serialized);
    }

    [Fact]
    public void Twin_calls_reach_the_twin_and_never_the_model_codec()
    {
        var twin = new RecordingTwin();
        var codec = new TwinCodec(twin);
        var buffer = new ArrayBufferWriter<byte>();

        foreach (var name in Operations.All)
        {
            CellOperation.Create(name, codec, "model", "tw"u8.ToArray(), buffer).Invoke();
        }

        Assert.Equal((2, 2), (twin.Serialized, twin.Deserialized));
        Assert.Equal(0, codec.ModelCalls);
    }

    [Fact]
    public void The_warm_up_round_trip_goes_through_the_codec_interface_in_ordinary_code()
    {
        var codec = new RecordingCodec();
        var buffer = new ArrayBufferWriter<byte>();
        var warmUp = CellOperation.Create(CellOperation.WarmUpRoundTrip, codec, "warm", "stale"u8.ToArray(), buffer);

        warmUp.Invoke();
        warmUp.AsAction()();

        // A method of a real type (a compiled timed call has none): tiered and profiled by the runtime like user code.
        Assert.Equal(typeof(InterfaceRoundTrip<string>), warmUp.AsAction().Method.DeclaringType);
        Assert.Equal((2, 2), (codec.Serialized, codec.Deserialized));
        Assert.Equal("warm"u8.ToArray(), buffer.WrittenSpan.ToArray());
    }

    [Fact]
    public void A_twin_codec_is_warmed_through_its_twin_never_the_model_codec()
    {
        var twin = new RecordingTwin();
        var codec = new TwinCodec(twin);

        CellOperation.Create(CellOperation.WarmUpRoundTrip, codec, "model", [], new ArrayBufferWriter<byte>()).Invoke();

        Assert.Equal((1, 1), (twin.Serialized, twin.Deserialized));
        Assert.Equal(0, codec.ModelCalls);
    }

    [Fact]
    public void The_jit_warm_up_compiles_no_timed_call()
    {
        var requested = new List<string>();
        var codec = new RecordingCodec();
        var buffer = new ArrayBufferWriter<byte>();
        var pair = PreparedPair.Ready(null, name =>
        {
            requested.Add(name);
            return CellOperation.Create(name, codec, "pair", [], buffer);
        });
        var runner = new CellRunner(Preset.Quick, new CellMeasurer(Preset.Quick, Path.GetTempPath()));

        var warmed = runner.Warm([pair], out var log);

        Assert.Equal([CellOperation.WarmUpRoundTrip], requested);
        Assert.Same(pair, Assert.Single(warmed));
        Assert.Contains("JIT warm-up", log, StringComparison.Ordinal);
        Assert.True(codec.Serialized > 0 && codec.Serialized == codec.Deserialized);
    }

    [Fact]
    public void An_unknown_operation_names_the_valid_ones()
    {
        var error = Assert.Throws<ArgumentException>(() => CellOperation.Create("encode", new RecordingCodec(), "x", [], new ArrayBufferWriter<byte>()));

        Assert.Contains("serialize, deserialize, roundtrip", error.Message, StringComparison.Ordinal);
    }
}
