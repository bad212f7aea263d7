using System.Buffers.Binary;
using System.Net;
using System.Net.Sockets;
using System.Text;
using SerBench.Labs.Echo;

namespace SerBench.Tests.Labs.Echo;

/// <summary>A hand-driven socket for the robustness tests: sends exactly the bytes a test gives it.</summary>
internal sealed class RawPeer : IDisposable
{
    private RawPeer(Socket socket) => Socket = socket;

    public Socket Socket { get; }

    /// <summary>How the server names this connection in its log ("from 127.0.0.1:PORT").</summary>
    public string LogName => $"from {Socket.LocalEndPoint}";

    public static async Task<RawPeer> ConnectAsync(IPEndPoint server, string? hello = null)
    {
        var socket = new Socket(AddressFamily.InterNetwork, SocketType.Stream, ProtocolType.Tcp) { NoDelay = true };
        await socket.ConnectAsync(server);
        var peer = new RawPeer(socket);
        if (hello is not null)
        {
            await peer.SendAsync(TextFrame(hello));
            var answer = await peer.ReadFrameTextAsync();
            Assert.Equal(EchoText.Ok, answer);
        }

        return peer;
    }

    public static byte[] TextFrame(string text)
    {
        var body = Encoding.UTF8.GetBytes(text);
        var frame = new byte[EchoFrame.HeaderBytes + body.Length];
        EchoFrame.WriteHeader(frame, body.Length, 0);
        body.CopyTo(frame, EchoFrame.HeaderBytes);
        return frame;
    }

    /// <summary>A frame header whose length field says <paramref name="length"/>, whatever follows.</summary>
    public static byte[] Length(int length)
    {
        var bytes = new byte[EchoFrame.LengthBytes];
        BinaryPrimitives.WriteInt32LittleEndian(bytes, length);
        return bytes;
    }

    /// <summary>A data frame: envelope bytes, then a 32-byte payload carrying <paramref name="sequence"/>.</summary>
    public static byte[] DataFrame(ReadOnlySpan<byte> envelope, ulong sequence = 0)
    {
        var frame = new byte[EchoFrame.HeaderBytes + envelope.Length + EchoFrame.PayloadBytes];
        EchoFrame.WriteHeader(frame, envelope.Length, EchoFrame.PayloadBytes);
        envelope.CopyTo(frame.AsSpan(EchoFrame.HeaderBytes));
        BinaryPrimitives.WriteUInt64LittleEndian(frame.AsSpan(EchoFrame.HeaderBytes + envelope.Length), sequence);
        return frame;
    }

    public async Task SendAsync(byte[] bytes) => await Socket.SendAsync(bytes, SocketFlags.None);

    /// <summary>Reads until the server closes the connection (end of stream or reset); false if it stays open past the timeout.</summary>
    public async Task<bool> ClosedByServerAsync(TimeSpan timeout)
    {
        using var cancel = new CancellationTokenSource(timeout);
        var buffer = new byte[64 * 1024];
        try
        {
            while (await Socket.ReceiveAsync(buffer, SocketFlags.None, cancel.Token) > 0)
            {
            }

            return true;
        }
        catch (SocketException)
        {
            return true;
        }
        catch (OperationCanceledException)
        {
            return false;
        }
    }

    public void Dispose() => Socket.Dispose();

    private async Task<string> ReadFrameTextAsync()
    {
        var header = await ReadExactlyAsync(EchoFrame.HeaderBytes);
        var length = BinaryPrimitives.ReadInt32LittleEndian(header);
        var text = await ReadExactlyAsync(length - EchoFrame.OffsetBytes);
        return Encoding.UTF8.GetString(text);
    }

    private async Task<byte[]> ReadExactlyAsync(int count)
    {
        var bytes = new byte[count];
        var read = 0;
        while (read < count)
        {
            var n = await Socket.ReceiveAsync(bytes.AsMemory(read), SocketFlags.None);
            Assert.True(n > 0, "the server closed the connection during the hello");
            read += n;
        }

        return bytes;
    }
}
