using SerBench.Adapters;
using SerBench.Catalog;

namespace SerBench.Serializers;

/// <summary>The serializer rows that ship with SerBench: the installed adapters of this assembly and the rows that are not installed.</summary>
public static class BuiltInSerializers
{
    /// <summary>Every adapter in this assembly, discovered the same way a user's adapters are.</summary>
    public static IReadOnlyList<ISerializerAdapter> Installed() =>
        [.. AdapterDiscovery.FromAssembly(typeof(BuiltInSerializers).Assembly).OrderBy(a => a.Info.Id, StringComparer.Ordinal)];

    /// <summary>Serializers users compare that this build cannot restore; each says what it needs.</summary>
    public static IReadOnlyList<NotInstalledSerializer> NotInstalled { get; } = NotInstalledRows.All;
}
