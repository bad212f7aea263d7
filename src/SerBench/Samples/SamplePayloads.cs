using System.Reflection;
using System.Text.Json;

namespace SerBench.Samples;

/// <summary>
/// JSON sample mode: turns a .json file (or every .json file of a folder) into payloads whose type is a
/// plain C# model inferred from the document, generated, compiled in memory, and filled by reading the
/// sample with System.Text.Json. Each payload's id is its file name.
/// </summary>
public static class SamplePayloads
{
    private static readonly JsonDocumentOptions DocumentOptions = new() { MaxDepth = 64 };

    /// <summary>Loads the sample(s) at <paramref name="path"/>.</summary>
    /// <exception cref="SampleException">Not found, not valid JSON, or a shape no C# model fits; the message says what is accepted.</exception>
    public static IReadOnlyList<PayloadDescriptor> Load(string path)
    {
        ArgumentNullException.ThrowIfNull(path);
        var files = Files(path);
        var models = new List<(string File, string Id, string Namespace, string Source, byte[] Json)>();
        foreach (var file in files)
        {
            var name = Path.GetFileName(file);
            var json = File.ReadAllBytes(file);
            var shape = Infer(name, json);
            var id = Identifiers.PayloadId(name);
            if (models.Find(m => m.Id == id) is { File: { } other })
            {
                throw new SampleException($"{name} and {Path.GetFileName(other)} both give the payload id '{id}'; rename one of them.");
            }

            // "From_" keeps the namespace apart from every class name (those never contain an inner underscore).
            var ns = $"SerBench.Samples.Generated.From_{Identifiers.Pascal(id, "Sample")}";
            var (source, rootType) = ModelSourceWriter.Write(shape, ns, Identifiers.Pascal(id, "Sample"));
            var holder = $"public static class SampleRoot {{ public static System.Type Type => typeof({rootType.Replace(ns + ".", "", StringComparison.Ordinal)}); }}\n";
            models.Add((file, id, ns, source + holder, json));
        }

        var assembly = ModelCompiler.Compile($"SerBench.Samples.Generated.{Guid.NewGuid():N}", models.Select(m => m.Source));
        return [.. models.Select(m => CreatePayload(assembly, m.Id, m.Namespace, Path.GetFileName(m.File), m.Json))];
    }

    private static List<string> Files(string path)
    {
        if (File.Exists(path))
        {
            return [path];
        }

        if (!Directory.Exists(path))
        {
            throw new SampleException($"The sample '{path}' does not exist. --sample takes a .json file or a folder of .json files.");
        }

        var files = Directory.GetFiles(path, "*.json").Order(StringComparer.Ordinal).ToList();
        return files.Count > 0
            ? files
            : throw new SampleException($"The folder '{path}' has no .json files. --sample takes a .json file or a folder of .json files (each becomes a payload named after the file).");
    }

    private static JsonShape Infer(string name, byte[] json)
    {
        try
        {
            using var document = JsonDocument.Parse(json, DocumentOptions);
            return ShapeInference.Infer(document.RootElement, name);
        }
        catch (JsonException ex)
        {
            var where = ex.LineNumber is { } line ? $" at line {line + 1}, position {(ex.BytePositionInLine ?? 0) + 1}" : "";
            throw new SampleException($"{name} is not valid JSON{where}: {FirstSentence(ex.Message)} A sample must be one JSON document (RFC 8259: no comments, no trailing commas).", ex);
        }
    }

    private static PayloadDescriptor CreatePayload(Assembly assembly, string id, string ns, string fileName, byte[] json)
    {
        var rootType = (Type)assembly.GetType($"{ns}.SampleRoot", throwOnError: true)!.GetProperty("Type")!.GetValue(null)!;
        var classes = assembly.GetTypes().Count(t => t.Namespace == ns && t.Name != "SampleRoot");
        var description = $"JSON sample {fileName} ({json.Length:N0} B) as {PayloadTypeGraph.CSharpName(rootType)}, {classes} inferred {(classes == 1 ? "class" : "classes")}";
        var create = typeof(SamplePayloads).GetMethod(nameof(Typed), BindingFlags.NonPublic | BindingFlags.Static)!.MakeGenericMethod(rootType);
        try
        {
            return (PayloadDescriptor)create.Invoke(null, [id, description, json])!;
        }
        catch (TargetInvocationException ex) when (ex.InnerException is JsonException or NotSupportedException)
        {
            throw new SampleException($"{fileName} could not be read into the model inferred from it: {ex.InnerException.Message}", ex.InnerException);
        }
    }

    private static Payload<T> Typed<T>(string id, string description, byte[] json)
    {
        var payload = new Payload<T>(id, description, _ => JsonSerializer.Deserialize<T>(json)!);
        payload.Create(1); // Read once now, so a sample the model cannot hold fails here, not in every cell.
        return payload;
    }

    private static string FirstSentence(string message)
    {
        var end = message.IndexOf(" LineNumber:", StringComparison.Ordinal);
        var text = (end > 0 ? message[..end] : message).Trim();
        text = text.Replace(" Change the reader options.", "", StringComparison.Ordinal);
        return text.EndsWith('.') ? text : text + ".";
    }
}
