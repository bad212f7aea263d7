using SerBench.Serializers.Thrift.Twins;
using Thrift;
using Thrift.Protocol;
using Thrift.Transport;
using Thrift.Transport.Client;

namespace SerBench.Overhead.Rows;

/// <summary>
/// `thrift`: Simple's generated twin written and read with TBinaryProtocol over a TStreamTransport on reused MemoryStreams, as its
/// users call it; the netstd API is async only and completes at once over memory, so each call is waited for where it is made.
/// The row's adapter times the same library work on the same twin (mapping is outside its timed call). Each read starts
/// a new message on the transport, as a user reading many messages through one transport must (its consumed-bytes count
/// would otherwise reach MaxMessageSize), and declares the message's length, as Thrift asks for untrusted input.
/// </summary>
public class ThriftOverhead : RowOverheadBenchmarks
{
    private readonly Func<TTransport, TProtocol> _protocol;
    private readonly MemoryStream _output = new();
    private SimpleTwin _twin = null!;
    private TStreamTransport _writeTransport = null!;
    private TProtocol _writer = null!;
    private TProtocol _reader = null!;
    private TStreamTransport _readTransport = null!;
    private MemoryStream _input = null!;

    public ThriftOverhead()
        : this("thrift", transport => new TBinaryProtocol(transport))
    {
    }

    /// <summary>A Thrift row of another protocol: the same calls through it.</summary>
    protected ThriftOverhead(string rowId, Func<TTransport, TProtocol> protocol)
    {
        RowId = rowId;
        _protocol = protocol;
    }

    protected override string RowId { get; }

    protected override void Prepare()
    {
        _twin = new SimpleTwin { Id = Value.Id, OtherId = Value.OtherId, Name = Value.Name, EnumValue = (SampleEnumTwin)Value.EnumValue };
        _writeTransport = new TStreamTransport(null, _output, new TConfiguration());
        _writer = _protocol(_writeTransport);
        _input = new MemoryStream(Bytes, writable: false);
        _readTransport = new TStreamTransport(_input, null, new TConfiguration());
        _reader = _protocol(_readTransport);
    }

    protected override void WriteDirect()
    {
        _output.Position = 0;
        _twin.WriteAsync(_writer, CancellationToken.None).GetAwaiter().GetResult();
        _writeTransport.FlushAsync(CancellationToken.None).GetAwaiter().GetResult();
    }

    protected override SimpleTwin ReadDirect()
    {
        _input.Position = 0;
        _readTransport.ResetMessageSizeAndConsumedBytes();
        _readTransport.UpdateKnownMessageSize(Bytes.Length);
        var twin = new SimpleTwin();
        twin.ReadAsync(_reader, CancellationToken.None).GetAwaiter().GetResult();
        return twin;
    }
}
