using System.Buffers;
using SerBench.Adapters.IO;
using Thrift.Protocol;
using Thrift.Transport.Client;

namespace SerBench.Serializers.Thrift;

/// <summary>
/// A Thrift protocol writing into the lab's buffer and one reading from the lab's memory, over Thrift's own
/// TStreamTransport on the lab's reusable streams: bytes pass straight between the protocol and the lab's buffers
/// (TMemoryBufferTransport would copy them into an array of its own on the way in and out). Built once per codec.
/// The netstd API is async only; over these in-memory streams each call completes before it returns (a test checks
/// it), and is waited for with GetAwaiter().GetResult(), as the odata-async rows wait for theirs.
/// </summary>
internal sealed class ThriftChannel
{
    private readonly BufferWriterStream _output = new();
    private readonly ReadOnlyMemoryStream _input = new();
    private readonly TProtocolFactory _factory;
    private readonly TStreamTransport _transport;
    private TProtocol _writer;
    private TProtocol _reader;

    public ThriftChannel(TProtocolFactory factory)
    {
        _factory = factory;
        _transport = new TStreamTransport(_input, _output, ThriftRows.CreateConfiguration());
        _writer = factory.GetProtocol(_transport);
        _reader = factory.GetProtocol(_transport);
    }

    /// <summary>The twin's own WriteAsync, then the transport's FlushAsync, as a Thrift user ends a write.</summary>
    public void Write(TBase twin, IBufferWriter<byte> output)
    {
        _output.Reset(output);
        try
        {
            twin.WriteAsync(_writer, CancellationToken.None).GetAwaiter().GetResult();
            _transport.FlushAsync(CancellationToken.None).GetAwaiter().GetResult();
        }
        catch
        {
            _writer = _factory.GetProtocol(_transport);
            throw;
        }
    }

    /// <summary>Fills <paramref name="twin"/> from <paramref name="data"/> with its own ReadAsync.</summary>
    public TTwin Read<TTwin>(ReadOnlyMemory<byte> data, TTwin twin)
        where TTwin : TBase
    {
        _input.Reset(data);

        // The message is the input: the transport checks every declared string, binary and container size against
        // its length (capped by MaxMessageSize) before allocating. A full reset first, as the known size only shrinks.
        _transport.ResetMessageSizeAndConsumedBytes();
        _transport.UpdateKnownMessageSize(data.Length);
        try
        {
            twin.ReadAsync(_reader, CancellationToken.None).GetAwaiter().GetResult();
        }
        catch
        {
            // A read that fails midway leaves the protocol inside a struct (the compact protocol keeps a stack of
            // field ids); the next read starts on a fresh protocol.
            _reader = _factory.GetProtocol(_transport);
            throw;
        }

        return twin;
    }
}
