using System.Text.Json;
using System.Text.Json.Serialization;

namespace SerBench.Labs.Robustness;

/// <summary>One case sent to a worker: its index and the input bytes (base64 in the JSON line).</summary>
internal sealed record WorkerRequest(int Index, byte[] Input);

/// <summary>
/// A worker's answer for one case. The parent builds answers itself for the outcomes a worker cannot report
/// (hang, crash, and an out-of-memory that killed the process).
/// </summary>
internal sealed record WorkerReply
{
    public int Index { get; init; }

    public required string Outcome { get; init; }

    /// <summary>The exception type of a rejection (or of an out-of-memory), full name.</summary>
    public string? Exception { get; init; }

    /// <summary>The exception message, the first difference of a silent corruption, or what killed the worker.</summary>
    public string? Detail { get; init; }

    /// <summary>Bytes the deserialization allocated (all threads), when the worker lived to count them.</summary>
    public long? AllocatedBytes { get; init; }

    public double ElapsedMs { get; init; }
}

/// <summary>The line protocol between the lab and its workers: JSON lines behind a marker, so stray library output is ignored.</summary>
internal static class WorkerProtocol
{
    public const string Marker = "@@serbench-worker ";
    public const string Ready = Marker + "ready";

    public static JsonSerializerOptions Options { get; } = new(JsonSerializerDefaults.Web)
    {
        DefaultIgnoreCondition = JsonIgnoreCondition.WhenWritingNull,
    };

    public static string Line<T>(T message) => JsonSerializer.Serialize(message, Options);

    public static T? Parse<T>(string line) => JsonSerializer.Deserialize<T>(line, Options);
}
