using MessagePack;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.MessagePack;

/// <summary>What the MessagePack-CSharp rows share: package, version, the two security settings' traits and the codec.</summary>
internal static class MessagePackRows
{
    public const string Package = "MessagePack";

    public static string Version { get; } = LibraryVersion.Of(typeof(MessagePackSerializer));

    /// <summary>
    /// MessagePackSerializerOptions.Standard, the library's default: MessagePackSecurity.TrustedData. No type names are read
    /// (no typeless resolver), but nothing limits the nesting depth and dictionary keys use ordinary hashing.
    /// </summary>
    public static Trait DefaultSecurity { get; } = Trait.No(
        "partly: MessagePackSerializerOptions.Standard (the library's default, MessagePackSecurity.TrustedData) reads no type names (no typeless resolver), " +
        "but sets no depth limit (deeply nested input can overflow the stack, which ends the process) and hashes dictionary keys without collision resistance; " +
        "MessagePack's docs tell users to set MessagePackSecurity.UntrustedData for untrusted data (the messagepack-untrusted row)");

    /// <summary>MessagePackSecurity.UntrustedData, with MessagePack's own caveat that it only hardens.</summary>
    public static Trait UntrustedDataSecurity { get; } = Trait.Yes(
        "MessagePackSecurity.UntrustedData (what MessagePack's docs tell users to set for untrusted data): depth limit 500, " +
        "collision-resistant hashing for dictionary keys; no type names in the data (no typeless resolver). MessagePack's own caveat: " +
        "the mode \"merely hardens against some common attacks, but is no fully secure solution in itself\"");

    /// <summary>What the notes of the rows at the library's default security say.</summary>
    public const string DefaultSecurityNote =
        "Default security (MessagePackSerializerOptions.Standard's MessagePackSecurity.TrustedData, as the library ships it; messagepack-untrusted sets UntrustedData). ";

    /// <summary>
    /// MessagePack's timestamp extension keeps 100 ns ticks but reads every DateTime back as UTC; decimal is written
    /// as a string (its default), so nothing else is lost.
    /// </summary>
    public static Fidelity Fidelity { get; } = new() { PreservesDateTimeKind = false };

    /// <summary>
    /// StandardResolver needs a contract on every object type of the graph ([MessagePackObject] with keys, or
    /// [DataContract] with ordered members); a type without one is declined by name.
    /// </summary>
    public static Support NeedsContracts(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        var bare = PayloadTypeGraph.ObjectTypes(payload.ClrType).FirstOrDefault(t =>
            t.GetCustomAttributes(typeof(MessagePackObjectAttribute), false).Length == 0
            && t.GetCustomAttributes(typeof(System.Runtime.Serialization.DataContractAttribute), false).Length == 0);
        return bare is null
            ? Support.Yes
            : Support.No($"{bare.Name} has no [MessagePackObject] (with [Key] members) nor [DataContract]: add one, or use messagepack-contractless, which needs none.");
    }

    public const string DateTimeNote =
        "DateTime is written as MessagePack's timestamp (UTC, 100 ns ticks) and read back as UTC (same instant); decimal and Guid as strings (the library's defaults). ";
}

/// <summary>A MessagePack-CSharp codec: writes into the lab's buffer, reads from its memory, with the row's options.</summary>
internal sealed class MessagePackCodec<T>(MessagePackSerializerOptions options) : ICodec<T>
{
    public void Serialize(T value, System.Buffers.IBufferWriter<byte> output) => MessagePackSerializer.Serialize(output, value, options);

    public T Deserialize(ReadOnlyMemory<byte> data) => MessagePackSerializer.Deserialize<T>(data, options);
}
