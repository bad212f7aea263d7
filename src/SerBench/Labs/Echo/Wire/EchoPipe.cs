using System.Buffers;
using System.IO.Pipelines;
using System.Net.Sockets;

namespace SerBench.Labs.Echo;

/// <summary>Pipe settings and the text-frame exchange both sides use for hello and control.</summary>
internal static class EchoPipe
{
    public static readonly StreamPipeReaderOptions ReaderOptions = new(bufferSize: 16 * 1024, minimumReadSize: 4 * 1024);
    public static readonly StreamPipeWriterOptions WriterOptions = new(minimumBufferSize: 16 * 1024);

    /// <summary>One text frame, or null when the peer closed cleanly between frames.</summary>
    public static async Task<string?> ReadTextAsync(PipeReader reader, int maxBytes, CancellationToken cancellationToken = default)
    {
        while (true)
        {
            var result = await reader.ReadAsync(cancellationToken).ConfigureAwait(false);
            var buffer = result.Buffer;
            string? text = null;
            try
            {
                if (EchoFrame.TryRead(ref buffer, maxBytes, out var body))
                {
                    text = EchoText.Read(body);
                }
            }
            finally
            {
                reader.AdvanceTo(buffer.Start, buffer.End);
            }

            if (text is not null)
            {
                return text;
            }

            if (result.IsCompleted)
            {
                ThrowIfMidFrame(buffer);
                return null;
            }
        }
    }

    /// <summary>
    /// Reads like <see cref="PipeReader.ReadAsync"/>, but gives the thread back first when bytes were already
    /// waiting. Under a backlog a pipe read never suspends, so a connection's loop would keep its pool thread
    /// for good: on 2 cores two connections ran while the others waited for the pool to grow, one thread every
    /// half second, and starved (measured: docs/measuring.md, 'Measurements behind the code').
    /// </summary>
    public static async ValueTask<ReadResult> ReadFairlyAsync(PipeReader reader)
    {
        var read = reader.ReadAsync();
        if (read.IsCompleted)
        {
            await Task.Yield();
        }

        return await read.ConfigureAwait(false);
    }

    /// <summary>Flushes like <see cref="PipeWriter.FlushAsync"/>, giving the thread back when it did not have to wait (see <see cref="ReadFairlyAsync"/>).</summary>
    public static async ValueTask<FlushResult> FlushFairlyAsync(PipeWriter writer)
    {
        var flush = writer.FlushAsync();
        if (flush.IsCompleted)
        {
            await Task.Yield();
        }

        return await flush.ConfigureAwait(false);
    }

    public static void ThrowIfMidFrame(ReadOnlySequence<byte> rest)
    {
        if (!rest.IsEmpty)
        {
            throw new EchoProtocolException($"the peer disconnected mid-frame, {rest.Length:N0} bytes into an unfinished frame");
        }
    }

    public static async Task WriteTextAsync(PipeWriter writer, string text, CancellationToken cancellationToken = default)
    {
        EchoText.Write(writer, text);
        await writer.FlushAsync(cancellationToken).ConfigureAwait(false);
    }

    /// <summary>A connected socket for the lab: no Nagle delay, so small frames leave at once.</summary>
    public static async Task<Socket> ConnectAsync(System.Net.EndPoint endPoint, CancellationToken cancellationToken)
    {
        var socket = new Socket(endPoint.AddressFamily, SocketType.Stream, ProtocolType.Tcp) { NoDelay = true };
        try
        {
            await socket.ConnectAsync(endPoint, cancellationToken).ConfigureAwait(false);
            return socket;
        }
        catch
        {
            socket.Dispose();
            throw;
        }
    }
}
