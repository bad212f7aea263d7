using SerBench.Adapters;
using SerBench.Payloads;
using SerBench.Serializers.SystemTextJson;
using ServiceStack.Text;

namespace SerBench.Serializers.ServiceStack;

/// <summary>What the ServiceStack.Text rows share.</summary>
internal static class ServiceStackRows
{
    public const string Package = "ServiceStack.Text";

    public static string Version { get; } = LibraryVersion.Of(typeof(TypeSerializer));

    public static SerializerTraits Traits { get; } = new(
        SkipsDefaults: Trait.Yes("null members are left out (JsConfig.IncludeNullValues is off); zeros and false are written"),
        VersionTolerant: Trait.Yes("members are matched by name; unknown ones are skipped"),
        NeedsSchema: Trait.No("reflection over public properties, with cached delegates per type"),
        SafeForUntrustedInput: Trait.No(
            "an object-typed member may carry a __type name in the data, and ServiceStack creates that type when its runtime-type rules allow it"));

    public const string Notes =
        "Default JsConfig (SerBench changes no global ServiceStack setting). The string API is the library's usual one; " +
        "the string is encoded to UTF-8 into the lab's buffer and decoded from it, both timed.";

    public static Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return IgnoredFields.First(payload.ClrType) is { } field
            ? Support.No(
                $"default JsConfig skips public fields (IncludePublicFields off), so {field.DeclaringType!.Name}.{field.Name} would be lost; " +
                "make it a property")
            : Support.Yes;
    }
}
