namespace SerBench.Payloads;

/// <summary>The ids of the built-in payloads (PAYLOADS.md), as the CLI and the run file spell them.</summary>
public static class PayloadIds
{
    public const string Tiny = "tiny";
    public const string Simple = "simple";
    public const string Complex = "complex";
    public const string Envelope = "envelope";
    public const string EnvelopeFull = "envelope-full";
    public const string Person = "person";
    public const string Customers = "customers";
    public const string GrainState = "grainstate";
    public const string Floats = "floats";
}
