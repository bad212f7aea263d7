using MessagePack;
using MessagePack.Resolvers;
using SerBench.Payloads.Models;

namespace SerBench.Overhead.Rows;

/// <summary>`messagepack`: MessagePackSerializer with the row's options (standard resolver, untrusted-data security).</summary>
public class MessagePackOverhead : RowOverheadBenchmarks
{
    private static readonly MessagePackSerializerOptions Options =
        MessagePackSerializerOptions.Standard.WithResolver(StandardResolver.Instance).WithSecurity(MessagePackSecurity.UntrustedData);

    protected override string RowId => "messagepack";

    protected override void WriteDirect() => MessagePackSerializer.Serialize(DirectBuffer, Value, Options);

    protected override SimpleObject ReadDirect() => MessagePackSerializer.Deserialize<SimpleObject>(Bytes, Options);
}
