using System.Text.Json;
using System.Text.Json.Serialization;

namespace SerBench.Labs.Robustness;

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

    /// <summary>
    /// The input file's name, beside this sidecar; for a large input, the cell's valid-bytes file that <see cref="Splice"/>
    /// applies to; null when the input is embedded (<see cref="Bytes"/>).
    /// </summary>
    public string? Input { get; init; }

    /// <summary>
    /// The input itself (base64 in the file), for a small silent corruption: payloads without checksums give
    /// hundreds per cell, so each is one file rather than two.
    /// </summary>
    public byte[]? Bytes { get; init; }

    /// <summary>
    /// Set for inputs over <see cref="InlineLimit"/> bytes: the exact input is <see cref="Input"/> with this one change,
    /// so a large payload's hundreds of findings do not each store a copy of it.
    /// </summary>
    public InputSplice? Splice { get; init; }

    [JsonIgnore]
    public WorkerTarget Target => new(Serializer, Payload, Size, AdapterType, AdapterAssembly);

    /// <summary>Inputs up to this size are saved whole; larger ones as a splice of the cell's valid bytes.</summary>
    public const int InlineLimit = 64 * 1024;

    private static readonly JsonSerializerOptions SidecarJson = new(JsonSerializerDefaults.Web)
    {
        DefaultIgnoreCondition = JsonIgnoreCondition.WhenWritingNull,
    };

    /// <summary>
    /// Writes NAME.bin (the input) and NAME.json (this sidecar) into <paramref name="folder"/>; a small silent
    /// corruption as NAME.json alone with the input embedded; a large input as NAME.json with a splice of the cell's
    /// valid bytes (saved once as SERIALIZER-PAYLOAD-valid.bin). Returns the path to give --replay.
    /// </summary>
    public static string Save(string folder, WorkerTarget target, CorpusCase corpusCase, byte[] valid, WorkerReply reply, int seed, WorkerLimits limits)
    {
        Directory.CreateDirectory(folder);
        var cell = $"{Safe(target.Serializer)}-{Safe(target.Payload)}";
        var name = $"{cell}-{corpusCase.Index.ToString("D5", CultureInfo.InvariantCulture)}";
        string? inputFile = null;
        InputSplice? splice = null;
        byte[]? embedded = null;
        if (corpusCase.Input.Length <= InlineLimit && reply.Outcome == Outcomes.Different && !WorkerLimits.IsExcessive(reply.AllocatedBytes, corpusCase.Input.Length))
        {
            embedded = corpusCase.Input;
        }
        else if (corpusCase.Input.Length <= InlineLimit)
        {
            inputFile = name + ".bin";
            File.WriteAllBytes(Path.Combine(folder, inputFile), corpusCase.Input);
        }
        else
        {
            inputFile = cell + "-valid.bin";
            var validPath = Path.Combine(folder, inputFile);
            if (!File.Exists(validPath))
            {
                File.WriteAllBytes(validPath, valid);
            }

            splice = InputSplice.Between(valid, corpusCase.Input);
        }

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
            Input = inputFile,
            Splice = splice,
            Bytes = embedded,
        };
        var sidecarPath = Path.Combine(folder, name + ".json");
        File.WriteAllText(sidecarPath, JsonSerializer.Serialize(sidecar, SidecarJson));
        return splice is null && embedded is null ? Path.Combine(folder, inputFile!) : sidecarPath;
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

        if (sidecar.Bytes is { } bytes)
        {
            return (sidecar, bytes);
        }

        if (sidecar.Input is null)
        {
            throw new InvalidDataException($"The sidecar {sidecarPath} has neither an input file nor embedded bytes.");
        }

        var input = Path.Combine(Path.GetDirectoryName(Path.GetFullPath(sidecarPath))!, sidecar.Input);
        if (!File.Exists(input))
        {
            throw new InvalidDataException($"The input file {input} named by {sidecarPath} is missing.");
        }

        var file = File.ReadAllBytes(input);
        return (sidecar, sidecar.Splice is { } splice ? splice.ApplyTo(file) : file);
    }

    private static string Safe(string id) => string.Concat(id.Select(c => char.IsLetterOrDigit(c) || c is '-' or '_' ? c : '_'));
}
