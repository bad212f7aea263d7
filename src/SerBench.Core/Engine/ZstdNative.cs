using System.Runtime.InteropServices;

namespace SerBench.Engine;

/// <summary>
/// zstd through the machine's own libzstd (no zstd package is held here). Loaded once by name with
/// <see cref="NativeLibrary"/>, so a missing library becomes a reason rather than an exception.
/// </summary>
internal static unsafe class ZstdNative
{
    private static readonly string[] LibraryNames = ["libzstd.so.1", "libzstd.so", "libzstd.1.dylib", "libzstd.dylib", "libzstd.dll", "zstd.dll"];

    private static readonly Lazy<Api?> Loaded = new(Load);
    private static string? _unavailableReason;

    public static string? UnavailableReason => Loaded.Value is null ? _unavailableReason : null;

    public static long? CompressedSize(ReadOnlySpan<byte> data, int level)
    {
        if (Loaded.Value is not { } api)
        {
            return null;
        }

        var bound = api.CompressBound((nuint)data.Length);
        var destination = new byte[checked((int)bound)];
        nuint written;
        fixed (byte* src = data)
        fixed (byte* dst = destination)
        {
            written = api.Compress(dst, bound, src, (nuint)data.Length, level);
        }

        if (api.IsError(written) != 0)
        {
            var name = Marshal.PtrToStringUTF8((IntPtr)api.GetErrorName(written));
            throw new InvalidOperationException($"libzstd failed to compress {data.Length} bytes: {name}.");
        }

        return (long)written;
    }

    private static Api? Load()
    {
        foreach (var name in LibraryNames)
        {
            if (!NativeLibrary.TryLoad(name, out var handle))
            {
                continue;
            }

            if (NativeLibrary.TryGetExport(handle, "ZSTD_compressBound", out var bound) &&
                NativeLibrary.TryGetExport(handle, "ZSTD_compress", out var compress) &&
                NativeLibrary.TryGetExport(handle, "ZSTD_isError", out var isError) &&
                NativeLibrary.TryGetExport(handle, "ZSTD_getErrorName", out var errorName))
            {
                return new Api(
                    (delegate* unmanaged<nuint, nuint>)bound,
                    (delegate* unmanaged<byte*, nuint, byte*, nuint, int, nuint>)compress,
                    (delegate* unmanaged<nuint, uint>)isError,
                    (delegate* unmanaged<nuint, byte*>)errorName);
            }

            _unavailableReason = $"libzstd found as {name} but it lacks ZSTD_compress/ZSTD_compressBound/ZSTD_isError";
            return null;
        }

        _unavailableReason = $"libzstd not found (tried {string.Join(", ", LibraryNames)}); install the zstd library (Debian: libzstd1) for zstd sizes";
        return null;
    }

    private sealed class Api(
        delegate* unmanaged<nuint, nuint> compressBound,
        delegate* unmanaged<byte*, nuint, byte*, nuint, int, nuint> compress,
        delegate* unmanaged<nuint, uint> isError,
        delegate* unmanaged<nuint, byte*> getErrorName)
    {
        public nuint CompressBound(nuint size) => compressBound(size);

        public nuint Compress(byte* dst, nuint capacity, byte* src, nuint size, int level) => compress(dst, capacity, src, size, level);

        public uint IsError(nuint code) => isError(code);

        public byte* GetErrorName(nuint code) => getErrorName(code);
    }
}
