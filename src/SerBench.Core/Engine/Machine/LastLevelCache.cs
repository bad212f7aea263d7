using System.Globalization;

namespace SerBench.Engine;

/// <summary>Reads the last-level cache size from Linux sysfs (<c>/sys/devices/system/cpu/cpu0/cache/index*/</c>).</summary>
internal static class LastLevelCache
{
    private const string CacheRoot = "/sys/devices/system/cpu/cpu0/cache";

    /// <summary>The size in bytes of the highest-level cache, or null where the OS does not say.</summary>
    public static long? Bytes(string root = CacheRoot)
    {
        try
        {
            if (!Directory.Exists(root))
            {
                return null;
            }

            return Directory.EnumerateDirectories(root, "index*")
                .Select(ReadIndex)
                .Where(c => c is not null)
                .OrderByDescending(c => c!.Value.Level)
                .ThenByDescending(c => c!.Value.Bytes)
                .Select(c => (long?)c!.Value.Bytes)
                .FirstOrDefault();
        }
        catch (IOException)
        {
            return null;
        }
        catch (UnauthorizedAccessException)
        {
            return null;
        }
    }

    private static (int Level, long Bytes)? ReadIndex(string directory)
    {
        var levelFile = Path.Combine(directory, "level");
        var sizeFile = Path.Combine(directory, "size");
        if (!File.Exists(levelFile) || !File.Exists(sizeFile))
        {
            return null;
        }

        if (!int.TryParse(File.ReadAllText(levelFile).Trim(), NumberStyles.Integer, CultureInfo.InvariantCulture, out var level))
        {
            return null;
        }

        var bytes = ParseSize(File.ReadAllText(sizeFile).Trim());
        return bytes is { } b ? (level, b) : null;
    }

    /// <summary>Parses sysfs sizes such as "32768K", "1M" or "512".</summary>
    internal static long? ParseSize(string text)
    {
        if (text.Length == 0)
        {
            return null;
        }

        var multiplier = char.ToUpperInvariant(text[^1]) switch
        {
            'K' => 1024L,
            'M' => 1024L * 1024,
            'G' => 1024L * 1024 * 1024,
            _ => 1L,
        };
        var digits = multiplier == 1 ? text : text[..^1];
        return long.TryParse(digits, NumberStyles.Integer, CultureInfo.InvariantCulture, out var value) ? value * multiplier : null;
    }
}
