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

    /// <summary>
    /// DataContractSerializer over XML (text or binary) reads members in DataMember order and skips what arrives out
    /// of order, which `serbench evolve` measures: it is not version tolerant once members are reordered.
    /// </summary>
    public static Trait XmlVersionTolerant { get; } = Trait.No(
        "members are read in [DataMember] order and an out-of-order member is skipped: 'serbench evolve' measures fields reordered " +
        "as data lost silently in both directions (fields added and removed work; unknown elements are skipped)");

    /// <summary>The shared traits with <see cref="XmlVersionTolerant"/>, for the XML rows.</summary>
    public static SerializerTraits XmlTraits { get; } = Traits with { VersionTolerant = XmlVersionTolerant };
}
