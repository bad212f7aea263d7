using System.IO.Pipelines;
using System.Net.Sockets;

namespace SerBench.Labs.Echo;

/// <summary>
/// One accepted connection: a hello names what it is (a serializer, raw, or control), then frames are answered
/// in order, every complete frame of a read in one batch and one flush per batch. Any protocol fault ends this
/// connection only, with its reason logged.
/// </summary>
internal sealed class EchoServerConnection(EchoServer server, Socket socket, long id)
{
    private readonly string _peer = socket.RemoteEndPoint?.ToString() ?? "unknown peer";

    public Task Completion { get; private set; } = Task.CompletedTask;

    public void Start() => Completion = Task.Run(RunAsync);

    /// <summary>Closes the socket; the connection's loop then ends without logging a fault.</summary>
    public void Abort() => socket.Dispose();

    private async Task RunAsync()
    {
        string? reason = null;
        NetworkStream? stream = null;
        PipeReader? reader = null;
        PipeWriter? writer = null;
        try
        {
            // Inside the try: a peer that reset right after the accept (or a server stopping) leaves an unusable socket.
            stream = new NetworkStream(socket, ownsSocket: true);
            reader = PipeReader.Create(stream, EchoPipe.ReaderOptions);
            writer = PipeWriter.Create(stream, EchoPipe.WriterOptions);
            var hello = await EchoPipe.ReadTextAsync(reader, EchoText.MaxTextBytes).ConfigureAwait(false);
            if (hello is null)
            {
                return;
            }

            var session = EchoHello.Accept(hello, server);
            await ReplyAsync(writer, EchoText.Ok).ConfigureAwait(false);
            if (session.Responder is { } responder)
            {
                await ServeAsync(reader, writer, responder).ConfigureAwait(false);
            }
            else
            {
                await ControlAsync(reader, writer).ConfigureAwait(false);
            }
        }
        catch (EchoProtocolException ex)
        {
            reason = ex.Message;
            await TryReplyAsync(writer!, EchoText.ErrorPrefix + ex.Message).ConfigureAwait(false);
        }
        catch (Exception ex) when (ex is IOException or SocketException or ObjectDisposedException or InvalidOperationException)
        {
            reason = $"connection lost ({ex.GetType().Name}: {ex.Message})";
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            // Whatever else goes wrong in one connection ends that connection, never the server.
            reason = $"unexpected {ex.GetType().Name}: {ex.Message}";
        }
        finally
        {
            if (reader is not null)
            {
                await reader.CompleteAsync().ConfigureAwait(false);
            }

            if (writer is not null)
            {
                await TryCompleteAsync(writer).ConfigureAwait(false);
            }

            if (stream is not null)
            {
                await stream.DisposeAsync().ConfigureAwait(false);
            }
            else
            {
                socket.Dispose();
            }

            server.Closed(id, _peer, reason);
        }
    }

    private async Task ServeAsync(PipeReader reader, PipeWriter writer, IEchoResponder responder)
    {
        var maxFrameBytes = server.Options.MaxFrameBytes;
        while (true)
        {
            var result = await EchoPipe.ReadFairlyAsync(reader).ConfigureAwait(false);
            var buffer = result.Buffer;
            var answered = 0;
            try
            {
                while (EchoFrame.TryRead(ref buffer, maxFrameBytes, out var body))
                {
                    EchoFrame.Split(body, out var envelope, out var payload);
                    responder.Respond(envelope, payload, writer);
                    answered++;
                }
            }
            finally
            {
                // Consumed up to the last whole frame; the rest was examined, so the next read waits for more bytes.
                reader.AdvanceTo(buffer.Start, buffer.End);
            }

            if (answered > 0)
            {
                server.CountMessages(answered);
                var flush = await EchoPipe.FlushFairlyAsync(writer).ConfigureAwait(false);
                if (flush.IsCompleted)
                {
                    return;
                }
            }

            if (result.IsCompleted)
            {
                EchoPipe.ThrowIfMidFrame(buffer);
                return;
            }
        }
    }

    private async Task ControlAsync(PipeReader reader, PipeWriter writer)
    {
        while (await EchoPipe.ReadTextAsync(reader, EchoText.MaxTextBytes).ConfigureAwait(false) is { } command)
        {
            switch (command)
            {
                case EchoControl.Start:
                    server.BeginWindow();
                    await ReplyAsync(writer, EchoText.Ok).ConfigureAwait(false);
                    break;
                case EchoControl.Stop:
                    var stats = server.EndWindow()
                        ?? throw new EchoProtocolException("'stop' without a 'start': there is no window to report");
                    await ReplyAsync(writer, EchoControl.FormatStats(stats)).ConfigureAwait(false);
                    break;
                case EchoControl.Shutdown:
                    await ReplyAsync(writer, EchoText.Ok).ConfigureAwait(false);
                    server.RequestStop();
                    break;
                default:
                    throw new EchoProtocolException($"unknown control command '{Shorten(command)}'; commands are {EchoControl.Start}, {EchoControl.Stop}, {EchoControl.Shutdown}");
            }
        }
    }

    private static Task ReplyAsync(PipeWriter writer, string text) => EchoPipe.WriteTextAsync(writer, text);

    private static async Task TryReplyAsync(PipeWriter writer, string text)
    {
        try
        {
            await ReplyAsync(writer, text).ConfigureAwait(false);
        }
        catch (Exception ex) when (ex is IOException or SocketException or ObjectDisposedException or InvalidOperationException)
        {
            // The peer is gone or misbehaving; the reason is logged by the caller either way.
        }
    }

    private static async Task TryCompleteAsync(PipeWriter writer)
    {
        try
        {
            await writer.CompleteAsync().ConfigureAwait(false);
        }
        catch (Exception ex) when (ex is IOException or SocketException or ObjectDisposedException)
        {
            // Flushing to a peer that already left; nothing to report beyond the close reason.
        }
    }

    private static string Shorten(string text) => text.Length <= 40 ? text : text[..40] + "…";
}
