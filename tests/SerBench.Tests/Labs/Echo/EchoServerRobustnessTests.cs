using SerBench.Labs.Echo;

namespace SerBench.Tests.Labs.Echo;

/// <summary>
/// The echo server is a network service: each misbehaving client below is closed with a logged reason, memory
/// stays bounded, and a well-behaved client on another connection keeps getting correct replies throughout.
/// Real sockets, a real server on 127.0.0.1, a free port.
/// </summary>
public sealed class EchoServerRobustnessTests
{
    private static readonly TimeSpan Timeout = TimeSpan.FromSeconds(30);
    private static readonly string CustomHello = EchoText.DataHello("envelope-custom", PayloadIds.Envelope);

    [Fact]
    public Task A_client_that_disconnects_mid_frame_is_closed_and_logged() => WithGoodClientAsync(async server =>
    {
        using var bad = await RawPeer.ConnectAsync(server.EndPoint, CustomHello);
        var frame = RawPeer.DataFrame(EchoMessage.Create(null, PayloadOf(PayloadIds.Envelope)).Envelope);
        await bad.SendAsync(frame[..(frame.Length / 2)]);
        bad.Socket.Shutdown(System.Net.Sockets.SocketShutdown.Send);
        var line = await server.WaitForLogAsync(bad.LogName);
        Assert.Contains("disconnected mid-frame", line, StringComparison.Ordinal);
    });

    [Fact]
    public Task A_frame_claiming_2_GiB_is_refused_without_buffering_it() => WithGoodClientAsync(async server =>
    {
        using var bad = await RawPeer.ConnectAsync(server.EndPoint, CustomHello);
        // Only 10 bytes go out and the socket stays open: a server that waited to buffer the claimed body would
        // never close this connection, so being closed proves the length was refused before any body was read.
        // (Process-wide allocation counters are not evidence here: other test classes allocate in parallel.)
        await bad.SendAsync([.. RawPeer.Length(int.MaxValue), 0, 0, 1, 2, 3]);
        Assert.True(await bad.ClosedByServerAsync(Timeout), "the server kept the connection open");
        var line = await server.WaitForLogAsync(bad.LogName);
        Assert.Contains("claims 2,147,483,647 bytes, above the maximum frame size of 65,536 bytes", line, StringComparison.Ordinal);
    });

    [Theory]
    [InlineData(-5, "negative length (-5)")]
    [InlineData(int.MinValue, "negative length (-2147483648)")]
    [InlineData(0, "claims 0 bytes, too few for the 2-byte offset field")]
    [InlineData(1, "claims 1 bytes, too few for the 2-byte offset field")]
    public Task A_negative_or_zero_length_is_refused(int length, string reason) => WithGoodClientAsync(async server =>
    {
        using var bad = await RawPeer.ConnectAsync(server.EndPoint, CustomHello);
        await bad.SendAsync([.. RawPeer.Length(length), 9, 9, 9, 9]);
        Assert.True(await bad.ClosedByServerAsync(Timeout), "the server kept the connection open");
        Assert.Contains(reason, await server.WaitForLogAsync(bad.LogName), StringComparison.Ordinal);
    });

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public Task Ten_megabytes_of_random_bytes_are_refused(bool afterHello) => WithGoodClientAsync(async server =>
    {
        using var bad = await RawPeer.ConnectAsync(server.EndPoint, afterHello ? CustomHello : null);
        var noise = new byte[10 * 1024 * 1024];
        new Random(20261121).NextBytes(noise);
        var sending = Task.Run(async () =>
        {
            try
            {
                await bad.SendAsync(noise);
            }
            catch (System.Net.Sockets.SocketException)
            {
                // The server closes the connection long before 10 MB have gone through.
            }
        });
        Assert.True(await bad.ClosedByServerAsync(Timeout), "the server kept the connection open");
        await sending;
        Assert.Contains("closed:", await server.WaitForLogAsync(bad.LogName), StringComparison.Ordinal);
    });

    [Theory]
    [InlineData("envelope-custom", new byte[] { 0xFF, 0x01 })]
    [InlineData("stj", new byte[] { (byte)'{', (byte)'"', (byte)'H' })]
    [InlineData("protobuf", new byte[] { 0x0A, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F })]
    public Task An_envelope_the_serializer_rejects_closes_that_connection(string serializer, byte[] envelope) => WithGoodClientAsync(async server =>
    {
        using var bad = await RawPeer.ConnectAsync(server.EndPoint, EchoText.DataHello(serializer, PayloadIds.Envelope));
        await bad.SendAsync(RawPeer.DataFrame(envelope));
        Assert.True(await bad.ClosedByServerAsync(Timeout), "the server kept the connection open");
        Assert.Contains($"the envelope was rejected by {serializer}", await server.WaitForLogAsync(bad.LogName), StringComparison.Ordinal);
    });

    [Fact]
    public Task A_bad_hello_is_refused() => WithGoodClientAsync(async server =>
    {
        using var bad = await RawPeer.ConnectAsync(server.EndPoint);
        await bad.SendAsync(RawPeer.TextFrame("GET / HTTP/1.1"));
        Assert.True(await bad.ClosedByServerAsync(Timeout), "the server kept the connection open");
        Assert.Contains("the first frame is not a hello", await server.WaitForLogAsync(bad.LogName), StringComparison.Ordinal);
    });

    /// <summary>Runs <paramref name="misbehave"/> while a good client echoes on its own connection; the good client must see no error and keep getting replies after.</summary>
    private static async Task WithGoodClientAsync(Func<EchoTestServer, Task> misbehave)
    {
        await using var server = EchoTestServer.Start();
        var payload = PayloadOf(PayloadIds.Envelope);
        var adapter = EchoTestServer.Catalog.FindSerializer("envelope-custom");
        var message = EchoMessage.Create(adapter, payload);
        var errors = new EchoErrors();
        var good = await EchoClientConnection.OpenAsync(server.EndPoint, "envelope-custom", payload.Id, message, 4, errors, EchoFrame.DefaultMaxFrameBytes, CancellationToken.None);
        good.Start(4);
        try
        {
            await WaitForRepliesAsync(good, 20);
            await misbehave(server);
            var before = good.Received;
            await WaitForRepliesAsync(good, before + 20);
        }
        finally
        {
            await good.StopAsync(TimeSpan.FromSeconds(10));
        }

        Assert.True(errors.First is null, errors.First);
        Assert.Equal(good.Sent, good.Received);
        Assert.True(server.Log.Count == 1, "expected exactly the bad connection in the log: " + string.Join(" | ", server.Log));
    }

    private static async Task WaitForRepliesAsync(EchoClientConnection client, long count)
    {
        var deadline = DateTime.UtcNow + Timeout;
        while (client.Received < count)
        {
            Assert.True(DateTime.UtcNow < deadline, $"the good client got only {client.Received} of {count} replies");
            await Task.Delay(10);
        }
    }

    private static PayloadDescriptor PayloadOf(string id) => EchoTestServer.Catalog.FindPayload(id)!;
}
