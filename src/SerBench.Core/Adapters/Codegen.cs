namespace SerBench.Adapters;

/// <summary>How the serializer knows the shape of the type.</summary>
public enum Codegen
{
    /// <summary>Runtime reflection (possibly with emitted IL cached per type).</summary>
    Reflection,

    /// <summary>C# source generated at build time from the type.</summary>
    SourceGenerated,

    /// <summary>Code generated from a schema file (e.g. .proto) into twin types.</summary>
    Schema,

    /// <summary>Written by hand for the type.</summary>
    HandWritten,
}
