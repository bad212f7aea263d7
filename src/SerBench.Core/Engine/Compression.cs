using System.IO.Compression;

namespace SerBench.Engine;

/// <summary>
/// Compressed sizes of serialized bytes at settings named exactly, so the legend can state them and they do not
/// move with the runtime: gzip at zlib level 6, brotli at quality 4 with a 22-bit window (what .NET's
/// CompressionLevel.Optimal means for each today; a test checks it), and zstd at level 3 through the machine's
/// libzstd when it can be loaded. Each size is a whole container for the one message, headers and trailers included.
/// </summary>
public static class Compression
{
    /// <summary>The zstd level the lab uses (zstd's own default).</summary>
    public const int ZstdLevel = 3;

    /// <summary>The zlib level of the gzip sizes (zlib's default).</summary>
    public const int GzipLevel = 6;

    /// <summary>The brotli quality of the brotli sizes.</summary>
    public const int BrotliQuality = 4;

    /// <summary>The brotli window, in bits (log2 of its size).</summary>
    public const int BrotliWindowBits = 22;

    /// <summary>One line for legends: the settings and what a size includes.</summary>
    public const string Settings =
        "gzip at zlib level 6, brotli at quality 4 (22-bit window), zstd at level 3; each size is the whole container for the one message, " +
        "so it includes the format's header and trailer (gzip adds 18 bytes), which is why a tiny payload can come out larger than it went in";

    /// <summary>Null when zstd sizes are available; otherwise why not (reports print it beside "n/a").</summary>
    public static string? ZstdUnavailableReason => ZstdNative.UnavailableReason;

    public static long GzipSize(ReadOnlySpan<byte> data)
    {
        var counter = new CountingStream();
        using (var gzip = new GZipStream(counter, new ZLibCompressionOptions { CompressionLevel = GzipLevel }, leaveOpen: true))
        {
            gzip.Write(data);
        }

        return counter.Length;
    }

    public static long BrotliSize(ReadOnlySpan<byte> data)
    {
        var buffer = new byte[BrotliEncoder.GetMaxCompressedLength(data.Length)];
        return BrotliEncoder.TryCompress(data, buffer, out var written, BrotliQuality, BrotliWindowBits)
            ? written
            : throw new InvalidOperationException($"brotli failed to compress {data.Length} bytes.");
    }

    /// <summary>The zstd level-3 size, or null when libzstd is not available (see <see cref="ZstdUnavailableReason"/>).</summary>
    public static long? ZstdSize(ReadOnlySpan<byte> data) => ZstdNative.CompressedSize(data, ZstdLevel);
}
