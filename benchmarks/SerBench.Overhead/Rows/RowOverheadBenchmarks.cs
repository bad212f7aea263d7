using SerBench.Payloads;
using SerBench.Payloads.Models;

namespace SerBench.Overhead.Rows;

/// <summary>A row's overhead on Simple, the payload every row that can take it is read on.</summary>
public abstract class RowOverheadBenchmarks : RowOverheadBenchmarks<SimpleObject>
{
    protected sealed override Payload<SimpleObject> Payload => BuiltInPayloads.Simple;
}
