namespace SerBench.Labs.Shared;

/// <summary>A sweep lab's cell as its verification left it: status, reason, diff and sizes, before any time is measured.</summary>
internal static class LabCells
{
    public static CellRecord Prepared(string serializer, string payload, int size, string operation, PreparedPair prepared) => new()
    {
        Serializer = serializer,
        Payload = payload,
        PayloadSize = size,
        Operation = operation,
        Status = prepared.Status,
        Reason = prepared.Reason,
        Diff = prepared.Diff,
        SizeBytes = prepared.Sizes?.Raw,
        GzipBytes = prepared.Sizes?.Gzip,
        BrotliBytes = prepared.Sizes?.Brotli,
        ZstdBytes = prepared.Sizes?.Zstd,
    };
}
