using System.Buffers;
using System.Buffers.Binary;
using System.Diagnostics;
using System.IO.Pipelines;
using System.Net;
using System.Net.Sockets;

namespace SerBench.Echo;

/// <summary>
/// One load client: keeps <c>inFlight</c> requests outstanding, each reply lets the sender send one more. The
/// receiver checks every reply (sequence, envelope, payload bytes) and, while measuring, records its latency.
/// Sending and receiving are separate loops, so a full socket in one direction never stalls the other.
/// </summary>
internal sealed class EchoClientConnection
{
    private static readonly double NanosecondsPerTick = 1e9 / Stopwatch.Frequency;

    private readonly Socket _socket;
    private readonly NetworkStream _stream;
    private readonly PipeReader _reader;
    private readonly PipeWriter _writer;
    private readonly byte[] _frame;
    private readonly int _envelopeBytes;
    private readonly long[] _sentAt;
    private readonly IReplyChecker _checker;
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
    private ulong _expectedSequence;
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
        _checker = message.NewChecker();
        _errors = errors;
        _maxFrameBytes = maxFrameBytes;
    }

    public LatencyHistogram Latency { get; } = new();

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

    /// <summary>Stops sending, waits up to <paramref name="drain"/> for the replies still in flight, then closes.</summary>
    public async Task StopAsync(TimeSpan drain)
    {
        _stopping = true;
        _wake.Release();
        await _sender.ConfigureAwait(false);
        var deadline = Stopwatch.GetTimestamp() + (long)(drain.TotalSeconds * Stopwatch.Frequency);
        while (Received < Sent && !_receiver.IsCompleted && Stopwatch.GetTimestamp() < deadline)
        {
            await Task.Delay(5).ConfigureAwait(false);
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
                var flush = await _writer.FlushAsync().ConfigureAwait(false);
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
                var result = await _reader.ReadAsync().ConfigureAwait(false);
                var buffer = result.Buffer;
                var replies = 0;
                long measured = 0;
                try
                {
                    while (EchoFrame.TryRead(ref buffer, _maxFrameBytes, out var body))
                    {
                        measured += CheckReply(body);
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

    /// <summary>Checks one reply; returns 1 when it counts towards the measured window.</summary>
    private int CheckReply(ReadOnlySequence<byte> body)
    {
        EchoFrame.Split(body, out var envelope, out var payload);
        if (payload.Length != EchoFrame.PayloadBytes)
        {
            var what = payload.IsEmpty && envelope.Length < EchoText.MaxTextBytes ? $": {SafeText(body)}" : string.Empty;
            _errors.PayloadError($"a reply carries {payload.Length} payload bytes instead of {EchoFrame.PayloadBytes}{what}");
            _expectedSequence++;
            return 0;
        }

        Span<byte> bytes = stackalloc byte[EchoFrame.PayloadBytes];
        payload.CopyTo(bytes);
        var sequence = BinaryPrimitives.ReadUInt64LittleEndian(bytes);
        var expected = _expectedSequence;
        _expectedSequence = sequence + 1;
        if (sequence != expected)
        {
            _errors.SequenceError($"reply {sequence} arrived where {expected} was due");
        }

        if (bytes[sizeof(ulong)..].ContainsAnyExcept((byte)0))
        {
            _errors.PayloadError($"the payload bytes of reply {sequence} changed (the 24 bytes after the sequence must be zero)");
        }

        if (_checker.Check(envelope) is { } difference)
        {
            _errors.ContentError($"reply {sequence}: {difference}");
        }

        if (!_measuring)
        {
            return 0;
        }

        var sentAt = _sentAt[(int)(sequence % (ulong)_sentAt.Length)];
        Latency.Record((long)((Stopwatch.GetTimestamp() - sentAt) * NanosecondsPerTick));
        return 1;
    }

    private static string SafeText(ReadOnlySequence<byte> body)
    {
        try
        {
            return EchoText.Read(body);
        }
        catch (EchoProtocolException)
        {
            return "(not text)";
        }
    }
}
