using ProtoBuf;
using ProtoBuf.Meta;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.ProtobufNet;

/// <summary>What the protobuf-net rows share: the package, its version, what a runtime model can take, and the fidelity.</summary>
internal static class ProtobufNetRows
{
    public const string Package = "protobuf-net";

    public static string Version { get; } = LibraryVersion.Of(typeof(Serializer));

    /// <summary>Neither bcl.DateTime (level 200) nor google.protobuf.Timestamp (level 300) keeps a DateTime's Kind; the instant survives.</summary>
    public static Fidelity Fidelity { get; } = new() { PreservesDateTimeKind = false };

    public static Support Supports(RuntimeTypeModel model, PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        if (payload.Features.HasFlag(PayloadFeatures.UntypedMember))
        {
            return Support.No("a member is typed object (Address.Misc): protobuf-net 3 has no serializer for System.Object (DynamicType was removed).");
        }

        return model.CanSerialize(payload.ClrType)
            ? Support.Yes
            : Support.No($"protobuf-net cannot serialize {payload.ClrType.Name}: it needs [ProtoContract] (or [DataContract] with ordered members) on the type.");
    }
}
