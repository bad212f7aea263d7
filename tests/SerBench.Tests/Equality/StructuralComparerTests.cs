using System.Text.Json;
using SerBench.Equality;

namespace SerBench.Tests.Equality;

public sealed class StructuralComparerTests
{
    private static readonly DateTime Instant = new DateTime(2024, 3, 15, 10, 30, 0, DateTimeKind.Utc).AddTicks(1_234_567);

    private static string? Diff(Action<Sample> change, Fidelity? fidelity = null)
    {
        var actual = Full();
        change(actual);
        return StructuralComparer.FirstDifference(Full(), actual, fidelity);
    }

    private static Sample Full() => new()
    {
        Number = 1,
        Text = "hello",
        Color = Color.Green,
        Money = 456.78m,
        Ratio = 0.5,
        Small = 0.25f,
        When = Instant,
        At = new DateTimeOffset(2024, 3, 15, 10, 30, 0, TimeSpan.FromHours(2)),
        Span = TimeSpan.FromSeconds(90),
        Id = new Guid("5d1c2a7e-3b4f-4c8d-9e0a-1f2b3c4d5e6f"),
        Bytes = [1, 2, 3, 4, 5],
        Maybe = 7,
        Numbers = [1, 2, 3, 4, 5],
        Names = ["a", "b"],
        Map = new() { ["one"] = 1, ["two"] = 2 },
        Child = new Sample { Number = 2, Text = "child" },
        Untyped = "misc",
        Field = 9,
    };

    [Fact]
    public void Equal_graphs_that_share_no_instance_are_equal() =>
        Assert.Null(StructuralComparer.FirstDifference(Full(), Full()));

    [Fact]
    public void Null_against_non_null_is_named_both_ways()
    {
        Assert.Equal("Child: null != a Sample", StructuralComparer.FirstDifference(new Sample(), new Sample { Child = new Sample() }));
        Assert.Equal("Text: \"hello\" != null", Diff(s => s.Text = null));
        Assert.Equal("(root): a Sample != null", StructuralComparer.FirstDifference(new Sample(), null));
        Assert.Null(StructuralComparer.FirstDifference<Sample?>(null, null));
    }

    [Fact]
    public void Primitives_enums_decimals_and_fields_are_compared()
    {
        Assert.Equal("Number: 1 != 2", Diff(s => s.Number = 2));
        Assert.Equal("Color: Green (1) != Red (0)", Diff(s => s.Color = Color.Red));
        Assert.Equal("Money: 456.78 != 456.79", Diff(s => s.Money = 456.79m));
        Assert.Null(Diff(s => s.Money = 456.780m));
        Assert.Equal("Field: 9 != 10", Diff(s => s.Field = 10));
        Assert.Equal("Span: 00:01:30 != 00:01:31", Diff(s => s.Span = TimeSpan.FromSeconds(91)));
        Assert.Equal("Id: 5d1c2a7e-3b4f-4c8d-9e0a-1f2b3c4d5e6f != 00000000-0000-0000-0000-000000000000", Diff(s => s.Id = Guid.Empty));
        Assert.Equal("(root): 1 != 2", StructuralComparer.FirstDifference(1, 2));
    }

    [Fact]
    public void Nullables_compare_their_values()
    {
        Assert.Equal("Maybe: 7 != null", Diff(s => s.Maybe = null));
        Assert.Equal("Maybe: 7 != 8", Diff(s => s.Maybe = 8));
    }

    [Fact]
    public void Short_strings_are_shown_quoted_and_escaped()
    {
        Assert.Equal("Text: \"hello\" != \"hello\\n\\\"x\\\"\"", Diff(s => s.Text = "hello\n\"x\""));
        Assert.Equal("Text: \"hello\" != \"Hello\"", Diff(s => s.Text = "Hello"));
    }

    [Fact]
    public void Long_strings_name_the_first_differing_index_and_an_excerpt()
    {
        var expected = new Sample { Text = new string('g', 1000) };
        var actual = new Sample { Text = new string('g', 500) + "X" + new string('g', 499) };
        var difference = StructuralComparer.FirstDifference(expected, actual);
        Assert.Equal(
            "Text: strings differ at index 500 (lengths 1000 and 1000): " +
            "…\"gggggggggggggggggggggggggggggggggggggggg\"… != …\"ggggggggggggggggggggXggggggggggggggggggg\"…",
            difference);
    }

    [Fact]
    public void Doubles_and_floats_are_exact_and_NaN_equals_NaN()
    {
        Assert.Equal("Ratio: 0.5 != 0.5000000000000001", Diff(s => s.Ratio = 0.5000000000000001));
        Assert.Equal("Small: 0.25 != 0.25000003", Diff(s => s.Small = 0.25000003f));
        Assert.Null(StructuralComparer.FirstDifference(double.NaN, double.NaN));
        Assert.Null(StructuralComparer.FirstDifference(float.NaN, float.NaN));
        Assert.Equal("(root): 0 != -0", StructuralComparer.FirstDifference(0.0, -0.0));
    }

    [Fact]
    public void DateTimes_must_keep_every_tick_and_the_kind_by_default()
    {
        Assert.Contains("When: 2024-03-15T10:30:00.1234567Z (Utc) != 2024-03-15T10:30:00.1234568Z (Utc)", Diff(s => s.When = Instant.AddTicks(1)), StringComparison.Ordinal);
        Assert.Equal(
            "When: 2024-03-15T10:30:00.1234567Z (Utc) != 2024-03-15T10:30:00.1234567 (Unspecified) (kind differs)",
            Diff(s => s.When = DateTime.SpecifyKind(Instant, DateTimeKind.Unspecified)));
    }

    [Fact]
    public void DateTime_precision_forgives_exactly_the_truncated_part()
    {
        var millisecond = new Fidelity { DateTimePrecision = TimeSpan.FromMilliseconds(1) };
        Assert.Null(Diff(s => s.When = new DateTime(Instant.Ticks - (Instant.Ticks % TimeSpan.TicksPerMillisecond), DateTimeKind.Utc), millisecond));
        Assert.Null(Diff(s => s.At = s.At.AddTicks(5), millisecond));
        var difference = Diff(s => s.When = Instant.AddMilliseconds(1), millisecond);
        Assert.StartsWith("When: ", difference, StringComparison.Ordinal);
        Assert.EndsWith("(beyond the declared precision of 1 ms)", difference, StringComparison.Ordinal);
    }

    [Fact]
    public void DateTime_kind_may_change_when_the_format_declares_it_keeping_the_instant()
    {
        var kindLost = new Fidelity { PreservesDateTimeKind = false };
        Assert.Null(Diff(s => s.When = Instant.ToLocalTime(), kindLost));
        Assert.NotNull(Diff(s => s.When = Instant.ToLocalTime().AddTicks(1), kindLost));
        Assert.Null(Diff(s => s.At = s.At.ToUniversalTime(), kindLost));
    }

    [Fact]
    public void DateTimeOffsets_keep_their_offset()
    {
        Assert.Equal(
            "At: 2024-03-15T10:30:00.0000000+02:00 != 2024-03-15T08:30:00.0000000+00:00 (offset differs)",
            Diff(s => s.At = s.At.ToUniversalTime()));
        Assert.Equal(
            "At: 2024-03-15T10:30:00.0000000+02:00 != 2024-03-15T10:30:00.0000001+02:00",
            Diff(s => s.At = s.At.AddTicks(1)));
    }

    [Fact]
    public void Byte_arrays_name_the_first_differing_index_or_both_lengths()
    {
        Assert.Equal("Bytes: bytes differ at index 3: 0x04 != 0xFF", Diff(s => s.Bytes![3] = 255));
        Assert.Equal("Bytes: length 5 != 4", Diff(s => s.Bytes = [1, 2, 3, 4]));
    }

    [Fact]
    public void Sequences_name_both_counts_and_the_index_of_the_first_difference()
    {
        Assert.Equal("Numbers: count 5 != 6", Diff(s => s.Numbers!.Add(6)));
        Assert.Equal("Numbers[3]: 4 != 40", Diff(s => s.Numbers![3] = 40));
        Assert.Equal("Names[1]: \"b\" != \"c\"", Diff(s => s.Names = new HashSet<string> { "a", "c" }));
        Assert.Null(Diff(s => s.Names = new[] { "a", "b" }));
    }

    [Fact]
    public void A_collection_root_starts_its_path_with_an_index()
    {
        var expected = new List<Sample> { new() { Number = 1 }, new() { Number = 2, Child = new Sample { Text = "x" } } };
        var actual = new List<Sample> { new() { Number = 1 }, new() { Number = 2, Child = new Sample { Text = "y" } } };
        Assert.Equal("[1].Child.Text: \"x\" != \"y\"", StructuralComparer.FirstDifference(expected, actual));
        Assert.Equal("(root): count 2 != 1", StructuralComparer.FirstDifference(expected, actual.Take(1).ToList()));
    }

    [Fact]
    public void Dictionaries_name_missing_and_extra_keys_and_differing_values_by_key()
    {
        Assert.Equal("Map[\"two\"]: missing", Diff(s => s.Map!.Remove("two")));
        Assert.Equal("Map[\"three\"]: unexpected key (not in the expected value)", Diff(s => s.Map!["three"] = 3));
        Assert.Equal("Map[\"one\"]: 1 != 11", Diff(s => s.Map!["one"] = 11));
        Assert.Null(Diff(s => s.Map = new() { ["two"] = 2, ["one"] = 1 }));
        Assert.Equal("[2]: missing", StructuralComparer.FirstDifference<IReadOnlyDictionary<int, string>>(
            new Dictionary<int, string> { [1] = "a", [2] = "b" }, new SortedList<int, string> { [1] = "a" }));
    }

    [Fact]
    public void Nested_objects_give_dotted_paths() =>
        Assert.Equal("Child.Child.Number: 3 != 4", StructuralComparer.FirstDifference(
            new Sample { Child = new Sample { Child = new Sample { Number = 3 } } },
            new Sample { Child = new Sample { Child = new Sample { Number = 4 } } }));

    [Fact]
    public void Null_equals_empty_only_when_the_format_declares_it()
    {
        var relaxed = new Fidelity { NullEqualsEmpty = true };
        Assert.Equal("Numbers: null != a List<Int32>", StructuralComparer.FirstDifference(new Sample(), new Sample { Numbers = [] }));
        Assert.Null(StructuralComparer.FirstDifference(new Sample(), new Sample { Numbers = [], Text = "", Map = [], Names = [] }, relaxed));
        Assert.Null(StructuralComparer.FirstDifference(new Sample { Text = "", Bytes = [] }, new Sample(), relaxed));
        Assert.Equal("Numbers: null != a List<Int32>", StructuralComparer.FirstDifference(new Sample(), new Sample { Numbers = [1] }, relaxed));
    }

    [Fact]
    public void Untyped_members_compare_runtime_values()
    {
        Assert.Null(StructuralComparer.FirstDifference(new Sample { Untyped = new List<int> { 1 } }, new Sample { Untyped = new List<int> { 1 } }));
        Assert.Equal("Untyped[0]: 1 != 2", StructuralComparer.FirstDifference(new Sample { Untyped = new List<int> { 1 } }, new Sample { Untyped = new List<int> { 2 } }));
        Assert.Equal("Untyped: \"misc\" != \"other\"", Diff(s => s.Untyped = "other"));
        Assert.Equal("Untyped: 5 != 5 (type Int32 != Int64)", StructuralComparer.FirstDifference(new Sample { Untyped = 5 }, new Sample { Untyped = 5L }));
    }

    [Fact]
    public void Untyped_members_compare_by_text_when_the_format_declares_it()
    {
        var asText = new Fidelity { UntypedMembersAsText = true };
        using var json = JsonDocument.Parse("""{"s":"misc","n":5.5,"o":"other"}""");
        var root = json.RootElement;
        Assert.Null(Diff(s => s.Untyped = root.GetProperty("s"), asText));
        Assert.Null(StructuralComparer.FirstDifference(new Sample { Untyped = 5.5 }, new Sample { Untyped = root.GetProperty("n") }, asText));
        Assert.Equal("Untyped: as text \"misc\" != \"other\"", Diff(s => s.Untyped = root.GetProperty("o"), asText));
        Assert.StartsWith("Untyped: \"misc\" != JsonElement String", Diff(s => s.Untyped = root.GetProperty("s")), StringComparison.Ordinal);
    }

    [Fact]
    public void A_difference_deep_in_a_grain_state_is_found_with_its_path()
    {
        var expected = GrainStates.Build(40);
        var actual = GrainStates.Build(40);
        Assert.Null(StructuralComparer.FirstDifference(expected, actual));

        actual.Doc!.Consumers!.Values[17].Stream!.StreamId!.KeyIndex = 13;
        Assert.Equal("Doc.Consumers.Values[17].Stream.StreamId.KeyIndex: 27 != 13", StructuralComparer.FirstDifference(expected, actual));

        actual = GrainStates.Build(40);
        actual.Doc!.Consumers!.Values[33].FilterData!.Properties["p1"] = "changed";
        Assert.Equal("Doc.Consumers.Values[33].FilterData.Properties[\"p1\"]: \"v1\" != \"changed\"", StructuralComparer.FirstDifference(expected, actual));

        actual = GrainStates.Build(40);
        actual.Doc!.Metadata.Remove("meta_key_3");
        Assert.Equal("Doc.Metadata[\"meta_key_3\"]: missing", StructuralComparer.FirstDifference(expected, actual));

        actual = GrainStates.Build(40);
        actual.Doc!.Metadata["meta_key_1"].Tags[0] = "tag";
        Assert.Equal("Doc.Metadata[\"meta_key_1\"].Tags[0]: \"tag_1_0_0001\" != \"tag\"", StructuralComparer.FirstDifference(expected, actual));
    }
}
