using System.Security.Cryptography;

namespace SerBench.Hosting.Builds;

/// <summary>A SerBench source tree: found above a start folder, and hashed so that any change to a source file makes a new key.</summary>
public static class SourceTree
{
    private static readonly string[] SourceExtensions = [".cs", ".csproj", ".props", ".proto", ".json", ".targets"];

    /// <summary>The file at <paramref name="relativePath"/> in the first folder above one of <paramref name="startDirectories"/> that has it, or null.</summary>
    public static string? Find(IEnumerable<string> startDirectories, string relativePath)
    {
        ArgumentNullException.ThrowIfNull(startDirectories);
        foreach (var start in startDirectories)
        {
            for (var directory = new DirectoryInfo(start); directory is not null; directory = directory.Parent)
            {
                var candidate = Path.Combine(directory.FullName, relativePath);
                if (File.Exists(candidate))
                {
                    return candidate;
                }
            }
        }

        return null;
    }

    /// <summary>
    /// Hash of every source file's path, length and time under <paramref name="root"/>/src and <paramref name="root"/>
    /// itself (obj and bin left out): a change republishes. 16 hex digits.
    /// </summary>
    public static string Key(string root)
    {
        var text = new StringBuilder();
        var src = Path.Combine(root, "src");
        var files = (Directory.Exists(src) ? Directory.EnumerateFiles(src, "*", SearchOption.AllDirectories) : [])
            .Concat(Directory.EnumerateFiles(root, "*", SearchOption.TopDirectoryOnly))
            .Where(f => SourceExtensions.Contains(Path.GetExtension(f), StringComparer.OrdinalIgnoreCase))
            .Where(f => !f.Contains($"{Path.DirectorySeparatorChar}obj{Path.DirectorySeparatorChar}", StringComparison.Ordinal)
                && !f.Contains($"{Path.DirectorySeparatorChar}bin{Path.DirectorySeparatorChar}", StringComparison.Ordinal))
            .Order(StringComparer.Ordinal);
        foreach (var file in files)
        {
            var info = new FileInfo(file);
            text.Append(CultureInfo.InvariantCulture, $"{Path.GetRelativePath(root, file)}|{info.Length}|{info.LastWriteTimeUtc.Ticks}\n");
        }

        return Hash(text.ToString());
    }

    /// <summary>The first 16 hex digits of the SHA-256 of <paramref name="text"/>.</summary>
    public static string Hash(string text) => Convert.ToHexStringLower(SHA256.HashData(Encoding.UTF8.GetBytes(text)))[..16];
}
