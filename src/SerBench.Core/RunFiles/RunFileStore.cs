namespace SerBench.RunFiles;

/// <summary>Reads and writes <c>run.json</c>. Writes are atomic (temporary file, then rename), so a crash never leaves half a file.</summary>
public static class RunFileStore
{
    /// <summary>The file name of a run file inside a run folder.</summary>
    public const string FileName = "run.json";

    /// <summary>Writes <paramref name="run"/> to <c>directory/run.json</c>, replacing the previous version atomically.</summary>
    public static void Write(string directory, RunFile run) => throw new NotImplementedException();

    /// <summary>
    /// Reads a run file from a run folder or a file path. Throws <see cref="RunFileException"/> saying
    /// what is wrong (missing, empty, truncated, not a SerBench run, newer schema) and what is accepted.
    /// </summary>
    public static RunFile Read(string folderOrFile) => throw new NotImplementedException();
}

/// <summary>A run file that cannot be read, with a message that says why and what is accepted.</summary>
public sealed class RunFileException(string message, Exception? inner = null) : Exception(message, inner);
