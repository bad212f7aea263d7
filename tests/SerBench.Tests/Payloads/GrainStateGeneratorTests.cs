using System.Globalization;
using System.Text.RegularExpressions;
using SerBench.Equality;
using SerBench.Payloads.Generators;
using SerBench.Payloads.Models;

namespace SerBench.Tests.Payloads;

/// <summary>The grain state of PAYLOADS.md "Grain state with N consumers".</summary>
public sealed partial class GrainStateGeneratorTests
{
    private static readonly PubSubGrainState State = GrainStateGenerator.Create(300).Doc!;

    [Fact]
    public void The_document_holds_50_producers_N_consumers_and_500_metadata_entries()
    {
        Assert.Equal(50, State.Producers!.Values.Count);
        Assert.Equal(300, State.Consumers!.Values.Count);
        Assert.Equal(Enumerable.Range(0, 500).Select(i => $"meta_key_{i}"), State.Metadata.Keys);
        Assert.Empty(GrainStateGenerator.Create(0).Doc!.Consumers!.Values);
    }

    [Fact]
    public void The_fixed_part_is_the_same_at_every_size()
    {
        var small = GrainStateGenerator.Create(1).Doc!;
        Assert.Null(StructuralComparer.FirstDifference(small.Producers, State.Producers));
        Assert.Null(StructuralComparer.FirstDifference(small.Metadata, State.Metadata));
    }

    [Fact]
    public void Type_fields_hold_long_dotnet_type_names()
    {
        Assert.Contains("`", State.Consumers!.Type, StringComparison.Ordinal);
        Assert.Contains(",", State.Consumers.Type, StringComparison.Ordinal);
        Assert.Contains("`", State.Producers!.Type, StringComparison.Ordinal);
        Assert.Contains(",", State.Type, StringComparison.Ordinal);
        Assert.All(State.Consumers.Values, c => Assert.True(c.Type!.Length > 30));
    }

    [Fact]
    public void Only_every_third_consumer_has_filter_data_with_3_to_9_properties()
    {
        var consumers = State.Consumers!.Values;
        for (var i = 0; i < consumers.Count; i++)
        {
            var filter = consumers[i].FilterData;
            if (i % 3 == 0)
            {
                Assert.NotNull(filter);
                Assert.InRange(filter.Properties.Count, 3, 9);
            }
            else
            {
                Assert.Null(filter);
            }
        }
    }

    [Fact]
    public void Consumers_have_their_ranges()
    {
        Assert.All(State.Consumers!.Values, c =>
        {
            Assert.InRange(c.State, 0, 2);
            Assert.Matches(HexKey(), c.Consumer!.Key!);
            Assert.NotEqual(Guid.Empty, c.SubscriptionId!.Guid);
            AssertStream(c.Stream!);
        });
        Assert.Equal(3, State.Consumers.Values.Select(c => c.State).Distinct().Count());
    }

    [Fact]
    public void Producers_have_a_grain_key_a_stream_and_an_iso_timestamp()
    {
        Assert.All(State.Producers!.Values, p =>
        {
            Assert.Matches(HexKey(), p.Producer!.Key!);
            AssertStream(p.Stream!);
            AssertIsoUtc(p.LastTimeUsed);
        });
    }

    [Fact]
    public void Metadata_entries_hold_500_to_1999_random_bytes_and_1_to_4_tags()
    {
        foreach (var (key, entry) in State.Metadata)
        {
            var index = int.Parse(key["meta_key_".Length..], CultureInfo.InvariantCulture);
            Assert.InRange(Convert.FromBase64String(entry.Value!).Length, 500, 1999);
            AssertIsoUtc(entry.Timestamp);
            Assert.InRange(entry.Tags.Count, 1, 4);
            for (var j = 0; j < entry.Tags.Count; j++)
            {
                Assert.Matches($"^tag_{index}_{j}_[0-9]{{4}}$", entry.Tags[j]);
            }
        }
    }

    [Theory]
    [InlineData(500)]
    [InlineData(2_000)]
    public void Json_size_is_within_10_percent_of_the_origin(int consumers)
    {
        var expected = 1_017_000 + (895 * consumers);
        var bytes = PayloadSerialization.StjBytes(BuiltInPayloads.GrainState, consumers).Length;
        Assert.InRange(bytes, expected * 0.9, expected * 1.1);
    }

    [Fact]
    public void A_difference_deep_in_the_generated_state_is_found_with_its_path()
    {
        var expected = GrainStateGenerator.Create(2_000);
        var actual = GrainStateGenerator.Create(2_000);
        var stream = actual.Doc!.Consumers!.Values[1_717].Stream!.StreamId!;
        var original = stream.KeyIndex;
        stream.KeyIndex = original + 100;
        Assert.Equal(
            $"Doc.Consumers.Values[1717].Stream.StreamId.KeyIndex: {original} != {original + 100}",
            StructuralComparer.FirstDifference(expected, actual));
    }

    private static void AssertStream(StreamReference stream)
    {
        Assert.Equal("SMSProvider", stream.ProviderName);
        Assert.InRange(stream.StreamId!.KeyIndex, 10, 29);
        var binary = stream.StreamId.FullKey!.Value!.Binary!;
        Assert.Equal("00", binary.SubType);
        Assert.InRange(Convert.FromBase64String(binary.Base64!).Length, 50, 199);
    }

    private static void AssertIsoUtc(string? text)
    {
        var instant = DateTime.ParseExact(text!, "O", CultureInfo.InvariantCulture, DateTimeStyles.RoundtripKind);
        Assert.Equal(DateTimeKind.Utc, instant.Kind);
        Assert.InRange(instant.Year, 2024, 2024);
    }

    [GeneratedRegex("^[0-9a-f]{32}$")]
    private static partial Regex HexKey();
}
