using System.Net;

namespace SerBench.Labs.Echo;

/// <summary>
/// One serializer × payload window: open the clients, warm up, bound the measured part on both sides (client
/// counters and the server's "start"/"stop"), stop sending, drain, and turn it all into an <see cref="EchoRecord"/>.
/// </summary>
internal static class EchoWindow
{
    public static async Task<EchoRecord> RunAsync(
        EndPoint server, EchoControlClient control, ISerializerAdapter? adapter, PayloadDescriptor payload, EchoLoad load, CancellationToken cancellationToken)
    {
        var id = adapter?.Info.Id ?? EchoHello.Raw;
        EchoMessage message;
        try
        {
            message = EchoMessage.Create(adapter, payload);
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            return Failed(id, payload, ex is EchoSetupException ? ex.Message : $"{ex.GetType().Name}: {ex.Message}");
        }

        if (EchoFrame.OffsetBytes + message.Envelope.Length + EchoFrame.PayloadBytes > load.MaxFrameBytes)
        {
            return Failed(id, payload, $"its message of {message.SeedBytes:N0} bytes is above the maximum frame size of {load.MaxFrameBytes:N0} bytes; raise --max-frame-bytes");
        }

        var errors = new EchoErrors();
        var clients = new List<EchoClientConnection>();
        try
        {
            var opening = Enumerable.Range(0, load.Clients).Select(_ =>
                EchoClientConnection.OpenAsync(server, id, payload.Id, message, load.InFlight, errors, load.MaxFrameBytes, cancellationToken));
            foreach (var task in opening.ToList())
            {
                try
                {
                    clients.Add(await task.ConfigureAwait(false));
                }
                catch (Exception ex) when (ex is EchoSetupException or IOException or System.Net.Sockets.SocketException)
                {
                    await StopAllAsync(clients, TimeSpan.Zero).ConfigureAwait(false);
                    clients.Clear();
                    return Failed(id, payload, ex.Message);
                }
            }

            return await MeasureAsync(id, payload, message, clients, control, load, errors, cancellationToken).ConfigureAwait(false);
        }
        finally
        {
            await StopAllAsync(clients, TimeSpan.Zero).ConfigureAwait(false);
        }
    }

    private static async Task<EchoRecord> MeasureAsync(
        string id, PayloadDescriptor payload, EchoMessage message, List<EchoClientConnection> clients, EchoControlClient control,
        EchoLoad load, EchoErrors errors, CancellationToken cancellationToken)
    {
        foreach (var client in clients)
        {
            client.Start(load.InFlight);
        }

        var clock = new EchoWindowClock(clients, control, load, cancellationToken);
        await clock.RunAsync().ConfigureAwait(false);
        var elapsed = clock.Seconds;
        var serverStats = clock.Server!;

        await StopAllAsync(clients, load.Drain).ConfigureAwait(false);
        var lost = clients.Sum(c => c.Sent - c.Received);
        var latency = new LatencyHistogram();
        clients.ForEach(c => latency.Add(c.Latency));
        clients.Clear();

        var measured = latency.Count;
        var perSecond = elapsed > 0 ? measured / elapsed : (double?)null;
        return new EchoRecord
        {
            Serializer = id,
            Payload = payload.Id,
            Status = CellStatus.Ok,
            Reason = clock.Note,
            Errors = new EchoErrorsRecord
            {
                Sequence = errors.Sequence,
                Content = errors.Content,
                Payload = errors.Payload,
                Connection = errors.Connection,
                Lost = lost,
                First = errors.First ?? (lost > 0 ? $"{lost:N0} replies never came back (none arrived for {load.Drain.TotalSeconds:0} s after sending stopped)" : null),
            },
            EnvelopeBytes = message.Envelope.Length,
            MessageBytes = message.SeedBytes,
            Messages = measured,
            Seconds = elapsed,
            MessagesPerSecond = perSecond,
            BytesPerSecond = perSecond * message.SeedBytes,
            Latency = measured == 0 ? null : new EchoLatencyRecord(
                Micro(latency.Quantile(0.50)), Micro(latency.Quantile(0.90)), Micro(latency.Quantile(0.99)),
                Micro(latency.Quantile(0.999)), Micro(latency.Max), Micro(latency.Sum / measured)),
            Server = ToRecord(serverStats),
        };
    }

    private static async Task StopAllAsync(List<EchoClientConnection> clients, TimeSpan drain) =>
        await Task.WhenAll(clients.Select(c => c.StopAsync(drain))).ConfigureAwait(false);

    private static EchoServerRecord ToRecord(ServerWindowStats stats) => new()
    {
        Messages = stats.Messages,
        Seconds = stats.Seconds,
        CpuMilliseconds = stats.CpuMilliseconds,
        CpuMicrosecondsPerMessage = stats.Messages > 0 ? stats.CpuMilliseconds * 1_000 / stats.Messages : null,
        Gen0 = stats.Gen0,
        Gen1 = stats.Gen1,
        Gen2 = stats.Gen2,
        AllocatedBytes = stats.AllocatedBytes,
        AllocatedBytesPerMessage = stats.Messages > 0 ? (double)stats.AllocatedBytes / stats.Messages : null,
    };

    private static double Micro(double nanoseconds) => nanoseconds / 1_000;

    public static EchoRecord Failed(string id, PayloadDescriptor payload, string reason) => new()
    {
        Serializer = id,
        Payload = payload.Id,
        Status = CellStatus.Failed,
        Reason = reason,
    };
}
