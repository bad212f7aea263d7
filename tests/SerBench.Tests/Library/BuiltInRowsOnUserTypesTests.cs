using SerBench.Serializers;
using Xunit.Abstractions;

namespace SerBench.Tests.Library;

/// <summary>Every built-in row over plain user types: it either round-trips them or says what the user must add.</summary>
public sealed class BuiltInRowsOnUserTypesTests(ITestOutputHelper output)
{
    public static TheoryData<string> Rows() => [.. BuiltInSerializers.Installed().Select(a => a.Info.Id)];

    [Theory]
    [MemberData(nameof(Rows))]
    public void Each_row_runs_a_user_type_or_declines_it_with_what_to_add(string row)
    {
        var adapter = BuiltInSerializers.Installed().Single(a => a.Info.Id == row);
        foreach (var payload in UserTypes.All)
        {
            var prepared = payload.Accept(new CellPreparer(adapter, 1));
            output.WriteLine($"{row} × {payload.Id}: {prepared.Status} {prepared.Reason}");
            Assert.True(prepared.Status is CellStatus.Ok or CellStatus.Unsupported, $"{row} × {payload.Id} failed: {prepared.Reason}");
            if (prepared.Status == CellStatus.Unsupported)
            {
                // Specific: the reason names the user's type (or payload), so the user knows what to change.
                Assert.True(
                    prepared.Reason!.Contains(payload.ClrType.Name, StringComparison.Ordinal) || prepared.Reason.Contains(payload.Id, StringComparison.Ordinal)
                        || NamesANestedType(prepared.Reason, payload.ClrType),
                    $"{row} declines {payload.Id} without naming the type: {prepared.Reason}");
            }
        }
    }

    [Fact]
    public void A_generic_user_type_is_named_as_CSharp_writes_it()
    {
        var lines = new Payload<List<UserTypes.UserLine>>("user-lines", "a list of a user's type", _ => [new UserTypes.UserLine { Sku = "A-1" }]);
        var adapter = BuiltInSerializers.Installed().Single(a => a.Info.Id == "stj-sourcegen");

        var support = adapter.Supports(lines);

        Assert.False(support.IsSupported);
        Assert.Contains("[JsonSerializable(typeof(List<UserLine>))]", support.Reason, StringComparison.Ordinal);
        Assert.Equal("Dictionary<string, int?>[]", PayloadTypeGraph.CSharpName(typeof(Dictionary<string, int?>[])).Replace("String", "string", StringComparison.Ordinal).Replace("Int32", "int", StringComparison.Ordinal));
    }

    private static bool NamesANestedType(string reason, Type root) =>
        PayloadTypeGraph.ObjectTypes(root).Any(t => reason.Contains(t.Name, StringComparison.Ordinal));
}
