using SerBench.Serializers;
using SerBench.TestKit;

namespace SerBench.Tests.Adapters;

/// <summary>
/// A row declares only the losses its round trips show: for every loss an adapter declares, some built-in payload
/// (or one of the users' example types, which hold what the built-ins do not, such as a DateTimeOffset) fails its
/// round trip when that one loss is not forgiven. (The contract suite checks the other direction.)
/// </summary>
public sealed class DeclaredFidelityTests
{
    public static TheoryData<string> AdapterIds => [.. BuiltInSerializers.Installed().Select(a => a.Info.Id)];

    [Theory]
    [MemberData(nameof(AdapterIds))]
    public void Every_declared_loss_is_needed(string id)
    {
        var adapter = BuiltInSerializers.Installed().Single(a => a.Info.Id == id);
        var declared = adapter.Info.Fidelity;

        foreach (var (loss, stricter) in Tightenings(declared))
        {
            var failures = ContractPayloads.SmallBuiltIns.Concat(Library.UserTypes.All.Select(u => new SizedPayload(u, 1)))
                .Where(p => adapter.Supports(p.Payload).IsSupported)
                .Count(p => AdapterBytes.RoundTripDifference(adapter, p, stricter) is not null);
            Assert.True(failures > 0, $"{id} declares '{loss}' but every supported payload round-trips without it.");
        }
    }

    private static IEnumerable<(string Loss, Fidelity Stricter)> Tightenings(Fidelity declared)
    {
        if (declared.DateTimePrecision is not null)
        {
            yield return ("DateTime precision", declared with { DateTimePrecision = null });
        }

        if (!declared.PreservesDateTimeKind)
        {
            yield return ("DateTime kind not kept", declared with { PreservesDateTimeKind = true });
        }

        if (declared.NullEqualsEmpty)
        {
            yield return ("null equals empty", declared with { NullEqualsEmpty = false });
        }

        if (declared.UntypedMembersAsText)
        {
            yield return ("untyped members as text", declared with { UntypedMembersAsText = false });
        }
    }
}
