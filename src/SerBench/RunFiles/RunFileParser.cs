using System.Text.Json;

namespace SerBench.RunFiles;

/// <summary>
/// Checks a run file's bytes in the order a reader needs: present, valid JSON, a SerBench run, a schema
/// this build understands, every required member there; each failure says where and what is accepted.
/// </summary>
internal static class RunFileParser
{
    private const string Accepted = "SerBench reads the run.json that 'serbench run' writes.";

    public static RunFile Parse(string file, byte[] bytes)
    {
        if (bytes.AsSpan().Trim(" \t\r\n"u8).IsEmpty)
        {
            throw new RunFileException($"The run file {file} is empty. {Accepted} Run the lab again to produce it.");
        }

        CheckShape(file, bytes);

        RunFile? run;
        try
        {
            run = JsonSerializer.Deserialize<RunFile>(bytes, RunFileJson.Options);
        }
        catch (JsonException ex)
        {
            throw new RunFileException($"The run file {file} does not match the run file schema at {ex.Path ?? "$"}: {ex.Message}", ex);
        }

        if (run is null)
        {
            throw new RunFileException($"The run file {file} holds null instead of a run. {Accepted}");
        }

        for (var i = 0; i < run.Cells.Count; i++)
        {
            if (run.Cells[i] is null)
            {
                throw new RunFileException($"The run file {file} has null at $.cells[{i}]; every cell must be an object.");
            }
        }

        return run;
    }

    private static void CheckShape(string file, byte[] bytes)
    {
        JsonDocument document;
        try
        {
            document = JsonDocument.Parse(bytes);
        }
        catch (JsonException ex)
        {
            var where = $"line {(ex.LineNumber ?? 0) + 1}, byte {(ex.BytePositionInLine ?? 0) + 1}";
            var truncated = ex.Message.Contains("end of data", StringComparison.OrdinalIgnoreCase) ||
                            ex.Message.Contains("Expected depth to be zero", StringComparison.OrdinalIgnoreCase);
            var what = truncated
                ? "ends before the JSON is complete (truncated, perhaps by a crash or a full disk)"
                : "is not valid JSON";
            throw new RunFileException($"The run file {file} {what}: {where}. {ex.Message} {Accepted}", ex);
        }

        using (document)
        {
            var root = document.RootElement;
            if (root.ValueKind != JsonValueKind.Object)
            {
                throw new RunFileException(
                    $"The file {file} is not a SerBench run: its JSON is {Describe(root.ValueKind)}, not an object with schemaVersion and cells. {Accepted}");
            }

            var hasVersion = root.TryGetProperty("schemaVersion", out var version);
            var hasCells = root.TryGetProperty("cells", out var cells);
            if (!hasVersion || !hasCells)
            {
                var missing = string.Join(" and ", new[] { hasVersion ? null : "schemaVersion", hasCells ? null : "cells" }.OfType<string>());
                throw new RunFileException($"The file {file} is not a SerBench run: it has no {missing}. {Accepted}");
            }

            if (version.ValueKind != JsonValueKind.Number || !version.TryGetInt32(out var schemaVersion) || schemaVersion < 1)
            {
                throw new RunFileException(
                    $"The run file {file} has schemaVersion {version.GetRawText()}; a schema version is a whole number from 1 to {RunFile.CurrentSchemaVersion}.");
            }

            if (schemaVersion > RunFile.CurrentSchemaVersion)
            {
                throw new RunFileException(
                    $"The run file {file} has schema version {schemaVersion}, newer than this SerBench understands (up to {RunFile.CurrentSchemaVersion}). " +
                    "Read it with the SerBench version that wrote it, or update SerBench.");
            }

            if (cells.ValueKind != JsonValueKind.Array)
            {
                throw new RunFileException($"The run file {file} has cells as {Describe(cells.ValueKind)}; cells must be an array of cell records.");
            }
        }
    }

    private static string Describe(JsonValueKind kind) => kind switch
    {
        JsonValueKind.Array => "an array",
        JsonValueKind.String => "a string",
        JsonValueKind.Number => "a number",
        JsonValueKind.True or JsonValueKind.False => "a boolean",
        JsonValueKind.Null => "null",
        _ => kind.ToString().ToLowerInvariant(),
    };
}
