using System.Text.Json;
using System.Text.RegularExpressions;

namespace SerBench.Samples;

/// <summary>
/// Reads a JSON document into a <see cref="JsonShape"/>: integers become long, other numbers double (decimal
/// when the sample has digits a double would lose), ISO 8601 date-times with an offset DateTimeOffset,
/// arrays lists of their merged element shape, objects classes; a value that is sometimes null or missing
/// becomes nullable.
/// </summary>
internal static partial class ShapeInference
{
    public const string Accepted =
        "A sample is a JSON object, or an array of objects (or of other values of one kind), whose arrays each hold values of one kind " +
        "(numbers, strings, booleans, objects, or arrays; nulls are allowed anywhere) and have at least one element somewhere in the sample";

    public static JsonShape Infer(JsonElement root, string file)
    {
        if (root.ValueKind is not (JsonValueKind.Object or JsonValueKind.Array))
        {
            throw new SampleException(
                $"{file}: the top level is {Article(root.ValueKind)}, which is not a model SerBench can build. {Accepted}.");
        }

        var shape = new JsonShape();
        Merge(shape, root, "$", file);
        CheckResolved(shape, "$", file);
        return shape;
    }

    private static void Merge(JsonShape shape, JsonElement value, string path, string file)
    {
        switch (value.ValueKind)
        {
            case JsonValueKind.Null:
                shape.Nullable = true;
                return;
            case JsonValueKind.True or JsonValueKind.False:
                Unify(shape, ShapeKind.Boolean, path, file);
                return;
            case JsonValueKind.String:
                Unify(shape, IsDateTime(value) ? ShapeKind.DateTimeOffset : ShapeKind.String, path, file);
                return;
            case JsonValueKind.Number:
                MergeNumber(shape, value.GetRawText(), path, file);
                return;
            case JsonValueKind.Object:
                MergeObject(shape, value, path, file);
                return;
            case JsonValueKind.Array:
                Unify(shape, ShapeKind.Array, path, file);
                var index = 0;
                foreach (var item in value.EnumerateArray())
                {
                    shape.Element ??= new JsonShape();
                    Merge(shape.Element, item, $"{path}[{index++}]", file);
                }

                return;
            default:
                throw new SampleException($"{file}: {path} holds a {value.ValueKind} value, which JSON does not have. {Accepted}.");
        }
    }

    private static void MergeObject(JsonShape shape, JsonElement value, string path, string file)
    {
        Unify(shape, ShapeKind.Object, path, file);
        shape.ObjectCount++;
        var seen = new HashSet<string>(StringComparer.Ordinal);
        foreach (var property in value.EnumerateObject())
        {
            var field = shape.Field(property.Name);
            if (seen.Add(property.Name))
            {
                field.PresentCount++;
            }

            Merge(field.Shape, property.Value, $"{path}.{property.Name}", file);
        }
    }

    private static void MergeNumber(JsonShape shape, string raw, string path, string file)
    {
        var kind = NumberKind(raw, out var fitsDecimal);
        shape.FitsDecimal &= fitsDecimal;
        if (shape.Kind is ShapeKind.Integer or ShapeKind.Double or ShapeKind.Decimal)
        {
            // Widen: long < double < decimal, except that a number beyond decimal's range keeps the shape double.
            var widest = (ShapeKind)Math.Max((int)shape.Kind, (int)kind);
            shape.Kind = widest == ShapeKind.Decimal && !shape.FitsDecimal ? ShapeKind.Double : widest;
            return;
        }

        Unify(shape, kind, path, file);
    }

    private static ShapeKind NumberKind(string raw, out bool fitsDecimal)
    {
        fitsDecimal = decimal.TryParse(raw, NumberStyles.Float, CultureInfo.InvariantCulture, out var exact);
        var integral = raw.AsSpan().IndexOfAny(".eE") < 0;
        if (integral && long.TryParse(raw, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out _))
        {
            return ShapeKind.Integer;
        }

        if (!fitsDecimal)
        {
            return ShapeKind.Double;
        }

        // double when its shortest round-trip text means the same number as the sample wrote; decimal when the
        // sample has more precision than a double keeps (money with many digits, long identifiers).
        var asDouble = double.Parse(raw, NumberStyles.Float, CultureInfo.InvariantCulture);
        var back = decimal.TryParse(asDouble.ToString("R", CultureInfo.InvariantCulture), NumberStyles.Float, CultureInfo.InvariantCulture, out var d) ? d : (decimal?)null;
        return back == exact ? ShapeKind.Double : ShapeKind.Decimal;
    }

    private static void Unify(JsonShape shape, ShapeKind kind, string path, string file)
    {
        if (shape.Kind == ShapeKind.Unknown || shape.Kind == kind)
        {
            shape.Kind = kind;
            return;
        }

        if (shape.Kind is ShapeKind.String or ShapeKind.DateTimeOffset && kind is ShapeKind.String or ShapeKind.DateTimeOffset)
        {
            // Some strings are dates and some are not: they are all strings.
            shape.Kind = ShapeKind.String;
            return;
        }

        var numbers = kind is ShapeKind.Integer or ShapeKind.Double or ShapeKind.Decimal;
        if (numbers && shape.Kind is ShapeKind.Integer or ShapeKind.Double or ShapeKind.Decimal)
        {
            shape.Kind = (ShapeKind)Math.Max((int)shape.Kind, (int)kind);
            return;
        }

        throw new SampleException(
            $"{file}: {path} is {JsonShape.DescribeOne(kind)} where the values before it at the same place were {JsonShape.Describe(shape.Kind)}; " +
            $"a C# model needs one type per field and per array. {Accepted}.");
    }

    private static void CheckResolved(JsonShape shape, string path, string file)
    {
        if (shape.Kind == ShapeKind.Array)
        {
            if (shape.Element is null)
            {
                throw new SampleException(
                    $"{file}: the array at {path} is empty everywhere in the sample, so the type of its elements cannot be known. " +
                    $"Put at least one typical element in it (in any of the objects that have it). {Accepted}.");
            }

            CheckResolved(shape.Element, $"{path}[]", file);
        }

        foreach (var field in shape.Fields)
        {
            CheckResolved(field.Shape, $"{path}.{field.Name}", file);
        }
    }

    private static bool IsDateTime(JsonElement value) =>
        IsoDateTime().IsMatch(value.GetString()!) && value.TryGetDateTimeOffset(out _);

    private static string Article(JsonValueKind kind) => kind switch
    {
        JsonValueKind.String => "a string",
        JsonValueKind.Number => "a number",
        JsonValueKind.True or JsonValueKind.False => "a boolean",
        JsonValueKind.Null => "null",
        _ => kind.ToString(),
    };

    [GeneratedRegex(@"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,7})?(Z|[+-]\d{2}:\d{2})$", RegexOptions.CultureInvariant)]
    private static partial Regex IsoDateTime();
}
