using System.Text.Json;
using SerBench.RunFiles;

namespace SerBench.Labs.Micro;

/// <summary>
/// What one measuring process is asked to do: one serializer's cells, in the order given, as one round.
/// Written by the lab to a temporary file that the child reads.
/// </summary>
internal sealed record MicroWorkerSpec
{
    public required string Preset { get; init; }

    public required string Serializer { get; init; }

    /// <summary>
    /// The full name of the serializer's adapter type in the lab program, so a process in which that adapter cannot even
    /// be created (a NativeAOT worker) can fail the row's cells with what its constructor threw (<see cref="RowCreationException"/>).
    /// </summary>
    public string? SerializerType { get; init; }

    public required int Round { get; init; }

    /// <summary>The JSON sample the run's sample payloads came from (the child loads it as the lab did).</summary>
    public string? Sample { get; init; }

    /// <summary>Where serialize cells write ("memory" or "file").</summary>
    public string Sink { get; init; } = Engine.Sinks.Memory;

    /// <summary>The cells in measuring order; consecutive cells of one payload and size share one preparation.</summary>
    public required IReadOnlyList<MicroWorkerCell> Cells { get; init; }

    /// <summary>
    /// Payloads the serializer is warmed with beside the cells' own, unmeasured: the rest of its pairs in the run and the
    /// run's warm set, so a process that measures a few of its cells again warms the same code as the rounds it joins.
    /// </summary>
    public IReadOnlyList<MicroWorkerPayload> Warm { get; init; } = [];

    /// <summary>The fastest canary reading of the run so far, by which the process judges whether to measure a disturbed cell again itself (<see cref="Engine.Interference.InPlaceRetry"/>).</summary>
    public double? CanaryBaselineNs { get; init; }

    /// <summary>
    /// Whether each of the run's latest in-place retries, oldest first, came back disturbed again (as the lab judged them):
    /// the process goes on from there (<see cref="Engine.Interference.InPlaceRetry"/>).
    /// </summary>
    public IReadOnlyList<bool> InPlaceOutcomes { get; init; } = [];

    /// <summary>False when every cell listed was reported by an earlier process of the run, which worked out their sizes (<see cref="Engine.MicroLabOptions.MeasuresSizes"/>).</summary>
    public bool MeasuresSizes { get; init; } = true;

    public static MicroWorkerSpec Read(string path) =>
        JsonSerializer.Deserialize<MicroWorkerSpec>(File.ReadAllText(path), ProtocolJson.Options)
        ?? throw new InvalidDataException($"The measuring spec {path} is empty.");

    public void Write(string path) => File.WriteAllText(path, JsonSerializer.Serialize(this, ProtocolJson.Options));
}

/// <summary>A payload at one size that a measuring process only warms.</summary>
internal sealed record MicroWorkerPayload(string Payload, int Size);

/// <summary>One cell of a spec; <see cref="Index"/> is the cell's place in the run's plan.</summary>
internal sealed record MicroWorkerCell(int Index, string Payload, int Size, string Operation);

/// <summary>The lines a measuring process writes on standard output: one when it begins its first cell, one per finished cell.</summary>
internal static class MicroWorkerProtocol
{
    /// <summary>Starts every protocol line of a cell; other output of the child (an adapter's own) is ignored.</summary>
    public const string Marker = "SERBENCH-CELL ";

    /// <summary>Starts the line on which a process says the runtime it runs on (".NET 8.0.31"), before anything else.</summary>
    public const string RuntimeMarker = "SERBENCH-RUNTIME ";

    /// <summary>The whole line a process writes when it has prepared and warmed its pairs and begins its first cell.</summary>
    public const string Ready = "SERBENCH-READY";

    public static string Line(int index, CellRecord cell) =>
        Marker + JsonSerializer.Serialize(new MicroWorkerResult(index, cell), ProtocolJson.Compact);

    /// <summary>The result on a protocol line; throws <see cref="JsonException"/> when the line is not one.</summary>
    public static MicroWorkerResult Parse(string line)
    {
        var result = JsonSerializer.Deserialize<MicroWorkerResult>(line[Marker.Length..], ProtocolJson.Compact);
        return result?.Cell is null ? throw new JsonException("The line holds no cell.") : result;
    }
}

/// <summary>One finished cell from a measuring process.</summary>
internal sealed record MicroWorkerResult(int Index, CellRecord Cell);

/// <summary>The run file's JSON settings with the protocol's types generated (<see cref="WorkerJsonContext"/>).</summary>
internal static class ProtocolJson
{
    public static JsonSerializerOptions Options { get; } = WorkerJsonContext.With(RunFileJson.Options);

    public static JsonSerializerOptions Compact { get; } = WorkerJsonContext.With(RunFileJson.Compact);
}
