namespace SerBench.Labs.Micro;

/// <summary>A cell of the plan and the serializer it belongs to; the cell's index is its place in the run's reports.</summary>
internal sealed record PlanCell(string Serializer, MicroWorkerCell Cell);
