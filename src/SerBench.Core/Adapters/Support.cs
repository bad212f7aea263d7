namespace SerBench.Adapters;

/// <summary>Whether a serializer row takes a payload; when it does not, the reason every report shows.</summary>
public readonly record struct Support(bool IsSupported, string? Reason)
{
    public static Support Yes { get; } = new(true, null);

    public static Support No(string reason)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(reason);
        return new Support(false, reason);
    }
}
