namespace SerBench.Samples;

/// <summary>What the values seen at one place of a JSON sample have in common.</summary>
internal enum ShapeKind
{
    /// <summary>Only nulls seen (or nothing yet).</summary>
    Unknown,
    String,
    DateTimeOffset,
    Boolean,
    Integer,
    Double,
    Decimal,
    Object,
    Array,
}

/// <summary>
/// The inferred shape of every value seen at one place of a sample (a field across all the objects of a
/// list, the elements of an array): merged as values are read, so the model fits all of them.
/// </summary>
internal sealed class JsonShape
{
    public ShapeKind Kind { get; set; }

    /// <summary>A null was seen here, or (for a field) some object lacked it.</summary>
    public bool Nullable { get; set; }

    /// <summary>False once a number here does not fit in <see cref="decimal"/> (e.g. 1e300): such numbers stay double.</summary>
    public bool FitsDecimal { get; set; } = true;

    /// <summary>Object fields in first-seen order.</summary>
    public List<JsonField> Fields { get; } = [];

    /// <summary>How many objects were merged into this shape (a field seen in fewer is nullable).</summary>
    public int ObjectCount { get; set; }

    /// <summary>The merged shape of array elements; null while no element has been seen.</summary>
    public JsonShape? Element { get; set; }

    public JsonField Field(string name)
    {
        var field = Fields.Find(f => f.Name == name);
        if (field is null)
        {
            field = new JsonField(name);
            Fields.Add(field);
        }

        return field;
    }

    public static string DescribeOne(ShapeKind kind) => kind switch
    {
        ShapeKind.String => "a string",
        ShapeKind.DateTimeOffset => "a date-time string",
        ShapeKind.Boolean => "a boolean",
        ShapeKind.Integer or ShapeKind.Double or ShapeKind.Decimal => "a number",
        ShapeKind.Object => "an object",
        ShapeKind.Array => "an array",
        _ => "null",
    };

    public static string Describe(ShapeKind kind) => kind switch
    {
        ShapeKind.String => "strings",
        ShapeKind.DateTimeOffset => "date-time strings",
        ShapeKind.Boolean => "booleans",
        ShapeKind.Integer or ShapeKind.Double or ShapeKind.Decimal => "numbers",
        ShapeKind.Object => "objects",
        ShapeKind.Array => "arrays",
        _ => "nulls",
    };
}

/// <summary>A field of an object shape: its name as written in the JSON, its shape, and how many objects had it.</summary>
internal sealed class JsonField(string name)
{
    public string Name { get; } = name;

    public JsonShape Shape { get; } = new();

    public int PresentCount { get; set; }
}
