using SerBench.Serializers.Thrift.Twins;
using Thrift;
using Thrift.Protocol;
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
    private readonly MemoryStream _output = new();
    private SimpleTwin _twin = null!;
    private TStreamTransport _writeTransport = null!;
    private TBinaryProtocol _writer = null!;
    private TBinaryProtocol _reader = null!;
    private TStreamTransport _readTransport = null!;
    private MemoryStream _input = null!;

    protected override string RowId => "thrift";

    protected override void Prepare()
    {
        _twin = new SimpleTwin { Id = Value.Id, OtherId = Value.OtherId, Name = Value.Name, EnumValue = (SampleEnumTwin)Value.EnumValue };
        _writeTransport = new TStreamTransport(null, _output, new TConfiguration());
        _writer = new TBinaryProtocol(_writeTransport);
        _input = new MemoryStream(Bytes, writable: false);
        _readTransport = new TStreamTransport(_input, null, new TConfiguration());
        _reader = new TBinaryProtocol(_readTransport);
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
