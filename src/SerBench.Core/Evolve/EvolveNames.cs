namespace SerBench.Evolve;

/// <summary>Names both versions of an evolve type share on the wire.</summary>
public static class EvolveNames
{
    /// <summary>The DataContract namespace of every evolve type, so v1 and v2 (different CLR namespaces) are one contract.</summary>
    public const string Namespace = "urn:serbench:evolve";
}
