using SerBench.Payloads;
using SerBench.Payloads.Models;
using SerBench.Serializers.OData;

namespace SerBench.Overhead.Rows;

/// <summary>
/// The eight OData rows, which write seed 003's customer collection only (100 customers, a run's default): ODataMessageWriter and
/// ODataMessageReader with the row's settings over reused MemoryStreams, as a user writing to and reading from memory calls them.
/// </summary>
public abstract class ODataOverhead : RowOverheadBenchmarks<List<Customer>>
{
    private readonly ODataSetup _setup;
    private readonly MemoryStream _output = new();
    private MemoryStream _input = null!;
    private ODataCustomersIo _io = null!;

    private protected ODataOverhead(string rowId, ODataSetup setup)
    {
        RowId = rowId;
        _setup = setup;
    }

    protected override string RowId { get; }

    /// <summary>The async rows' reads continue on pool threads (their awaits do not all complete at once).</summary>
    public override bool WorksOnOtherThreads => _setup.Async;

    protected sealed override Payload<List<Customer>> Payload => BuiltInPayloads.Customers;

    protected override void Prepare()
    {
        _input = new MemoryStream(Bytes, writable: false);
        _io = new ODataCustomersIo(_setup, _output, _input);
    }

    protected override void WriteDirect()
    {
        _output.Position = 0;
        _io.Write(Value);
    }

    protected override List<Customer> ReadDirect()
    {
        _input.Position = 0;
        return _io.Read();
    }
}
