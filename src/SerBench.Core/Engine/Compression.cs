using System.IO.Compression;

namespace SerBench.Engine;

/// <summary>
/// Compressed sizes of serialized bytes: gzip and brotli at <see cref="CompressionLevel.Optimal"/>, and
/// zstd at level 3 through the machine's libzstd when it can be loaded.
/// </summary>
public static class Compression
{
    /// <summary>The zstd level the lab uses (zstd's own default).</summary>
    public const int ZstdLevel = 3;

    /// <summary>Null when zstd sizes are available; otherwise why not (reports print it beside "n/a").</summary>
    public static string? ZstdUnavailableReason => ZstdNative.UnavailableReason;

    public static long GzipSize(ReadOnlySpan<byte> data)
    {
        var counter = new CountingStream();
        using (var gzip = new GZipStream(counter, CompressionLevel.Optimal, leaveOpen: true))
        {
            gzip.Write(data);
        }

        return counter.Length;
    }

    public static long BrotliSize(ReadOnlySpan<byte> data)
    {
        var counter = new CountingStream();
        using (var brotli = new BrotliStream(counter, CompressionLevel.Optimal, leaveOpen: true))
        {
            brotli.Write(data);
        }

        return counter.Length;
    }

    /// <summary>The zstd level-3 size, or null when libzstd is not available (see <see cref="ZstdUnavailableReason"/>).</summary>
    public static long? ZstdSize(ReadOnlySpan<byte> data) => ZstdNative.CompressedSize(data, ZstdLevel);
}
