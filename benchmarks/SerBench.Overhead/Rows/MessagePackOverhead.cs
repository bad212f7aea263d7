using MessagePack;
using MessagePack.Resolvers;
using SerBench.Payloads.Models;

namespace SerBench.Overhead.Rows;

/// <summary>`messagepack`: MessagePackSerializer with the row's options (the library's defaults: standard resolver, default security).</summary>
public class MessagePackOverhead : RowOverheadBenchmarks
{
    private readonly MessagePackSerializerOptions _options;

    public MessagePackOverhead()
        : this("messagepack", StandardResolver.Instance)
    {
    }

    /// <summary>A MessagePack row that differs by its resolver, compression or security: the same calls with its options.</summary>
    protected MessagePackOverhead(
        string rowId, IFormatterResolver resolver, MessagePackCompression compression = MessagePackCompression.None, MessagePackSecurity? security = null)
    {
        RowId = rowId;
        _options = MessagePackSerializerOptions.Standard.WithResolver(resolver).WithCompression(compression)
            .WithSecurity(security ?? MessagePackSecurity.TrustedData);
    }

    protected override string RowId { get; }

    protected override void WriteDirect() => MessagePackSerializer.Serialize(DirectBuffer, Value, _options);

    protected override SimpleObject ReadDirect() => MessagePackSerializer.Deserialize<SimpleObject>(Bytes, _options);
}
