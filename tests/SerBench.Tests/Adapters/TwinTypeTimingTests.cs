using System.Buffers;
using SerBench.Payloads.Models;
using SerBench.Serializers.Protobuf;
using SerBench.Serializers.Protobuf.Twins;
using SerBench.Serializers.Twins;

namespace SerBench.Tests.Adapters;

/// <summary>Twin-type rows time the library's work on its own types: no mapping inside the timed calls, in either direction.</summary>
public sealed class TwinTypeTimingTests
{
    [Theory]
    [InlineData("buffer-writer")]
    [InlineData("byte-array")]
    [InlineData("json")]
    public void Protobuf_timed_operations_never_map_to_or_from_the_model(string shape)
    {
        var api = shape switch { "buffer-writer" => ProtobufApi.BufferWriter, "byte-array" => ProtobufApi.ByteArray, _ => ProtobufApi.Json };
        var toTwin = 0;
        var fromTwin = 0;
        var map = new TwinMap<ComplexObject, ComplexTwin>(
            v => { toTwin++; return ProtobufToTwin.ToTwin(v); },
            m => { fromTwin++; return ProtobufFromTwin.FromTwin(m); });
        ICodec<ComplexObject> codec = new TwinCodec<ComplexObject, ComplexTwin>(map, ProtobufTwins.Operations(api, ComplexTwin.Parser));
        var value = BuiltInPayloads.Complex.Create(1);
        var buffer = new ArrayBufferWriter<byte>();
        codec.Serialize(value, buffer);
        var bytes = buffer.WrittenSpan.ToArray();

        Assert.IsAssignableFrom<ITwinTypeCodec<ComplexObject>>(codec);
        foreach (var name in Operations.All)
        {
            var operation = CellOperation.Create(name, codec, value, bytes, buffer);
            var (to, from) = (toTwin, fromTwin);
            for (var i = 0; i < 10; i++)
            {
                operation.Invoke();
            }

            Assert.Equal((to, from), (toTwin, fromTwin));
        }

        // The verifying calls on the model still map, so the round trip is checked on the model.
        Assert.Equal(value.Name, codec.Deserialize(bytes).Name);
        Assert.True(fromTwin > 0);
    }
}
