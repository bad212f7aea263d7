using System.Text.RegularExpressions;
using SerBench.Adapters;
using SerBench.Engine;
using Xunit;

namespace SerBench.TestKit;

/// <summary>
/// The contract every serializer adapter passes: complete metadata, and for each payload either a reason for
/// declining it or a round trip that is structurally equal (honouring exactly the declared
/// <see cref="Fidelity"/>), deterministic bytes, an untouched input, and bytes any fresh codec can read.
/// Those theories run on the payloads the adapter takes only, and fail when it takes none.
/// Bind it to an adapter with a subclass: <c>public sealed class MyTests : SerializerContractTests&lt;MyAdapter&gt;;</c>
/// </summary>
public abstract partial class SerializerContractTests<TAdapter> : IContractPayloadSource
    where TAdapter : ISerializerAdapter, new()
{
    protected SerializerContractTests() => Adapter = new TAdapter();

    /// <summary>The adapter under test, created fresh for each test.</summary>
    protected TAdapter Adapter { get; }

    /// <summary>
    /// The payloads each theory runs on: by default every built-in payload at a small size. Override to add
    /// your own (e.g. <c>[.. base.Payloads, new SizedPayload(myPayload, 1)]</c>) or to choose other sizes.
    /// </summary>
    protected virtual IReadOnlyList<SizedPayload> Payloads => ContractPayloads.SmallBuiltIns;

    IEnumerable<string> IContractPayloadSource.CaseNames => Payloads.Select(p => p.ToString());

    IEnumerable<string> IContractPayloadSource.TakenCaseNames =>
        Payloads.Where(p => Adapter.Supports(p.Payload).IsSupported).Select(p => p.ToString()).DefaultIfEmpty(ContractPayloadsAttribute.NoneTaken);

    [Fact]
    public void MetadataIsComplete()
    {
        var info = Adapter.Info;
        Assert.NotNull(info);
        Assert.Matches(IdPattern(), info.Id);
        Assert.False(string.IsNullOrWhiteSpace(info.DisplayName), $"{info.Id}: DisplayName is empty.");
        Assert.False(string.IsNullOrWhiteSpace(info.Package), $"{info.Id}: Package is empty; give the NuGet package id.");
        Assert.False(string.IsNullOrWhiteSpace(info.Version), $"{info.Id}: Version is empty; use LibraryVersion.Of(typeof(<a library type>)).");
        Assert.NotEqual("unknown", info.Version, StringComparer.OrdinalIgnoreCase);
        Assert.True(Enum.IsDefined(info.Format), $"{info.Id}: Format {info.Format} is not a FormatFamily value.");
        Assert.True(Enum.IsDefined(info.Codegen), $"{info.Id}: Codegen {info.Codegen} is not a Codegen value.");
        Assert.True(Enum.IsDefined(info.ApiShape), $"{info.Id}: ApiShape {info.ApiShape} is not an ApiShape value.");
        Assert.NotNull(info.Fidelity);
        Assert.NotNull(info.Traits);
        AssertTrait(info.Id, nameof(SerializerTraits.SkipsDefaults), info.Traits.SkipsDefaults);
        AssertTrait(info.Id, nameof(SerializerTraits.VersionTolerant), info.Traits.VersionTolerant);
        AssertTrait(info.Id, nameof(SerializerTraits.NeedsSchema), info.Traits.NeedsSchema);
        AssertTrait(info.Id, nameof(SerializerTraits.SafeForUntrustedInput), info.Traits.SafeForUntrustedInput);
    }

    [Theory]
    [ContractPayloads]
    public void UnsupportedPayloadHasAReason(string payload)
    {
        var support = Adapter.Supports(Find(payload).Payload);
        if (!support.IsSupported)
        {
            Assert.False(string.IsNullOrWhiteSpace(support.Reason), $"{Adapter.Info.Id} declines {payload} without saying why.");
        }
    }

    [Theory]
    [ContractPayloads(OnlyTaken = true)]
    public void RoundTripIsStructurallyEqual(string payload)
    {
        var sized = Taken(payload);
        var difference = ContractCase.For(sized).RoundTripDifference(Adapter);
        if (difference is not null)
        {
            Assert.Fail($"{Adapter.Info.Id} round trip of {payload} is not equal (fidelity: {Adapter.Info.Fidelity.Describe()}): {difference}");
        }
    }

    [Theory]
    [ContractPayloads(OnlyTaken = true)]
    public void SerializingTwiceYieldsIdenticalBytes(string payload)
    {
        var sized = Taken(payload);
        var (first, second) = ContractCase.For(sized).SerializeTwice(Adapter);
        Assert.NotEmpty(first);
        Assert.True(first.AsSpan().SequenceEqual(second),
            $"{Adapter.Info.Id} wrote {first.Length} bytes, then {second.Length} different bytes, for the same {payload} with the same codec.");
    }

    [Theory]
    [ContractPayloads(OnlyTaken = true)]
    public void SerializationDoesNotMutateTheInput(string payload)
    {
        var sized = Taken(payload);
        var difference = ContractCase.For(sized).MutationDifference(Adapter);
        if (difference is not null)
        {
            Assert.Fail($"{Adapter.Info.Id} changed the {payload} it serialized: {difference}");
        }
    }

    [Theory]
    [ContractPayloads(OnlyTaken = true)]
    public void BytesDeserializeThroughAFreshCodec(string payload)
    {
        var sized = Taken(payload);
        var difference = ContractCase.For(sized).FreshCodecDifference(Adapter, new TAdapter());
        if (difference is not null)
        {
            Assert.Fail($"{Adapter.Info.Id}: bytes of {payload} read by a fresh adapter's codec differ: {difference}");
        }
    }

    [Theory]
    [ContractPayloads(OnlyTaken = true)]
    public void BytesInsideALargerBufferDeserialize(string payload)
    {
        var sized = Taken(payload);
        var difference = ContractCase.For(sized).SliceDifference(Adapter);
        if (difference is not null)
        {
            Assert.Fail($"{Adapter.Info.Id}: bytes of {payload} read from the middle of a larger buffer differ: {difference}");
        }
    }

    private static void AssertTrait(string id, string name, Trait trait)
    {
        Assert.True(trait is not null, $"{id}: trait {name} is missing.");
        Assert.False(string.IsNullOrWhiteSpace(trait.Reason), $"{id}: trait {name} has no reason.");
    }

    private SizedPayload Find(string name) =>
        Payloads.FirstOrDefault(p => p.ToString() == name)
        ?? throw new ArgumentException($"No payload case '{name}'; the cases are {string.Join(", ", Payloads)}.", nameof(name));

    /// <summary>The payload case a theory over taken payloads checks; fails when the adapter takes none, or no longer takes this one.</summary>
    private SizedPayload Taken(string name)
    {
        if (name == ContractPayloadsAttribute.NoneTaken)
        {
            var declines = Payloads.Select(p => $"{p}: {Adapter.Supports(p.Payload).Reason}");
            Assert.Fail(
                $"{Adapter.Info.Id} takes none of its {Payloads.Count} contract payloads, so the contract has nothing to check ({string.Join("; ", declines)}). " +
                "Make Supports take the payloads it can serialize, or override Payloads with ones it takes.");
        }

        var sized = Find(name);
        var support = Adapter.Supports(sized.Payload);
        Assert.True(support.IsSupported, $"{Adapter.Info.Id} declines {name} ({support.Reason}) after taking it when the cases were listed: Supports must give one answer.");
        return sized;
    }

    [GeneratedRegex("^[a-z0-9][a-z0-9-]*$")]
    private static partial Regex IdPattern();
}
