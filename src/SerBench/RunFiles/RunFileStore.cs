using System.Text.Json;

namespace SerBench.RunFiles;

/// <summary>Reads and writes <c>run.json</c>. Writes are atomic (temporary file, then rename), so a crash never leaves half a file.</summary>
public static class RunFileStore
{
    /// <summary>The file name of a run file inside a run folder.</summary>
    public const string FileName = "run.json";

    /// <summary>Writes <paramref name="run"/> to <c>directory/run.json</c>, replacing the previous version atomically.</summary>
    public static void Write(string directory, RunFile run)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(directory);
        ArgumentNullException.ThrowIfNull(run);
        Directory.CreateDirectory(directory);
        var target = Path.Combine(directory, FileName);

        // Same folder, so the final move is a rename on one file system, never a copy.
        var temporary = Path.Combine(directory, $".{FileName}.{Environment.ProcessId}.{Guid.NewGuid():N}.tmp");
        try
        {
            using (var stream = new FileStream(temporary, FileMode.CreateNew, FileAccess.Write, FileShare.None))
            {
                JsonSerializer.Serialize(stream, run, RunFileJson.Options);
                stream.Flush(flushToDisk: true);
            }

            File.Move(temporary, target, overwrite: true);
        }
        finally
        {
            if (File.Exists(temporary))
            {
                File.Delete(temporary);
            }
        }
    }

    /// <summary>
    /// Reads a run file from a run folder or a file path. Throws <see cref="RunFileException"/> saying
    /// what is wrong (missing, empty, truncated, not a SerBench run, newer schema) and what is accepted.
    /// </summary>
    public static RunFile Read(string folderOrFile)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(folderOrFile);
        var file = ResolveFile(folderOrFile);
        byte[] bytes;
        try
        {
            bytes = File.ReadAllBytes(file);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            throw new RunFileException($"Cannot read the run file {file}: {ex.Message}", ex);
        }

        return RunFileParser.Parse(file, bytes);
    }

    private static string ResolveFile(string folderOrFile)
    {
        if (Directory.Exists(folderOrFile))
        {
            var inFolder = Path.Combine(folderOrFile, FileName);
            if (!File.Exists(inFolder))
            {
                throw new RunFileException(
                    $"The folder {folderOrFile} has no {FileName}. Give a run folder written by 'serbench run' (it holds {FileName}) or the path of a {FileName} file.");
            }

            return inFolder;
        }

        if (File.Exists(folderOrFile))
        {
            return folderOrFile;
        }

        throw new RunFileException(
            $"No run file or run folder at {folderOrFile}. Give a run folder written by 'serbench run' (it holds {FileName}) or the path of a {FileName} file.");
    }
}

/// <summary>A run file that cannot be read, with a message that says why and what is accepted.</summary>
public sealed class RunFileException(string message, Exception? inner = null) : Exception(message, inner);
