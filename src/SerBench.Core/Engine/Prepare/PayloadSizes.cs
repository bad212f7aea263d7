namespace SerBench.Engine;

/// <summary>Serialized size of one (serializer, payload) pair and its compressed sizes, in bytes.</summary>
internal sealed record PayloadSizes(long Raw, long Gzip, long Brotli, long Zstd)
{
    public static PayloadSizes Of(ReadOnlySpan<byte> serialized) => new(
        serialized.Length,
        Compression.GzipSize(serialized),
        Compression.BrotliSize(serialized),
        Compression.ZstdSize(serialized));
}
