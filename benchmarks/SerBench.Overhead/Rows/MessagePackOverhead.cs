using MessagePack;
using MessagePack.Resolvers;
using SerBench.Payloads.Models;

namespace SerBench.Overhead.Rows;

/// <summary>`messagepack`: MessagePackSerializer with the row's options (standard resolver, untrusted-data security).</summary>
public class MessagePackOverhead : RowOverheadBenchmarks
{
    private readonly MessagePackSerializerOptions _options;

    public MessagePackOverhead()
        : this("messagepack", StandardResolver.Instance)
    {
    }

    /// <summary>A MessagePack row that differs by its resolver or compression: the same calls with its options.</summary>
    protected MessagePackOverhead(string rowId, IFormatterResolver resolver, MessagePackCompression compression = MessagePackCompression.None)
    {
        RowId = rowId;
        _options = MessagePackSerializerOptions.Standard.WithResolver(resolver).WithSecurity(MessagePackSecurity.UntrustedData)
            .WithCompression(compression);
    }

    protected override string RowId { get; }

    protected override void WriteDirect() => MessagePackSerializer.Serialize(DirectBuffer, Value, _options);

    protected override SimpleObject ReadDirect() => MessagePackSerializer.Deserialize<SimpleObject>(Bytes, _options);
}
