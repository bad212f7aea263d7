using System.IO.Compression;
using ZstdSharp;

namespace SerBench.Engine;

/// <summary>
/// Compressed sizes of serialized bytes at settings named exactly, so the legend can state them and they do not
/// move with the runtime: gzip at zlib level 6, brotli at quality 4 with a 22-bit window (what .NET's
/// CompressionLevel.Optimal means for each today; a test checks it), and zstd 1.5.7 at level 3 through ZstdSharp, its
/// managed port (one frame from the one-shot call, as ZSTD_compress writes it). Each size is a whole container for the
/// one message, headers and trailers included.
/// </summary>
/// <remarks>
/// Until 2026-11-26 zstd sizes came from the machine's own libzstd, so they moved with its version and were missing where
/// it was absent; the sizes of large payloads differ between the two (measured: docs/measuring.md, 'Measurements behind
/// the code').
/// </remarks>
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

    /// <summary>The zstd this lab compresses with, as a run file records it (run.json's <c>zstd</c>).</summary>
    public static string Zstd { get; } = ZstdName();

    /// <summary>
    /// One line for legends: the settings and what a size includes, for a run whose zstd sizes came from <paramref name="zstd"/>
    /// (null: a run made before 2026-11-26, whose zstd sizes came from the machine's libzstd, its version unrecorded).
    /// </summary>
    public static string SettingsFor(string? zstd) =>
        $"gzip at zlib level 6, brotli at quality 4 (22-bit window), {(zstd is null ? "zstd" : zstd)} at level 3; each size is the whole container for the one message, " +
        "so it includes the format's header and trailer (gzip adds 18 bytes), which is why a tiny payload can come out larger than it went in";

    public static long GzipSize(ReadOnlySpan<byte> data)
    {
        var counter = new CountingStream();
#if NET9_0_OR_GREATER
        using (var gzip = new GZipStream(counter, new ZLibCompressionOptions { CompressionLevel = GzipLevel }, leaveOpen: true))
#else
        // A net8.0 measuring process: its Optimal is zlib's default level, 6, the same bytes (docs/runtimes.md).
        using (var gzip = new GZipStream(counter, CompressionLevel.Optimal, leaveOpen: true))
#endif
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

    private static string ZstdName()
    {
        var version = ZstdSharp.Unsafe.Methods.ZSTD_versionNumber();
        var port = typeof(Compressor).Assembly.GetName().Version;
        return FormattableString.Invariant($"zstd {version / 10000}.{version / 100 % 100}.{version % 100} (ZstdSharp {port?.ToString(3)})");
    }

    public static long ZstdSize(ReadOnlySpan<byte> data)
    {
        using var compressor = new Compressor(ZstdLevel);
        var buffer = new byte[Compressor.GetCompressBound(data.Length)];
        return compressor.Wrap(data, buffer);
    }
}
