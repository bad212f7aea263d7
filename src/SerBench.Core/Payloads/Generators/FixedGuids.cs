namespace SerBench.Payloads.Generators;

/// <summary>The Guids the seed documents drew with Guid.NewGuid(), fixed here so every run writes the same bytes.</summary>
public static class FixedGuids
{
    public static Guid EnvelopeFrom { get; } = new("5d1c2a7e-3b4f-4c8d-9e0a-1f2b3c4d5e6f");

    public static Guid EnvelopeTo { get; } = new("a9b8c7d6-e5f4-4a3b-8c2d-1e0f9a8b7c6d");

    public static Guid EnvelopeMessageId { get; } = new("0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0");

    public static Guid Person { get; } = new("c0ffee00-1234-4567-89ab-cdef01234567");

    /// <summary>The Guid of Complex's child <paramref name="n"/> (1-based).</summary>
    public static Guid Child(int n) => new($"1c0d{n:x4}-7a3e-4b1f-9c2d-3e4f5a6b7c8d");
}
