using System.Buffers;
using SerBench.Adapters;
using SerBench.Adapters.IO;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.OData;

/// <summary>The OData rows' codec: <see cref="ODataCustomersIo"/> over the lab's stream over its buffer and over the bytes.</summary>
internal sealed class ODataCustomersCodec : ICodec<List<Customer>>
{
    private readonly BufferWriterStream _output = new();
    private readonly ReadOnlyMemoryStream _input = new();
    private readonly ODataCustomersIo _io;

    public ODataCustomersCodec(ODataSetup setup) => _io = new ODataCustomersIo(setup, _output, _input);

    public void Serialize(List<Customer> value, IBufferWriter<byte> output)
    {
        _output.Reset(output);
        _io.Write(value);
        _output.Flush();
    }

    public List<Customer> Deserialize(ReadOnlyMemory<byte> data)
    {
        _input.Reset(data);
        return _io.Read();
    }
}
