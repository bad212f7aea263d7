using System.Buffers;
using SerBench.Adapters.IO;
using SerBench.Payloads.Models;
using SerBench.Serializers.Thrift;
using SerBench.Serializers.Thrift.Twins;
using SerBench.Serializers.Twins;
using SerBench.Tests.Adapters;
using SerBench.Tests.Contracts;
using Thrift.Protocol;
using Thrift.Transport;
using Thrift.Transport.Client;

namespace SerBench.Tests.Roster;

/// <summary>How the Thrift rows call the library: what is timed, how its async calls complete, and how it meets bad bytes.</summary>
public sealed class ThriftRowTests
{
    public static TheoryData<string> Protocols => ["binary", "compact"];

    [Theory]
    [MemberData(nameof(Protocols))]
    public void Over_the_labs_streams_every_async_call_has_completed_when_it_returns(string protocol)
    {
        var twin = ThriftToTwin.ToTwin(BuiltInPayloads.GrainState.Create(30));
        var buffer = new ArrayBufferWriter<byte>();
        var input = new ReadOnlyMemoryStream();
        var transport = new TStreamTransport(input, new BufferWriterStream(buffer), ThriftRows.CreateConfiguration());
        var factory = Factory(protocol);

        Assert.True(twin.WriteAsync(factory.GetProtocol(transport), CancellationToken.None).IsCompletedSuccessfully);
        Assert.True(transport.FlushAsync(CancellationToken.None).IsCompletedSuccessfully);

        input.Reset(buffer.WrittenMemory);
        transport.ResetMessageSizeAndConsumedBytes();
        transport.UpdateKnownMessageSize(buffer.WrittenCount);
        var read = new GrainStateDocumentTwin();
        Assert.True(read.ReadAsync(factory.GetProtocol(transport), CancellationToken.None).IsCompletedSuccessfully);
        Assert.Equal(twin.Doc.Consumers.Values.Count, read.Doc.Consumers.Values.Count);
    }

    [Theory]
    [MemberData(nameof(Protocols))]
    public void Timed_operations_never_map_to_or_from_the_model(string protocol)
    {
        var (toTwin, fromTwin) = (0, 0);
        var map = new TwinMap<SimpleObject, SimpleTwin>(
            v => { toTwin++; return ThriftToTwin.ToTwin(v); },
            m => { fromTwin++; return ThriftFromTwin.FromTwin(m); });
        ICodec<SimpleObject> codec = new TwinCodec<SimpleObject, SimpleTwin>(map, ThriftTwins.Operations(Factory(protocol), () => new SimpleTwin()));
        var value = BuiltInPayloads.Simple.Create(1);
        var buffer = new ArrayBufferWriter<byte>();
        codec.Serialize(value, buffer);
        var bytes = buffer.WrittenSpan.ToArray();

        Assert.IsAssignableFrom<ITwinTypeCodec<SimpleObject>>(codec);
        foreach (var name in Operations.All)
        {
            var operation = CellOperation.Create(name, codec, value, bytes, buffer);
            var before = (toTwin, fromTwin);
            for (var i = 0; i < 10; i++)
            {
                operation.Invoke();
            }

            Assert.Equal(before, (toTwin, fromTwin));
        }

        Assert.Equal(value.Name, codec.Deserialize(bytes).Name);
    }

    [Theory]
    [MemberData(nameof(Protocols))]
    public void A_read_that_fails_midway_leaves_the_codec_able_to_read_the_next_message(string protocol)
    {
        var codec = ThriftTwins.CreateCodec<List<Customer>>(Factory(protocol));
        var buffer = new ArrayBufferWriter<byte>();
        var value = BuiltInPayloads.Customers.Create(3);
        codec.Serialize(value, buffer);
        var bytes = buffer.WrittenSpan.ToArray();

        Assert.ThrowsAny<Exception>(() => codec.Deserialize(bytes.AsMemory(0, bytes.Length / 2)));
        Assert.Equal(value[2].Name, codec.Deserialize(bytes)[2].Name);
    }

    [Fact]
    public void A_declared_list_longer_than_the_message_is_refused_before_anything_is_allocated()
    {
        // CustomerListTwin field 1 (list, id 1) of struct elements, declaring int.MaxValue of them in an 8-byte message.
        byte[] bytes = [0x0F, 0x00, 0x01, 0x0C, 0x7F, 0xFF, 0xFF, 0xFF];
        var codec = new ThriftAdapter().CreateCodec<List<Customer>>(BuiltInPayloads.Customers);

        var error = Assert.Throws<TTransportException>(() => codec.Deserialize(bytes));
        Assert.Equal(TTransportException.ExceptionType.MessageSizeLimit, error.Type);
    }

    [Fact]
    public void Structs_nested_deeper_than_the_recursion_limit_are_refused()
    {
        // Tiny with an unknown struct field (id 3) nesting 20 structs: skipping it goes deeper than RecursionLimit.
        const int depth = 20;
        byte[] bytes = [.. Enumerable.Repeat<byte[]>([0x0C, 0x00, 0x03], depth).SelectMany(b => b), .. new byte[depth + 1]];
        var codec = new ThriftAdapter().CreateCodec<TinyObject>(BuiltInPayloads.Tiny);

        var error = Assert.Throws<TProtocolException>(() => codec.Deserialize(bytes));
        Assert.Equal(TProtocolException.DEPTH_LIMIT, error.GetExceptionType());
    }

    [Fact]
    public void A_date_DateTime_cannot_hold_is_refused_as_bad_data()
    {
        var buffer = new ArrayBufferWriter<byte>();
        new ThriftChannel(new TBinaryProtocol.Factory()).Write(
            new MessageEnvelopeTwin { TimeStamp = new DateTimeTicks { Ticks = long.MaxValue, Kind = DateTimeKindTwin.Utc } }, buffer);
        var codec = new ThriftAdapter().CreateCodec<MessageEnvelope>(BuiltInPayloads.Envelope);

        Assert.Throws<InvalidDataException>(() => codec.Deserialize(buffer.WrittenMemory));
    }

    [Fact]
    public void A_null_string_and_a_null_dictionary_come_back_null()
    {
        var payload = new Payload<MessageEnvelope>("null-header", "an envelope without header or pairs", _ => new MessageEnvelope());

        var back = AdapterBytes.RoundTrip(new ThriftCompactAdapter(), payload);

        Assert.Null(back.Header);
        Assert.Null(back.KeyValuePairs);
    }

    [Fact]
    public void A_users_type_is_declined_for_want_of_IDL_and_the_float_vectors_for_want_of_a_32_bit_float()
    {
        var adapter = new ThriftAdapter();

        Assert.Contains("no Thrift IDL", adapter.Supports(UserPayloadContract.Orders).Reason, StringComparison.Ordinal);
        Assert.Equal(
            [PayloadIds.Floats],
            BuiltInPayloads.All.Where(p => !adapter.Supports(p).IsSupported).Select(p => p.Id).Order(StringComparer.Ordinal));
        Assert.Contains("32-bit", adapter.Supports(BuiltInPayloads.Floats).Reason, StringComparison.Ordinal);
    }

    [Fact]
    public async Task Complex_keeps_each_childs_float_exactly_through_its_double_and_refuses_a_cost_that_is_not_a_decimal()
    {
        var adapter = new ThriftAdapter();
        var complex = BuiltInPayloads.Complex.Create(1);
        var codec = adapter.CreateCodec<ComplexObject>(BuiltInPayloads.Complex);
        var buffer = new ArrayBufferWriter<byte>();
        codec.Serialize(complex, buffer);

        var back = codec.Deserialize(buffer.WrittenMemory);

        Assert.Equal(complex.Children.Select(c => c.Percentage), back.Children.Select(c => c.Percentage));
        Assert.Equal(complex.Cost, back.Cost);
        var bad = new ComplexTwin { Cost = "1e999" };
        var badBytes = new ArrayBufferWriter<byte>();
        using (var stream = new MemoryStream())
        {
            using var transport = new TStreamTransport(null, stream, new global::Thrift.TConfiguration());
            await bad.WriteAsync(new TBinaryProtocol(transport), CancellationToken.None);
            await transport.FlushAsync(CancellationToken.None);
            badBytes.Write(stream.ToArray());
        }

        var error = Assert.Throws<InvalidDataException>(() => codec.Deserialize(badBytes.WrittenMemory));
        Assert.Contains("1e999", error.Message, StringComparison.Ordinal);
    }

    private static TProtocolFactory Factory(string protocol) =>
        protocol == "binary" ? new TBinaryProtocol.Factory() : new TCompactProtocol.Factory();
}
