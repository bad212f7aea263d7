using System.Buffers;
using System.Collections.Concurrent;
using System.Text.Json;
using SerBench.Adapters;
using SerBench.Payloads.Models;

namespace SerBench.Http;

/// <summary>
/// A serializer row's own codec writing straight into the response body: Kestrel's PipeWriter is an
/// <see cref="IBufferWriter{T}"/>, which is what the codec writes to, so no intermediate buffer is added here.
/// A codec serves one request at a time; a small pool keeps one per concurrent request.
/// </summary>
internal sealed class CodecWriter : HttpWriter
{
    private readonly ISerializerAdapter _adapter;
    private readonly CustomerSource _customers;
    private readonly ConcurrentBag<ICodec<List<Customer>>> _codecs = [];

    public CodecWriter(ISerializerAdapter adapter, CustomerSource customers, ICodec<List<Customer>> first)
        : base(Describe(adapter.Info))
    {
        _adapter = adapter;
        _customers = customers;
        _codecs.Add(first);
    }

    public SerializerInfo Info => _adapter.Info;

    /// <summary>A codec for a caller that needs one of its own (the round-trip check, raw's pre-serialization).</summary>
    public ICodec<List<Customer>> CreateCodec() => _adapter.CreateCodec<List<Customer>>(_customers.Payload);

    public override void Write(int count, IBufferWriter<byte> output)
    {
        var value = _customers.Get(count);
        if (!_codecs.TryTake(out var codec))
        {
            codec = CreateCodec();
        }

        // A codec that threw may hold half-written state; it is dropped rather than returned to the pool.
        codec.Serialize(value, output);
        _codecs.Add(codec);
    }

    private static WriterDescription Describe(SerializerInfo info) => new(
        info.Id,
        info.DisplayName,
        info.Package,
        info.Version,
        JsonNamingPolicy.KebabCaseLower.ConvertName(info.Format.ToString()),
        JsonNamingPolicy.KebabCaseLower.ConvertName(info.ApiShape.ToString()),
        ContentTypes.For(info),
        PathOf(info.ApiShape));

    private static string PathOf(ApiShape shape) => shape switch
    {
        ApiShape.BufferWriter => "the library writes into Kestrel's PipeWriter (IBufferWriter<byte>)",
        ApiShape.Stream => "the library writes to a Stream whose writes land in memory of Kestrel's PipeWriter, committed when the library's write ends (BufferWriterStream)",
        ApiShape.ByteArray => "the library returns a byte[], which is copied into Kestrel's PipeWriter",
        ApiShape.String => "the library returns a string, which is UTF-8 encoded into Kestrel's PipeWriter",
        _ => "through the row's codec into Kestrel's PipeWriter",
    };
}
