namespace SerBench.Labs.Echo;

/// <summary>Every wrong or missing reply of one window, counted across its connections; the first one described.</summary>
internal sealed class EchoErrors
{
    private long _sequence;
    private long _content;
    private long _payload;
    private long _connection;
    private string? _first;

    public long Sequence => Interlocked.Read(ref _sequence);

    public long Content => Interlocked.Read(ref _content);

    public long Payload => Interlocked.Read(ref _payload);

    /// <summary>Connections that broke (closed by the server, a malformed reply) before the window ended.</summary>
    public long Connection => Interlocked.Read(ref _connection);

    public string? First => Volatile.Read(ref _first);

    public void SequenceError(string description) => Count(ref _sequence, description);

    public void ContentError(string description) => Count(ref _content, description);

    public void PayloadError(string description) => Count(ref _payload, description);

    public void ConnectionError(string description) => Count(ref _connection, description);

    private void Count(ref long counter, string description)
    {
        Interlocked.Increment(ref counter);
        Interlocked.CompareExchange(ref _first, description, null);
    }
}
