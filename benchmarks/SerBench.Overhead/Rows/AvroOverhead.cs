using Avro;
using Avro.IO;
using Avro.Reflect;
using SerBench.Payloads.Models;

namespace SerBench.Overhead.Rows;

/// <summary>`avro`: ReflectWriter/ReflectReader with Simple's schema written by hand, over a reused MemoryStream, as its users call it.</summary>
public class AvroOverhead : RowOverheadBenchmarks
{
    private static readonly Schema SimpleSchema = Schema.Parse("""
        {"type":"record","name":"SerBench.Payloads.Models.SimpleObject","fields":[
          {"name":"Id","type":"int"},{"name":"OtherId","type":"int"},{"name":"Name","type":["null","string"]},
          {"name":"EnumValue","type":{"type":"enum","name":"SerBench.Payloads.Models.SampleEnum","symbols":["Unknown","One","Two","Three","Four","Five"]}}]}
        """);

    private readonly ReflectWriter<SimpleObject> _writer = new(SimpleSchema);
    private readonly ReflectReader<SimpleObject> _reader = new(SimpleSchema, SimpleSchema);
    private readonly MemoryStream _output = new();
    private MemoryStream _input = null!;
    private BinaryEncoder _encoder = null!;
    private BinaryDecoder _decoder = null!;

    protected override string RowId => "avro";

    protected override void Prepare()
    {
        _input = new MemoryStream(Bytes, writable: false);
        _encoder = new BinaryEncoder(_output);
        _decoder = new BinaryDecoder(_input);
    }

    protected override void WriteDirect()
    {
        _output.Position = 0;
        _writer.Write(Value, _encoder);
    }

    protected override SimpleObject ReadDirect()
    {
        _input.Position = 0;
        return _reader.Read(default!, _decoder);
    }
}
