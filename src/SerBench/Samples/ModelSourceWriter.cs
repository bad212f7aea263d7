namespace SerBench.Samples;

/// <summary>
/// Writes a <see cref="JsonShape"/> as plain C#: public classes with get/set properties and a parameterless
/// constructor (what reflection serializers, DataContract and XmlSerializer all take), lists for arrays, and
/// [JsonPropertyName] keeping each JSON name so the sample reads back exactly.
/// </summary>
internal sealed class ModelSourceWriter
{
    private readonly StringBuilder _source = new();
    private readonly HashSet<string> _classNames = new(StringComparer.Ordinal);
    private readonly Queue<(string Name, JsonShape Shape)> _pending = new();

    private ModelSourceWriter()
    {
    }

    /// <summary>The source of one namespace holding the model of <paramref name="root"/>, and the C# name of the payload type.</summary>
    public static (string Source, string RootType) Write(JsonShape root, string ns, string rootName)
    {
        var writer = new ModelSourceWriter();
        writer._source.AppendLine("#nullable enable").Append("namespace ").Append(ns).AppendLine(";").AppendLine();
        var rootType = writer.TypeOf(root, rootName);
        while (writer._pending.TryDequeue(out var next))
        {
            writer.WriteClass(next.Name, next.Shape);
        }

        return (writer._source.ToString(), $"{ns}.{rootType}");
    }

    private void WriteClass(string name, JsonShape shape)
    {
        _source.AppendLine("public sealed class " + name).AppendLine("{");
        var members = new HashSet<string>(StringComparer.Ordinal) { name };
        var first = true;
        foreach (var field in shape.Fields)
        {
            var member = Unique(Identifiers.Pascal(field.Name, "Field"), members);
            var nullable = field.Shape.Nullable || field.PresentCount < shape.ObjectCount;
            var type = TypeOf(field.Shape, Identifiers.Pascal(field.Name, "Field"));
            if (!first)
            {
                _source.AppendLine();
            }

            first = false;
            _source.Append("    [System.Text.Json.Serialization.JsonPropertyName(").Append(Literal(field.Name)).AppendLine(")]");
            _source.Append("    public ").Append(type).Append(nullable ? "?" : "").Append(' ').Append(member).AppendLine(" { get; set; }");
        }

        _source.AppendLine("}").AppendLine();
    }

    private string TypeOf(JsonShape shape, string nameHint) => shape.Kind switch
    {
        ShapeKind.Unknown or ShapeKind.String => "string",
        ShapeKind.DateTimeOffset => "System.DateTimeOffset",
        ShapeKind.Boolean => "bool",
        ShapeKind.Integer => "long",
        ShapeKind.Double => "double",
        ShapeKind.Decimal => "decimal",
        ShapeKind.Object => Enqueue(nameHint, shape),
        ShapeKind.Array => $"System.Collections.Generic.List<{ElementType(shape.Element!, nameHint)}>",
        _ => throw new InvalidOperationException($"Unexpected shape {shape.Kind}."),
    };

    private string ElementType(JsonShape element, string nameHint)
    {
        var type = TypeOf(element, Identifiers.Singular(nameHint));
        return element.Nullable ? type + "?" : type;
    }

    private string Enqueue(string nameHint, JsonShape shape)
    {
        var name = Unique(nameHint, _classNames);
        _pending.Enqueue((name, shape));
        return name;
    }

    private static string Unique(string name, HashSet<string> taken)
    {
        var candidate = name;
        for (var i = 2; !taken.Add(candidate); i++)
        {
            candidate = name + i.ToString(CultureInfo.InvariantCulture);
        }

        return candidate;
    }

    private static string Literal(string value)
    {
        var builder = new StringBuilder("\"");
        foreach (var c in value)
        {
            builder.Append(c switch
            {
                '"' => "\\\"",
                '\\' => "\\\\",
                _ when char.IsControl(c) || char.IsSurrogate(c) => $"\\u{(int)c:x4}",
                _ => c.ToString(),
            });
        }

        return builder.Append('"').ToString();
    }
}
