using Microsoft.Extensions.DependencyInjection;
using Orleans.Serialization;
using SerBench.Payloads.Models;

namespace SerBench.Overhead.Rows;

/// <summary>`orleans`: Serializer&lt;T&gt; from its own service provider, built once.</summary>
public class OrleansOverhead : RowOverheadBenchmarks
{
    private Serializer<SimpleObject> _serializer = null!;

    protected override string RowId => "orleans";

    protected override void Prepare() => _serializer = NewSerializer();

    protected override void WriteDirect() => _serializer.Serialize(Value, DirectBuffer);

    protected override SimpleObject ReadDirect() => _serializer.Deserialize((ReadOnlyMemory<byte>)Bytes)!;

    /// <summary>Serializer&lt;T&gt; from a service provider of its own, as an Orleans user builds it.</summary>
    internal static Serializer<SimpleObject> NewSerializer() =>
        new ServiceCollection()
            .AddSerializer(builder => builder.AddAssembly(typeof(SimpleObject).Assembly))
            .BuildServiceProvider()
            .GetRequiredService<Serializer<SimpleObject>>();
}
