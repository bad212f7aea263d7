using System.Collections.Concurrent;
using System.Net;
using System.Net.Sockets;
using SerBench.Catalog;

namespace SerBench.Labs.Echo;

/// <summary>
/// The echo lab's TCP server: one task per connection, each connection bound by its hello to one serializer
/// (or raw, or control). A connection that breaks the protocol is closed with a logged reason; the others
/// keep being served. Figures for a window are taken between a control "start" and "stop".
/// </summary>
internal sealed class EchoServer : IAsyncDisposable
{
    private readonly Socket _listener;
    private readonly ConcurrentDictionary<long, EchoServerConnection> _connections = new();
    private readonly TaskCompletionSource _stopRequested = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private readonly Lock _windowLock = new();
    private readonly Action<string> _log;
    private Task _acceptLoop = Task.CompletedTask;
    private ServerSnapshot? _windowStart;
    private long _messages;
    private long _nextId;
    private long _rejected;
    private volatile bool _stopping;

    private EchoServer(LabCatalog catalog, EchoServerOptions options, Action<string> log)
    {
        Catalog = catalog;
        Options = options;
        _log = log;
        _listener = new Socket(options.Address.AddressFamily, SocketType.Stream, ProtocolType.Tcp);
    }

    public LabCatalog Catalog { get; }

    public EchoServerOptions Options { get; }

    public IPEndPoint EndPoint => (IPEndPoint)_listener.LocalEndPoint!;

    /// <summary>Completes when a control connection asks the server to shut down.</summary>
    public Task StopRequested => _stopRequested.Task;

    /// <summary>Connections closed for breaking the protocol or dropping mid-frame.</summary>
    public long RejectedConnections => Interlocked.Read(ref _rejected);

    public long Messages => Interlocked.Read(ref _messages);

    public static EchoServer Start(LabCatalog catalog, EchoServerOptions options, Action<string> log)
    {
        ArgumentNullException.ThrowIfNull(catalog);
        ArgumentNullException.ThrowIfNull(options);
        ArgumentNullException.ThrowIfNull(log);
        var server = new EchoServer(catalog, options, log);
        try
        {
            server._listener.Bind(new IPEndPoint(options.Address, options.Port));
            server._listener.Listen(1024);
        }
        catch
        {
            server._listener.Dispose();
            throw;
        }

        server._acceptLoop = server.AcceptLoopAsync();
        return server;
    }

    public async ValueTask DisposeAsync()
    {
        _stopping = true;
        _listener.Dispose();
        foreach (var connection in _connections.Values)
        {
            connection.Abort();
        }

        await _acceptLoop.ConfigureAwait(false);
        await Task.WhenAll(_connections.Values.Select(c => c.Completion)).ConfigureAwait(false);
        _stopRequested.TrySetResult();
    }

    internal void CountMessages(int count) => Interlocked.Add(ref _messages, count);

    internal void RequestStop() => _stopRequested.TrySetResult();

    internal bool IsStopping => _stopping;

    internal void BeginWindow()
    {
        lock (_windowLock)
        {
            _windowStart = ServerSnapshot.Take(Messages);
        }
    }

    /// <summary>The figures since the last <see cref="BeginWindow"/>, or null when no window was begun.</summary>
    internal ServerWindowStats? EndWindow()
    {
        lock (_windowLock)
        {
            if (_windowStart is not { } start)
            {
                return null;
            }

            _windowStart = null;
            return ServerSnapshot.Take(Messages).Since(start);
        }
    }

    internal void Closed(long id, string peer, string? reason)
    {
        _connections.TryRemove(id, out _);
        if (reason is not null && !_stopping)
        {
            Interlocked.Increment(ref _rejected);
            _log($"connection {id} from {peer} closed: {reason}");
        }
    }

    private async Task AcceptLoopAsync()
    {
        while (!_stopping)
        {
            Socket socket;
            try
            {
                socket = await _listener.AcceptAsync().ConfigureAwait(false);
            }
            catch (Exception ex) when (ex is ObjectDisposedException or SocketException && _stopping)
            {
                return;
            }
            catch (SocketException ex)
            {
                // One failed accept (e.g. a client that reset during the handshake) must not stop the server.
                _log($"accept failed: {ex.SocketErrorCode}: {ex.Message}");
                continue;
            }

            socket.NoDelay = true;
            var id = Interlocked.Increment(ref _nextId);
            var connection = new EchoServerConnection(this, socket, id);
            _connections[id] = connection;
            if (_stopping)
            {
                connection.Abort();
            }

            connection.Start();
        }
    }
}
