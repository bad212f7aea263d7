using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using SerBench.Payloads.Models;

namespace SerBench.Overhead.Rows;

/// <summary>`mongodb-bson`: BsonSerializer through a BsonBinaryWriter over a reused MemoryStream, and Deserialize&lt;T&gt; of the bytes, as its users call it.</summary>
public class MongoBsonOverhead : RowOverheadBenchmarks
{
    private readonly MemoryStream _output = new();

    protected override string RowId => "mongodb-bson";

    protected override void WriteDirect()
    {
        _output.SetLength(0);
        using var writer = new BsonBinaryWriter(_output);
        BsonSerializer.Serialize(writer, Value);
    }

    protected override SimpleObject ReadDirect() => BsonSerializer.Deserialize<SimpleObject>(Bytes);
}
