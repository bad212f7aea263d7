using System.Text.Json;
using SerBench.Interop.BdnJson;

namespace SerBench.RunFiles;

/// <summary>
/// What every command that reads a run takes: a run folder or its run.json, or BenchmarkDotNet full JSON (a
/// *-report-full.json file, or a folder holding such files, read together as one run).
/// </summary>
internal static class RunInput
{
    private const string Accepted =
        $"Give a run folder written by 'serbench run' (it holds {RunFileStore.FileName}), a {RunFileStore.FileName} file, or BenchmarkDotNet full JSON (a *{BdnJsonFile.Suffix} file or a folder of them).";

    public static RunFile Read(string folderOrFile)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(folderOrFile);
        if (Directory.Exists(folderOrFile))
        {
            if (File.Exists(Path.Combine(folderOrFile, RunFileStore.FileName)))
            {
                return RunFileStore.Read(folderOrFile);
            }

            var files = Directory.GetFiles(folderOrFile, "*" + BdnJsonFile.Suffix, SearchOption.AllDirectories).Order(StringComparer.Ordinal).ToList();
            return files.Count > 0
                ? Merge(folderOrFile, [.. files.Select(ReadFile)])
                : throw new RunFileException($"The folder {folderOrFile} has no {RunFileStore.FileName} and no *{BdnJsonFile.Suffix} file. {Accepted}");
        }

        return File.Exists(folderOrFile)
            ? ReadFile(folderOrFile)
            : throw new RunFileException($"No run file or run folder at {folderOrFile}. {Accepted}");
    }

    private static RunFile ReadFile(string file)
    {
        byte[] bytes;
        try
        {
            bytes = File.ReadAllBytes(file);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            throw new RunFileException($"Cannot read the run file {file}: {ex.Message}", ex);
        }

        // Only a well-formed object with a Benchmarks member goes to the BenchmarkDotNet reader; everything else gets
        // run.json's own checks and messages (empty, truncated, not JSON, not a run, newer schema).
        try
        {
            using var document = JsonDocument.Parse(bytes);
            if (BdnImporter.IsBdnJson(document.RootElement))
            {
                return BdnImporter.Read(file, document.RootElement);
            }

            if (document.RootElement.ValueKind == JsonValueKind.Object &&
                !document.RootElement.TryGetProperty("schemaVersion", out _) && !document.RootElement.TryGetProperty("cells", out _))
            {
                throw new RunFileException(
                    $"The file {file} is neither a SerBench run (it has no schemaVersion and cells) nor BenchmarkDotNet full JSON (it has no Benchmarks). {Accepted}");
            }
        }
        catch (JsonException)
        {
        }

        return RunFileParser.Parse(file, bytes);
    }

    /// <summary>BenchmarkDotNet writes one file per benchmark class: their cells together, the run's other members from the first file.</summary>
    private static RunFile Merge(string folder, IReadOnlyList<RunFile> runs)
    {
        var cells = runs.SelectMany(r => r.Cells).ToList();
        var duplicate = cells.GroupBy(c => (c.Serializer, c.Payload, c.PayloadSize, c.Operation)).FirstOrDefault(g => g.Count() > 1);
        if (duplicate is not null)
        {
            throw new RunFileException(
                $"The folder {folder} holds BenchmarkDotNet files that both have the cell {duplicate.Key.Serializer} · {duplicate.Key.Payload}@{duplicate.Key.PayloadSize} · {duplicate.Key.Operation}. Give one of the files instead of the folder.");
        }

        return runs[0] with
        {
            Cells = cells,
            Serializers = [.. runs.SelectMany(r => r.Serializers).DistinctBy(s => s.Id)],
            Payloads = [.. runs.SelectMany(r => r.Payloads).DistinctBy(p => (p.Id, p.Size))],
        };
    }
}
