using SerBench.Adapters;

namespace SerBench.Serializers.DataContract;

/// <summary>Traits the DataContract rows of this assembly share.</summary>
internal static class DataContractRows
{
    public static SerializerTraits Traits { get; } = new(
        SkipsDefaults: Trait.No("[DataMember] writes defaults unless a member sets EmitDefaultValue = false; the payloads do not"),
        VersionTolerant: Trait.Yes("members are matched by name; unknown ones are skipped (kept with IExtensibleDataObject)"),
        NeedsSchema: Trait.No("reflection over [DataContract] types or public members"),
        SafeForUntrustedInput: Trait.Yes("only the declared type and its known types can be created; the data cannot name another type"));
}
