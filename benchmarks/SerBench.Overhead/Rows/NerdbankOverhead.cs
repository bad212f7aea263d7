using Nerdbank.MessagePack;
using PolyType;
using SerBench.Payloads.Models;

namespace SerBench.Overhead.Rows;

/// <summary>`nerdbank-messagepack`: MessagePackSerializer with the row's two optional converters, SimpleObject's shape.</summary>
public class NerdbankOverhead : RowOverheadBenchmarks
{
    private static readonly MessagePackSerializer Serializer =
        new MessagePackSerializer().WithAssumedDateTimeKind(DateTimeKind.Utc).WithObjectConverter();

    private ITypeShape<SimpleObject> _shape = null!;

    protected override string RowId => "nerdbank-messagepack";

    // The row's shapes come from PolyType's source generator on a witness inside the adapters' assembly; the same
    // generated provider is used here, so both sides run the same converters.
    protected override void Prepare() => _shape = Serializers.Nerdbank.NerdbankShapes.GeneratedTypeShapeProvider.GetTypeShapeOrThrow<SimpleObject>();

    protected override void WriteDirect() => Serializer.Serialize(DirectBuffer, Value, _shape);

    protected override SimpleObject ReadDirect() => Serializer.Deserialize((ReadOnlyMemory<byte>)Bytes, _shape)!;
}
