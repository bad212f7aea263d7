namespace SerBench.Labs.Robustness;

/// <summary>One file of a user's corpus: its path relative to the corpus folder and its JSONTestSuite class.</summary>
internal sealed record CorpusFile(string FullPath, string Name, long Bytes)
{
    /// <summary>y (must accept), n (must reject), i (either) from the file name's prefix; null for other names.</summary>
    public char? Class => System.IO.Path.GetFileName(Name) is { Length: > 2 } file && file[1] == '_' && file[0] is 'y' or 'n' or 'i' ? file[0] : null;
}

/// <summary>Finds a corpus's files, in a stable order, and refuses the ones too large to feed.</summary>
internal static class CorpusFiles
{
    /// <summary>Every file under <paramref name="directory"/>, recursively, ordered by relative path; throws with a reason when the folder is unusable.</summary>
    public static IReadOnlyList<CorpusFile> Find(string directory)
    {
        if (!Directory.Exists(directory))
        {
            throw new DirectoryNotFoundException($"The corpus folder {directory} does not exist; --corpus takes a folder of input files (searched recursively).");
        }

        var files = Directory.EnumerateFiles(directory, "*", new EnumerationOptions { RecurseSubdirectories = true, IgnoreInaccessible = true, AttributesToSkip = 0 })
            .Select(path => new CorpusFile(path, Path.GetRelativePath(directory, path).Replace('\\', '/'), new FileInfo(path).Length))
            .OrderBy(f => f.Name, StringComparer.Ordinal)
            .ToList();
        return files.Count > 0
            ? files
            : throw new InvalidDataException($"The corpus folder {directory} holds no files; put the inputs to feed (any bytes, any names) in it or its subfolders.");
    }
}
