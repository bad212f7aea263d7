namespace SerBench.Commands;

/// <summary>Where a run goes: --out if it is new or empty (a run is never overwritten), else results/&lt;UTC timestamp&gt;/.</summary>
internal static class OutputFolder
{
    public static (string? Path, string? Error) Resolve(string? value, string workingDirectory, TimeProvider clock)
    {
        if (value is not null)
        {
            if (string.IsNullOrWhiteSpace(value))
            {
                return (null, "--out needs a folder path, e.g. --out results/today.");
            }

            var path = Path.GetFullPath(value, workingDirectory);
            if (File.Exists(path))
            {
                return (null, $"--out '{value}' is a file. Give a folder that does not exist yet or is empty.");
            }

            if (Directory.Exists(path) && Directory.EnumerateFileSystemEntries(path).Any())
            {
                return (null, $"The output folder '{path}' already exists and is not empty; SerBench never overwrites a run. Give --out a new or empty folder.");
            }

            return (path, null);
        }

        var stamp = clock.GetUtcNow().UtcDateTime.ToString("yyyyMMdd-HHmmss", CultureInfo.InvariantCulture);
        var root = Path.Combine(workingDirectory, "results");
        var candidate = Path.Combine(root, stamp);
        for (var n = 2; Directory.Exists(candidate) && Directory.EnumerateFileSystemEntries(candidate).Any(); n++)
        {
            candidate = Path.Combine(root, $"{stamp}-{n.ToString(CultureInfo.InvariantCulture)}");
        }

        return (candidate, null);
    }
}
