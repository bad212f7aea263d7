using System.Globalization;
using System.Text.Json;
using SerBench.Robustness.Corpus;
using SerBench.Robustness.Worker;

namespace SerBench.Robustness;

/// <summary>
/// The sidecar of a saved input (<c>NAME.json</c> beside <c>NAME.bin</c>): everything `serbench robustness --replay`
/// needs to run the same bytes through the same row again, and the outcome they gave.
/// </summary>
internal sealed record SavedInput
{
    public required string Serializer { get; init; }

    public required string Payload { get; init; }

    public int Size { get; init; }

    public int Case { get; init; }

    public required string Kind { get; init; }

    public required string Label { get; init; }

    public required string ExpectedOutcome { get; init; }

    public string? Exception { get; init; }

    public string? Detail { get; init; }

    public int Seed { get; init; }

    public int TimeoutMs { get; init; }

    public int MemoryMb { get; init; }

    /// <summary>Set for an adapter the worker's catalog does not hold: its type and assembly file.</summary>
    public string? AdapterType { get; init; }

    public string? AdapterAssembly { get; init; }

    /// <summary>The input file's name, beside this sidecar.</summary>
    public required string Input { get; init; }

    public WorkerTarget Target => new(Serializer, Payload, Size, AdapterType, AdapterAssembly);

    /// <summary>Writes NAME.bin and NAME.json into <paramref name="folder"/>; returns the .bin path.</summary>
    public static string Save(string folder, WorkerTarget target, CorpusCase corpusCase, WorkerReply reply, int seed, WorkerLimits limits)
    {
        Directory.CreateDirectory(folder);
        var name = $"{Safe(target.Serializer)}-{Safe(target.Payload)}-{corpusCase.Index.ToString("D5", CultureInfo.InvariantCulture)}";
        var binary = Path.Combine(folder, name + ".bin");
        File.WriteAllBytes(binary, corpusCase.Input);
        var sidecar = new SavedInput
        {
            Serializer = target.Serializer,
            Payload = target.Payload,
            Size = target.Size,
            Case = corpusCase.Index,
            Kind = corpusCase.Kind,
            Label = corpusCase.Label,
            ExpectedOutcome = reply.Outcome,
            Exception = reply.Exception,
            Detail = reply.Detail,
            Seed = seed,
            TimeoutMs = limits.TimeoutMs,
            MemoryMb = limits.MemoryMb,
            AdapterType = target.AdapterType,
            AdapterAssembly = target.AdapterAssembly,
            Input = name + ".bin",
        };
        File.WriteAllText(Path.Combine(folder, name + ".json"), JsonSerializer.Serialize(sidecar, SidecarJson));
        return binary;
    }

    /// <summary>Reads a sidecar given either file of the pair; throws <see cref="InvalidDataException"/> saying what is accepted.</summary>
    public static (SavedInput Sidecar, byte[] Input) Load(string path)
    {
        var sidecarPath = path.EndsWith(".json", StringComparison.OrdinalIgnoreCase) ? path : Path.ChangeExtension(path, ".json");
        if (!File.Exists(sidecarPath))
        {
            throw new InvalidDataException(
                $"No sidecar {sidecarPath} for {path}. --replay takes a saved input of a robustness run (robustness/inputs/NAME.bin or NAME.json).");
        }

        SavedInput sidecar;
        try
        {
            sidecar = JsonSerializer.Deserialize<SavedInput>(File.ReadAllText(sidecarPath), SidecarJson)
                ?? throw new InvalidDataException($"The sidecar {sidecarPath} holds null.");
        }
        catch (JsonException ex)
        {
            throw new InvalidDataException($"The sidecar {sidecarPath} is not a saved robustness input: {ex.Message}", ex);
        }

        var input = Path.Combine(Path.GetDirectoryName(Path.GetFullPath(sidecarPath))!, sidecar.Input);
        if (!File.Exists(input))
        {
            throw new InvalidDataException($"The input file {input} named by {sidecarPath} is missing.");
        }

        return (sidecar, File.ReadAllBytes(input));
    }

    private static readonly JsonSerializerOptions SidecarJson = new(JsonSerializerDefaults.Web) { WriteIndented = true };

    private static string Safe(string id) => string.Concat(id.Select(c => char.IsLetterOrDigit(c) || c is '-' or '_' ? c : '_'));
}
