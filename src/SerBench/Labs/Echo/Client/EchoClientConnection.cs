using System.Buffers;
using System.Buffers.Binary;
using System.Diagnostics;
using System.IO.Pipelines;
using System.Net;
using System.Net.Sockets;

namespace SerBench.Labs.Echo;

/// <summary>
/// One load client: keeps <c>inFlight</c> requests outstanding, each reply lets the sender send one more. The
/// receiver checks every reply (sequence, envelope, payload bytes) and, while measuring, records its latency.
/// Sending and receiving are separate loops, so a full socket in one direction never stalls the other.
/// </summary>
internal sealed class EchoClientConnection
{
    private readonly Socket _socket;
    private readonly NetworkStream _stream;
    private readonly PipeReader _reader;
    private readonly PipeWriter _writer;
    private readonly byte[] _frame;
    private readonly int _envelopeBytes;
    private readonly long[] _sentAt;
    private readonly EchoReplyVerifier _verifier;
    private readonly EchoErrors _errors;
    private readonly int _maxFrameBytes;
    private readonly SemaphoreSlim _wake = new(0);
    private Task _sender = Task.CompletedTask;
    private Task _receiver = Task.CompletedTask;
    private long _credits;
    private long _sent;
    private long _received;
    private long _measured;
    private ulong _nextSequence;
    private volatile bool _stopping;
    private volatile bool _measuring;

    private EchoClientConnection(Socket socket, EchoMessage message, int inFlight, EchoErrors errors, int maxFrameBytes)
    {
        _socket = socket;
        _stream = new NetworkStream(socket, ownsSocket: true);
        _reader = PipeReader.Create(_stream, EchoPipe.ReaderOptions);
        _writer = PipeWriter.Create(_stream, EchoPipe.WriterOptions);
        _envelopeBytes = message.Envelope.Length;
        _frame = new byte[EchoFrame.HeaderBytes + _envelopeBytes + EchoFrame.PayloadBytes];
        EchoFrame.WriteHeader(_frame, _envelopeBytes, EchoFrame.PayloadBytes);
        message.Envelope.CopyTo(_frame, EchoFrame.HeaderBytes);
        _sentAt = new long[inFlight];
        _verifier = new EchoReplyVerifier(message.NewChecker(), errors, _sentAt);
        _errors = errors;
        _maxFrameBytes = maxFrameBytes;
    }

    public LatencyHistogram Latency => _verifier.Latency;

    /// <summary>While true, replies count towards the window's figures (warm-up and drain replies do not).</summary>
    public bool Measuring
    {
        get => _measuring;
        set => _measuring = value;
    }

    public long Sent => Interlocked.Read(ref _sent);

    public long Received => Interlocked.Read(ref _received);

    public long Measured => Interlocked.Read(ref _measured);

    /// <summary>Connects and says hello; throws <see cref="EchoSetupException"/> with the server's reason when it refuses.</summary>
    public static async Task<EchoClientConnection> OpenAsync(
        EndPoint server, string serializer, string payload, EchoMessage message, int inFlight, EchoErrors errors, int maxFrameBytes, CancellationToken cancellationToken)
    {
        var socket = await EchoPipe.ConnectAsync(server, cancellationToken).ConfigureAwait(false);
        var connection = new EchoClientConnection(socket, message, inFlight, errors, maxFrameBytes);
        try
        {
            await EchoPipe.WriteTextAsync(connection._writer, EchoText.DataHello(serializer, payload), cancellationToken).ConfigureAwait(false);
            var answer = await EchoPipe.ReadTextAsync(connection._reader, EchoText.MaxTextBytes, cancellationToken).ConfigureAwait(false);
            if (answer != EchoText.Ok)
            {
                throw new EchoSetupException($"the server refused {serializer} × {payload}: {answer ?? "it closed the connection"}");
            }

            return connection;
        }
        catch
        {
            await connection.CloseAsync().ConfigureAwait(false);
            throw;
        }
    }

    public void Start(int inFlight)
    {
        Interlocked.Exchange(ref _credits, inFlight);
        _sender = Task.Run(SendLoopAsync);
        _receiver = Task.Run(ReceiveLoopAsync);
    }

    /// <summary>
    /// Stops sending and waits for the replies still in flight for as long as they keep coming; after
    /// <paramref name="quiet"/> without a new reply the rest count as lost. Then closes.
    /// </summary>
    public async Task StopAsync(TimeSpan quiet)
    {
        _stopping = true;
        _wake.Release();
        await _sender.ConfigureAwait(false);
        var lastCount = Received;
        var lastProgress = Stopwatch.GetTimestamp();
        while (Received < Sent && !_receiver.IsCompleted && Stopwatch.GetElapsedTime(lastProgress) < quiet)
        {
            await Task.Delay(10).ConfigureAwait(false);
            if (Received != lastCount)
            {
                lastCount = Received;
                lastProgress = Stopwatch.GetTimestamp();
            }
        }

        await CloseAsync().ConfigureAwait(false);
    }

    private async Task CloseAsync()
    {
        _stopping = true;
        try
        {
            // A clean TCP close: the server sees the end between frames and closes its side, which ends our reader.
            _socket.Shutdown(SocketShutdown.Send);
            await _receiver.WaitAsync(TimeSpan.FromSeconds(5)).ConfigureAwait(false);
        }
        catch (Exception ex) when (ex is SocketException or ObjectDisposedException or TimeoutException)
        {
            // Already broken or too slow to close: closing hard below is all that is left.
        }

        _socket.Dispose();
        await _receiver.ConfigureAwait(false);
        await _reader.CompleteAsync().ConfigureAwait(false);
        try
        {
            await _writer.CompleteAsync().ConfigureAwait(false);
        }
        catch (Exception ex) when (ex is IOException or SocketException or ObjectDisposedException)
        {
            // The socket is closed on purpose; unsent bytes do not matter any more.
        }

        await _stream.DisposeAsync().ConfigureAwait(false);
        _wake.Dispose();
    }

    private async Task SendLoopAsync()
    {
        try
        {
            while (!_stopping)
            {
                var batch = Interlocked.Exchange(ref _credits, 0);
                if (batch == 0)
                {
                    await _wake.WaitAsync().ConfigureAwait(false);
                    continue;
                }

                for (var i = 0; i < batch; i++)
                {
                    WriteRequest();
                }

                Interlocked.Add(ref _sent, batch);
                var flush = await EchoPipe.FlushFairlyAsync(_writer).ConfigureAwait(false);
                if (flush.IsCompleted)
                {
                    return;
                }
            }
        }
        catch (Exception ex) when (ex is IOException or SocketException or ObjectDisposedException or InvalidOperationException)
        {
            if (!_stopping)
            {
                _errors.ConnectionError($"sending failed: {ex.GetType().Name}: {ex.Message}");
            }
        }
    }

    private void WriteRequest()
    {
        var sequence = _nextSequence++;
        var span = _writer.GetSpan(_frame.Length);
        _frame.CopyTo(span);
        BinaryPrimitives.WriteUInt64LittleEndian(span[(EchoFrame.HeaderBytes + _envelopeBytes)..], sequence);
        _sentAt[(int)(sequence % (ulong)_sentAt.Length)] = Stopwatch.GetTimestamp();
        _writer.Advance(_frame.Length);
    }

    private async Task ReceiveLoopAsync()
    {
        try
        {
            while (true)
            {
                var result = await EchoPipe.ReadFairlyAsync(_reader).ConfigureAwait(false);
                var buffer = result.Buffer;
                var replies = 0;
                long measured = 0;
                try
                {
                    while (EchoFrame.TryRead(ref buffer, _maxFrameBytes, out var body))
                    {
                        measured += _verifier.Check(body, _measuring);
                        replies++;
                    }
                }
                finally
                {
                    _reader.AdvanceTo(buffer.Start, buffer.End);
                }

                if (replies > 0)
                {
                    Interlocked.Add(ref _measured, measured);
                    Interlocked.Add(ref _received, replies);
                    Interlocked.Add(ref _credits, replies);
                    _wake.Release();
                }

                if (result.IsCompleted)
                {
                    if (!_stopping)
                    {
                        _errors.ConnectionError($"the server closed the connection after {Received:N0} replies");
                    }

                    return;
                }
            }
        }
        catch (Exception ex) when (ex is IOException or SocketException or ObjectDisposedException or InvalidOperationException or EchoProtocolException)
        {
            if (!_stopping)
            {
                _errors.ConnectionError($"receiving failed: {ex.GetType().Name}: {ex.Message}");
            }
        }
    }
}
