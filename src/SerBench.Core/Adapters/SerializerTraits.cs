namespace SerBench.Adapters;

/// <summary>A yes/no property of a serializer row, with the reason, so that a "no" is never bare.</summary>
public sealed record Trait(bool Value, string Reason)
{
    public static Trait Yes(string reason) => new(true, reason);

    public static Trait No(string reason) => new(false, reason);
}

/// <summary>The traits every row declares (DESIGN.md): each with the reason for its value.</summary>
public sealed record SerializerTraits(
    Trait SkipsDefaults,
    Trait VersionTolerant,
    Trait NeedsSchema,
    Trait SafeForUntrustedInput);
