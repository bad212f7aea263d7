using System.Runtime.Serialization.Formatters.Binary;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.Formatters;

#pragma warning disable SYSLIB0011 // typeof(BinaryFormatter) reads the library version of the row that measures it.

/// <summary>
/// BinaryFormatter, kept to show its size, speed and danger. .NET 9 and later throw unless the
/// System.Runtime.Serialization.Formatters package is referenced and the unsafe switch is on.
/// </summary>
public sealed class BinaryFormatterAdapter : ISerializerAdapter
{
    private const string UnsafeSwitch = "System.Runtime.Serialization.EnableUnsafeBinaryFormatterSerialization";

    public BinaryFormatterAdapter()
    {
        // SerBench's build sets the switch in the runtime config; users' projects that load this adapter may not.
        AppContext.SetSwitch(UnsafeSwitch, isEnabled: true);
    }

    public SerializerInfo Info { get; } = new()
    {
        Id = "binaryformatter",
        DisplayName = "BinaryFormatter",
        Package = "System.Runtime.Serialization.Formatters",
        Version = LibraryVersion.Of(typeof(BinaryFormatter)),
        Format = FormatFamily.DotNetBinary,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.Stream,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("every instance field is written, defaults included"),
            VersionTolerant: Trait.No("a field missing from the data throws unless marked [OptionalField]; the data names assemblies and types"),
            NeedsSchema: Trait.No("[Serializable] on the CLR types; no schema file"),
            SafeForUntrustedInput: Trait.No(
                "the data names the types to create, so crafted input leads to remote code execution; Microsoft says never to use it on untrusted data")),
        Warning = "BinaryFormatter is unsafe for untrusted input (remote code execution through crafted data), obsolete (SYSLIB0011), " +
                  "and removed from .NET 9+'s box: it needs the System.Runtime.Serialization.Formatters package and " +
                  UnsafeSwitch + " = true. Measured here for comparison only.",
        Notes = "One BinaryFormatter per codec; Serialize into a stream over the lab's buffer, Deserialize from a stream over the bytes.",
    };

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        if (BinaryFormatterProbe.DisabledReason is { } disabled)
        {
            // A host where the formatter is switched off would otherwise fail every cell with the same exception.
            return Support.No(
                $"BinaryFormatter is disabled in this program ({disabled}): add <EnableUnsafeBinaryFormatterSerialization>true</EnableUnsafeBinaryFormatterSerialization> " +
                "to the project that runs the lab, which also needs the System.Runtime.Serialization.Formatters package (SerBench brings it)");
        }

        return SerializableGraph.FirstNotSerializable(payload.ClrType) is { } type
            ? Support.No($"BinaryFormatter needs [Serializable] on every type it writes; {type.FullName} is not marked [Serializable]")
            : Support.Yes;
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new BinaryFormatterCodec<T>();
}
