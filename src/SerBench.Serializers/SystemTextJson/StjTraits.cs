using SerBench.Adapters;

namespace SerBench.Serializers.SystemTextJson;

/// <summary>The traits System.Text.Json has with default options, shared by its rows.</summary>
internal static class StjTraits
{
    public static SerializerTraits Default { get; } = new(
        SkipsDefaults: Trait.No("default options write every property, nulls and zeros included (DefaultIgnoreCondition = Never)"),
        VersionTolerant: Trait.Yes("unknown JSON properties are skipped and missing ones keep their defaults"),
        NeedsSchema: Trait.No("the CLR types are the contract; no schema file"),
        SafeForUntrustedInput: Trait.Yes("the data cannot name CLR types to create; depth is limited to 64 and the reader validates the JSON"));
}
