namespace SerBench.Engine;

/// <summary>
/// A cell a lab will measure, named before it is measured. A sweep's cells grow with their size and differ by serializer
/// many times over, so a display that knows which cells are still to come can weigh them, where counting them alike
/// reads the sweep's cheap first sizes as the cost of its last ones.
/// </summary>
public sealed record PlannedCell(string Serializer, string Payload, int Size, string Operation);
