using System.Text.Json;

namespace SerBench.Interop.BdnJson;

/// <summary>
/// Reads a BenchmarkDotNet full JSON document as a run. One that SerBench exported reads back whole from its "SerBench"
/// members; any other is read from BenchmarkDotNet's own members (see <see cref="BdnCellReader"/>), with what the file
/// does not say (GC mode, machine identity, sizes) left unknown.
/// </summary>
internal static class BdnImporter
{
    /// <summary>Written as the run's preset and SerBench version, so setup differences show where a run came from.</summary>
    public const string Origin = "benchmarkdotnet";

    /// <summary>True for a JSON object with a Benchmarks member: what this reader takes, rather than run.json's reader.</summary>
    public static bool IsBdnJson(JsonElement root) => root.ValueKind == JsonValueKind.Object && root.TryGetProperty("Benchmarks", out _);

    public static RunFile Read(string file, JsonElement root)
    {
        var document = new BdnElement(file, "$", root);
        var benchmarks = document.Member("Benchmarks") is { } list ? list.Items().ToList() : throw document.Missing("Benchmarks", "an array");
        if (benchmarks.Count == 0)
        {
            throw new RunFileException($"The BenchmarkDotNet JSON file {file} has no benchmarks ($.Benchmarks is empty): nothing to read.");
        }

        var run = document.Member("SerBench") is { } extension ? Exported(file, extension) : null;
        var cells = benchmarks.Select(b => b.Object().Member("SerBench") is { } cell && run is not null ? ExportedCell(cell) : BdnCellReader.Read(b)).ToList();
        var duplicate = cells.GroupBy(c => (c.Serializer, c.Payload, c.PayloadSize, c.Operation)).FirstOrDefault(g => g.Count() > 1);
        if (duplicate is not null)
        {
            var (serializer, payload, size, operation) = duplicate.Key;
            throw new RunFileException(
                $"The BenchmarkDotNet JSON file {file} has {duplicate.Count()} benchmarks that read as the same cell ({serializer} · {payload}@{size} · {operation}), " +
                "perhaps one per job (runtime or toolchain). Export one job per file, or give each benchmark its own parameters.");
        }

        return run is not null ? run with { Cells = [.. cells, .. run.Cells] } : Foreign(file, document, cells);
    }

    private static RunFile Exported(string file, BdnElement extension)
    {
        try
        {
            return RunFiles.RunFileParser.Parse($"{file} ($.SerBench)", JsonSerializer.SerializeToUtf8Bytes(extension.Object().Value));
        }
        catch (RunFileException ex)
        {
            throw new RunFileException($"The BenchmarkDotNet JSON file {file} has a $.SerBench member that is not a SerBench run: {ex.Message}", ex);
        }
    }

    private static CellRecord ExportedCell(BdnElement cell)
    {
        try
        {
            return cell.Object().Value.Deserialize<CellRecord>(RunFileJson.Options) ?? throw cell.Wrong("a cell record");
        }
        catch (JsonException ex)
        {
            throw new RunFileException($"The BenchmarkDotNet JSON file {cell.File} has {cell.Path} that is not a SerBench cell: {ex.Message}", ex);
        }
    }

    private static RunFile Foreign(string file, BdnElement document, List<CellRecord> cells)
    {
        var host = document.Member("HostEnvironmentInfo")?.Object();
        var bdnVersion = host?.OptionalString("BenchmarkDotNetVersion");
        return new RunFile
        {
            SerbenchVersion = $"none ({Origin} {bdnVersion ?? "unknown version"})",
            Preset = Origin,
            StartedUtc = Started(file, document.OptionalString("Title")),
            CommandLine = null,
            Environment = new EnvironmentRecord
            {
                Os = host?.OptionalString("OsVersion") ?? "unknown",
                Cpu = host?.OptionalString("ProcessorName") ?? "unknown",
                LogicalCores = (int)(host?.OptionalWhole("LogicalCoreCount") ?? 0),
                Runtime = host?.OptionalString("RuntimeVersion") ?? "unknown",
                Gc = "unknown",
                // The file does not say; the runtime's default (on since .NET 8), which BenchmarkDotNet keeps unless told.
                TieredPgo = true,
                BenchmarkDotNetVersion = bdnVersion,
            },
            Serializers = [.. cells.Select(c => c.Serializer).Distinct().Select(s => new SerializerRecord
            {
                Id = s, DisplayName = s, Package = "unknown (a BenchmarkDotNet benchmark)", Format = "unknown", Installed = true,
            })],
            Payloads = [.. cells.Select(c => (c.Payload, c.PayloadSize)).Distinct().Select(p => new PayloadRecord(p.Payload, "from the benchmark's parameters", p.PayloadSize, null))],
            Cells = cells,
        };
    }

    /// <summary>BenchmarkDotNet's Title ends in the run's start, "Name-20261203-131101" (its local time, read as UTC); else the file's time.</summary>
    private static DateTime Started(string file, string? title)
    {
        if (title is { Length: > 16 } &&
            DateTime.TryParseExact(title[^15..], "yyyyMMdd-HHmmss", CultureInfo.InvariantCulture, DateTimeStyles.AssumeUniversal | DateTimeStyles.AdjustToUniversal, out var started))
        {
            return started;
        }

        return File.GetLastWriteTimeUtc(file);
    }
}
