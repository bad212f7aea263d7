using System.Text.Json;

namespace SerBench.Labs.Micro.Counts;

/// <summary>What one counting process is asked to do: one serializer's cells, counted on the measuring thread or on every thread.</summary>
internal sealed record CountsWorkerSpec
{
    public required string Serializer { get; init; }

    /// <summary>The cells in counting order; consecutive cells of one payload and size share one preparation.</summary>
    public required IReadOnlyList<MicroWorkerCell> Cells { get; init; }

    /// <summary>True to count every thread's work (a row whose calls continue on other threads).</summary>
    public bool AllThreads { get; init; }

    /// <summary>How long a counted window's calls take uninstrumented, by the warm-up's last round (under callgrind they take many times longer).</summary>
    public double WindowMilliseconds { get; init; } = 20;

    /// <summary>The JSON sample the run's sample payloads came from (the child loads it as the lab did).</summary>
    public string? Sample { get; init; }

    public static CountsWorkerSpec Read(string path) =>
        JsonSerializer.Deserialize<CountsWorkerSpec>(File.ReadAllText(path), ProtocolJson.Options)
        ?? throw new InvalidDataException($"The counting spec {path} is empty.");

    public void Write(string path) => File.WriteAllText(path, JsonSerializer.Serialize(this, ProtocolJson.Options));
}

/// <summary>A cell as its counting process prepared it: its status (a failed round trip is failed, with the difference) and sizes.</summary>
internal sealed record CountsPrepared(int Index, string Status, string? Reason = null, string? Diff = null, long? SizeBytes = null, long? GzipBytes = null, long? BrotliBytes = null, long? ZstdBytes = null);

/// <summary>
/// One counted window of a cell: <see cref="Calls"/> calls between two client requests, the dump that holds their
/// counts, and what the runtime saw meanwhile (allocations on this thread and in the process, collections, methods compiled).
/// </summary>
internal sealed record CountsWindow(int Index, int Window, long Calls, string Dump, long ThreadBytes, long ProcessBytes, int Gen0, int Gen1, int Gen2, long Compiled);

/// <summary>How the warm-up ended: rounds, methods compiled, and whether the count of compiled methods had stopped moving.</summary>
internal sealed record CountsWarmUp(int Rounds, long Compiled, bool Settled, double Seconds);

/// <summary>The lines a counting process writes on standard output; other output (an adapter's own) is ignored.</summary>
internal static class CountsWorkerProtocol
{
    public const string Prepared = "SERBENCH-COUNTS-PREPARED ";
    public const string Window = "SERBENCH-COUNTS-WINDOW ";
    public const string WarmUp = "SERBENCH-COUNTS-WARMUP ";

    public static string Line<T>(string prefix, T value) => prefix + JsonSerializer.Serialize(value, ProtocolJson.Compact);

    public static T Parse<T>(string line, string prefix) =>
        JsonSerializer.Deserialize<T>(line[prefix.Length..], ProtocolJson.Compact) ?? throw new JsonException($"An empty '{prefix.Trim()}' line.");
}
