using System.Text.Json;
using System.Text.Json.Serialization.Metadata;
using SerBench.Payloads.Models;

namespace SerBench.Overhead.Rows;

/// <summary>`stj`: JsonSerializer with default options, through a reused Utf8JsonWriter and the resolved type info.</summary>
public class StjOverhead : RowOverheadBenchmarks
{
    private readonly Utf8JsonWriter _writer = new(Stream.Null);
    private JsonTypeInfo<SimpleObject> _typeInfo = null!;

    protected override string RowId => "stj";

    protected override void Prepare()
    {
        var options = new JsonSerializerOptions();
        options.MakeReadOnly(populateMissingResolver: true);
        _typeInfo = (JsonTypeInfo<SimpleObject>)options.GetTypeInfo(typeof(SimpleObject));
    }

    protected override void WriteDirect()
    {
        _writer.Reset(DirectBuffer);
        JsonSerializer.Serialize(_writer, Value, _typeInfo);
    }

    protected override SimpleObject ReadDirect() => JsonSerializer.Deserialize(Bytes, _typeInfo)!;
}
