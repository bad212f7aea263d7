using SerBench.Serializers.SystemTextJson;

namespace SerBench.Tests.Roster;

/// <summary>Rows whose default settings skip public fields decline such types instead of losing data silently.</summary>
public sealed class PublicFieldDeclineTests
{
    private static readonly Payload<WithField> Fielded = new("fielded", "a type with a public field", _ => new WithField { Count = 7, Name = "x" });

    public static TheoryData<string> SkippingRows => ["stj-bytes"];

    [Theory]
    [MemberData(nameof(SkippingRows))]
    public void A_public_field_is_declined_with_its_name(string id)
    {
        ISerializerAdapter adapter = id switch
        {
            _ => new StjBytesAdapter(),
        };

        var support = adapter.Supports(Fielded);

        Assert.False(support.IsSupported);
        Assert.Contains("WithField.Count", support.Reason, StringComparison.Ordinal);
    }

    public sealed class WithField
    {
#pragma warning disable CA1051 // The public field is the point of the test.
        public int Count;
#pragma warning restore CA1051

        public string? Name { get; set; }
    }
}
