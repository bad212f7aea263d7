using System.Buffers;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using SerBench.Engine;
using SerBench.Payloads;
using SerBench.Payloads.Models;
using SerBench.Serializers;

namespace SerBench.Overhead;

/// <summary>
/// System.Text.Json called directly (reused writer and buffer) against the same work through the `stj`
/// adapter's codec and the engine's timed path (<see cref="CellOperation"/>), for Simple. The ratio is
/// what the lab's layering costs; the target is at most 3 %.
/// </summary>
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
[MemoryDiagnoser]
public class AdapterOverheadBenchmarks
{
    private readonly ArrayBufferWriter<byte> _directBuffer = new(4096);
    private readonly ArrayBufferWriter<byte> _labBuffer = new(4096);
    private readonly Utf8JsonWriter _writer = new(Stream.Null);
    private JsonTypeInfo<SimpleObject> _typeInfo = null!;
    private SimpleObject _value = null!;
    private byte[] _bytes = null!;
    private CellOperation _serialize = null!;
    private CellOperation _deserialize = null!;
    private SimpleObject? _last;

    [GlobalSetup]
    public void Setup()
    {
        _value = BuiltInPayloads.Simple.Create(1);
        var options = new JsonSerializerOptions();
        options.MakeReadOnly(populateMissingResolver: true);
        _typeInfo = (JsonTypeInfo<SimpleObject>)options.GetTypeInfo(typeof(SimpleObject));
        _bytes = JsonSerializer.SerializeToUtf8Bytes(_value, _typeInfo);

        var adapter = BuiltInSerializers.Installed().Single(a => a.Info.Id == "stj");
        var codec = adapter.CreateCodec<SimpleObject>(BuiltInPayloads.Simple);
        _serialize = CellOperation.Create(RunFiles.Operations.Serialize, codec, _value, _bytes, _labBuffer);
        _deserialize = CellOperation.Create(RunFiles.Operations.Deserialize, codec, _value, _bytes, _labBuffer);
    }

    [Benchmark(Baseline = true)]
    [BenchmarkCategory("serialize")]
    public void SerializeDirect()
    {
        _directBuffer.ResetWrittenCount();
        _writer.Reset(_directBuffer);
        JsonSerializer.Serialize(_writer, _value, _typeInfo);
    }

    [Benchmark]
    [BenchmarkCategory("serialize")]
    public void SerializeThroughAdapter() => _serialize.Invoke();

    [Benchmark(Baseline = true)]
    [BenchmarkCategory("deserialize")]
    public void DeserializeDirect() => _last = JsonSerializer.Deserialize(_bytes, _typeInfo);

    [Benchmark]
    [BenchmarkCategory("deserialize")]
    public void DeserializeThroughAdapter() => _deserialize.Invoke();

    [GlobalCleanup]
    public void Cleanup()
    {
        _writer.Dispose();
        GC.KeepAlive(_last);
    }
}
