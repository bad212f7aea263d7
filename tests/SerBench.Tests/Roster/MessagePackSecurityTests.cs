using MessagePack;
using SerBench.Serializers.MessagePack;
using SerBench.Tests.Adapters;

namespace SerBench.Tests.Roster;

/// <summary>
/// The MessagePack rows run at the library's default security (MessagePackSerializerOptions.Standard, TrustedData) and say
/// so; messagepack-untrusted alone sets MessagePackSecurity.UntrustedData, and only it claims to be safe for untrusted input.
/// </summary>
public sealed class MessagePackSecurityTests
{
    // One more level than UntrustedData's limit of 500.
    private const int Depth = 501;

    private static readonly Payload<object> Nested = new("nested", "arrays nested deeper than UntrustedData allows", _ => new object());

    [Fact]
    public void The_messagepack_row_runs_with_the_librarys_default_options()
    {
        Assert.Same(MessagePackSerializerOptions.Standard, MessagePackAdapter.Options);
        Assert.Same(MessagePackSecurity.TrustedData, MessagePackAdapter.Options.Security);
    }

    [Fact]
    public void Its_variants_keep_the_default_security_and_only_messagepack_untrusted_sets_UntrustedData()
    {
        Assert.Same(MessagePackSecurity.TrustedData, MessagePackContractlessAdapter.Options.Security);
        Assert.Same(MessagePackSecurity.TrustedData, MessagePackStringKeysAdapter.Options.Security);
        Assert.Same(MessagePackSecurity.TrustedData, MessagePackLz4Adapter.Options.Security);
        Assert.Same(MessagePackSecurity.UntrustedData, MessagePackUntrustedAdapter.Options.Security);
        Assert.Same(MessagePackAdapter.Options.Resolver, MessagePackUntrustedAdapter.Options.Resolver);
    }

    [Fact]
    public void Default_security_reads_arrays_nested_past_the_untrusted_limit_and_UntrustedData_refuses_them()
    {
        var bytes = NestedArrays(Depth);

        Assert.NotNull(new MessagePackAdapter().CreateCodec<object>(Nested).Deserialize(bytes));
        var refused = Assert.Throws<MessagePackSerializationException>(() => new MessagePackUntrustedAdapter().CreateCodec<object>(Nested).Deserialize(bytes));
        Assert.IsType<InsufficientExecutionStackException>(refused.InnerException);
    }

    [Fact]
    public void Messagepack_untrusted_writes_the_messagepack_rows_bytes()
    {
        Assert.Equal(AdapterBytes.Serialize(new MessagePackAdapter(), BuiltInPayloads.Complex), AdapterBytes.Serialize(new MessagePackUntrustedAdapter(), BuiltInPayloads.Complex));
        Assert.Equal(AdapterBytes.Serialize(new MessagePackAdapter(), BuiltInPayloads.Person), AdapterBytes.Serialize(new MessagePackUntrustedAdapter(), BuiltInPayloads.Person));
    }

    [Fact]
    public void Only_messagepack_untrusted_claims_safety_for_untrusted_input_and_it_quotes_MessagePacks_caveat()
    {
        ISerializerAdapter[] defaults = [new MessagePackAdapter(), new MessagePackContractlessAdapter(), new MessagePackStringKeysAdapter(), new MessagePackLz4Adapter()];
        Assert.All(defaults, a => Assert.False(a.Info.Traits.SafeForUntrustedInput.Value, a.Info.Id));
        Assert.All(defaults, a => Assert.Contains("TrustedData", a.Info.Traits.SafeForUntrustedInput.Reason, StringComparison.Ordinal));
        Assert.All(defaults, a => Assert.Contains("MessagePackSecurity.TrustedData", a.Info.Notes, StringComparison.Ordinal));

        var untrusted = new MessagePackUntrustedAdapter().Info;
        Assert.True(untrusted.Traits.SafeForUntrustedInput.Value);
        Assert.Contains("merely hardens", untrusted.Traits.SafeForUntrustedInput.Reason, StringComparison.Ordinal);
        Assert.Contains("merely hardens", untrusted.Notes, StringComparison.Ordinal);
        Assert.False(untrusted.InDefaultRoster);
    }

    /// <summary>[[[…[nil]…]]]: <paramref name="depth"/> one-element arrays around a nil.</summary>
    private static byte[] NestedArrays(int depth)
    {
        const byte FixArrayOfOne = 0x91;
        const byte Nil = 0xC0;
        var bytes = new byte[depth + 1];
        bytes.AsSpan(0, depth).Fill(FixArrayOfOne);
        bytes[depth] = Nil;
        return bytes;
    }
}
