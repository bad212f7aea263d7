using System.Net;

namespace SerBench.Labs.Echo;

/// <summary>Where the echo server listens and how large a frame it buffers.</summary>
internal sealed record EchoServerOptions
{
    public IPAddress Address { get; init; } = IPAddress.Loopback;

    /// <summary>0 lets the system choose a free port; <see cref="EchoServer.EndPoint"/> says which.</summary>
    public int Port { get; init; }

    /// <summary>The largest frame body (offset + envelope + payload) accepted; a longer claim closes the connection.</summary>
    public int MaxFrameBytes { get; init; } = EchoFrame.DefaultMaxFrameBytes;
}
