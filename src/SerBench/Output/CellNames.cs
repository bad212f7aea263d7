using SerBench.RunFiles;

namespace SerBench.Output;

/// <summary>How a cell is named in progress lines: "stj · customers@100 · serialize".</summary>
internal static class CellNames
{
    public static string Describe(string serializer, string payload, string operation) => $"{serializer} · {payload} · {operation}";

    public static string Describe(CellRecord cell) =>
        Describe(cell.Serializer, cell.PayloadSize == 1 ? cell.Payload : $"{cell.Payload}@{cell.PayloadSize}", cell.Operation);
}
