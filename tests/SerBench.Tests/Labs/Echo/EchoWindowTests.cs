using SerBench.Labs.Echo;

namespace SerBench.Tests.Labs.Echo;

/// <summary>Short windows against an in-process server: every reply checked, figures present. Correctness only, never speed.</summary>
/// <remarks>
/// The windows end after a count of replies, not after a time: a window of 600 ms on a machine busy with the other
/// tests could pass with no reply in it. `serbench echo --duration` is run end to end in <see cref="EchoCommandTests"/>.
/// </remarks>
public sealed class EchoWindowTests
{
    private static readonly EchoLoad Short = new()
    {
        Clients = 2,
        InFlight = 4,
        Warmup = TimeSpan.FromMilliseconds(200),
        Messages = 300,
    };

    [Theory]
    [InlineData("raw", PayloadIds.Envelope)]
    [InlineData("envelope-custom", PayloadIds.Envelope)]
    [InlineData("envelope-custom", PayloadIds.EnvelopeFull)]
    [InlineData("stj", PayloadIds.Envelope)]
    [InlineData("stj", PayloadIds.EnvelopeFull)]
    [InlineData("datacontract-xml", PayloadIds.EnvelopeFull)]
    [InlineData("binaryformatter", PayloadIds.Envelope)]
    [InlineData("protobuf", PayloadIds.EnvelopeFull)]
    public async Task A_window_gets_every_reply_right(string serializer, string payloadId)
    {
        await using var server = EchoTestServer.Start();
        var record = await RunAsync(server, serializer, payloadId, Short);

        Assert.True(record.Status == CellStatus.Ok, record.Reason);
        Assert.True(record.Errors.Total == 0, record.Errors.First);
        Assert.True(record.Messages >= 300, $"{record.Messages} replies");
        Assert.NotNull(record.Latency);
        Assert.True(record.Latency!.P50Us <= record.Latency.P99Us && record.Latency.P99Us <= record.Latency.MaxUs);
        Assert.Equal(record.EnvelopeBytes + 34, record.MessageBytes);
        Assert.True(record.Server!.Messages > 0);
        Assert.True(server.Log.Count == 0, string.Join(" | ", server.Log));
    }

    [Fact]
    public async Task The_custom_envelope_message_is_72_bytes_as_the_seed_counts_it()
    {
        await using var server = EchoTestServer.Start();
        var record = await RunAsync(server, "envelope-custom", PayloadIds.Envelope, Short with { Messages = 50 });
        Assert.Equal(38, record.EnvelopeBytes);
        Assert.Equal(72, record.MessageBytes);
        Assert.True(record.Messages >= 50);
    }

    [Fact]
    public async Task A_serializer_the_server_does_not_know_fails_the_window_with_the_servers_reason()
    {
        await using var server = EchoTestServer.Start();
        var payload = EchoTestServer.Catalog.FindPayload(PayloadIds.Envelope)!;
        await using var control = await EchoControlClient.OpenAsync(server.EndPoint, CancellationToken.None);
        var record = await EchoWindow.RunAsync(server.EndPoint, control, new UnknownToServer(), payload, Short, CancellationToken.None);
        Assert.Equal(CellStatus.Failed, record.Status);
        Assert.Contains("unknown serializer 'not-on-server'", record.Reason, StringComparison.Ordinal);
    }

    internal static async Task<EchoRecord> RunAsync(EchoTestServer server, string serializer, string payloadId, EchoLoad load)
    {
        var catalog = EchoTestServer.Catalog;
        var adapter = serializer == EchoHello.Raw ? null : catalog.FindSerializer(serializer)!;
        var payload = catalog.FindPayload(payloadId)!;
        await using var control = await EchoControlClient.OpenAsync(server.EndPoint, CancellationToken.None);
        return await EchoWindow.RunAsync(server.EndPoint, control, adapter, payload, load, CancellationToken.None);
    }

    /// <summary>The custom envelope row under an id the server's catalog lacks.</summary>
    private sealed class UnknownToServer : SerBench.Adapters.ISerializerAdapter
    {
        private readonly Serializers.CustomEnvelope.EnvelopeCustomAdapter _inner = new();

        public SerBench.Adapters.SerializerInfo Info => _inner.Info with { Id = "not-on-server" };

        public SerBench.Adapters.Support Supports(PayloadDescriptor payload) => _inner.Supports(payload);

        public SerBench.Adapters.ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => _inner.CreateCodec<T>(payload);
    }
}
