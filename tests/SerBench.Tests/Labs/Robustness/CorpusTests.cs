using System.Buffers.Binary;
using System.Text;
using SerBench.Labs.Robustness;

namespace SerBench.Tests.Labs.Robustness;

public sealed class CorpusTests
{
    private static readonly byte[] Json = Encoding.UTF8.GetBytes("{\"Id\":123456,\"OtherId\":123}");

    [Fact]
    public void The_corpus_is_deterministic_for_a_seed()
    {
        var large = new byte[5_000];
        new Random(1).NextBytes(large);
        var settings = new CorpusSettings(42, 64, FormatFamily.CustomBinary, "x");
        var first = RobustnessCorpus.Build(large, settings).ToList();
        var second = RobustnessCorpus.Build(large, settings).ToList();
        Assert.Equal(first.Count, second.Count);
        Assert.All(first.Zip(second), pair =>
        {
            Assert.Equal(pair.First.Label, pair.Second.Label);
            Assert.Equal(pair.First.Input, pair.Second.Input);
        });

        var other = RobustnessCorpus.Build(large, settings with { Seed = 43 }).ToList();
        Assert.NotEqual(first.Select(c => c.Label), other.Select(c => c.Label));
    }

    [Fact]
    public void A_small_input_gets_every_truncation_and_every_bit_flip()
    {
        var corpus = RobustnessCorpus.Build(Json, new CorpusSettings(1, 400, FormatFamily.Json, "stj")).ToList();
        Assert.Equal(Json, corpus[0].Input);
        Assert.Equal(CaseKinds.Valid, corpus[0].Kind);
        Assert.Equal(Enumerable.Range(0, Json.Length), corpus.Where(c => c.Kind == CaseKinds.Truncation).Select(c => c.Input.Length));
        Assert.Equal(Json.Length * 8, corpus.Count(c => c.Kind == CaseKinds.BitFlip));
        Assert.Equal(Enumerable.Range(0, corpus.Count), corpus.Select(c => c.Index));
    }

    [Fact]
    public void A_megabyte_document_with_thousands_of_length_fields_is_cheap_to_sample()
    {
        // 20,000 BSON strings: every length field is a candidate, only the sampled ones are made.
        var elements = new List<byte>();
        for (var i = 0; i < 20_000; i++)
        {
            elements.AddRange([0x02, (byte)'s', 0, 2, 0, 0, 0, (byte)'x', 0]);
        }

        byte[] document = [0, 0, 0, 0, .. elements, 0];
        BinaryPrimitives.WriteInt32LittleEndian(document, document.Length);
        var cases = LengthFields.Mutate(document, new CorpusSettings(1, 200, FormatFamily.Bson, "newtonsoft-bson"), new Random(1));
        Assert.Equal(100 + 25 * 3, cases.Count);
    }

    [Fact]
    public void A_large_input_is_sampled_densely_at_both_ends()
    {
        var lengths = Mutations.TruncationLengths(1_000_000, 200).ToList();
        Assert.Equal(200, lengths.Count);
        Assert.Contains(0, lengths);
        Assert.Contains(999_999, lengths);
        Assert.Equal(lengths.Distinct().Count(), lengths.Count);
    }

    [Fact]
    public void Json_gets_nesting_at_ten_a_thousand_and_a_hundred_thousand_levels()
    {
        var nesting = DeepNesting.Build(Json, FormatFamily.Json).ToList();
        Assert.Equal(6, nesting.Count);
        var deepest = nesting.Single(n => n.Label == "json unknown member nested 100,000 levels").Input;
        var text = Encoding.UTF8.GetString(deepest);
        Assert.StartsWith("{\"serbenchDeep\":{\"a\":{\"a\":", text, StringComparison.Ordinal);
        Assert.EndsWith("\"Id\":123456,\"OtherId\":123}", text, StringComparison.Ordinal);
        Assert.Equal(100_000, text.Count(c => c == '}') - 1);
    }

    [Fact]
    public void Bson_nesting_is_a_well_formed_document_inserted_first()
    {
        byte[] valid = [13, 0, 0, 0, 0x10, (byte)'a', 0, 1, 0, 0, 0, 0];
        valid[0] = (byte)valid.Length;
        var nested = DeepNesting.Build(valid, FormatFamily.Bson).Single(n => n.Label == "bson unknown member nested 10 levels").Input;
        Assert.Equal(nested.Length, BinaryPrimitives.ReadInt32LittleEndian(nested));
        Assert.Equal(valid.Length + 1 + "serbenchDeep".Length + 1 + 5 + (8 * 10), nested.Length);
        Assert.Equal([0], BsonWalker.LengthFields(valid));

        // The root, the unknown member's document and its ten levels (the innermost is the empty document).
        Assert.Equal(12, BsonWalker.LengthFields(nested).Count);
    }

    [Fact]
    public void Protobuf_length_fields_are_found_inside_nested_messages()
    {
        // field 1: varint 150; field 2: message { field 3: string "hi" }
        byte[] message = [0x08, 0x96, 0x01, 0x12, 0x04, 0x1A, 0x02, (byte)'h', (byte)'i'];
        Assert.Equal([(4, 1), (6, 1)], ProtobufWalker.LengthFields(message));
        var cases = LengthFields.Mutate(message, new CorpusSettings(1, 200, FormatFamily.Protobuf, "protobuf"), new Random(1));
        var huge = cases.Single(c => c.Label == "protobuf length at byte 4 set to 2^31-1").Make();
        Assert.Equal(new byte[] { 0xFF, 0xFF, 0xFF, 0xFF, 0x07 }, huge.AsSpan(4, 5).ToArray());
    }

    [Fact]
    public void Envelope_varints_are_found_by_the_presence_byte()
    {
        // Header "ab" and one pair "k" → "v": presence bit 5 and bit 6.
        byte[] envelope = [0x60, 2, (byte)'a', (byte)'b', 2, 1, (byte)'k', 1, (byte)'v'];
        Assert.Equal([(1, 1), (4, 1), (5, 1), (7, 1)], EnvelopeWalker.VarintFields(envelope));
    }

    [Fact]
    public void Text_numbers_are_replaced_with_huge_and_negative_ones()
    {
        var cases = TextNumbers.Mutate(Json).Select(c => Encoding.UTF8.GetString(c.Make())).ToList();
        Assert.Contains("{\"Id\":99999999999999999999999999999,\"OtherId\":123}", cases);
        Assert.Contains("{\"Id\":123456,\"OtherId\":-1}", cases);
    }

    [Fact]
    public void A_splice_restores_the_exact_input()
    {
        var valid = Encoding.UTF8.GetBytes("0123456789abcdef");
        foreach (var input in new[] { "0123456789", "01234X6789abcdef", "0123[[[]]]456789abcdef", "zz", string.Empty })
        {
            var bytes = Encoding.UTF8.GetBytes(input);
            Assert.Equal(bytes, InputSplice.Between(valid, bytes).ApplyTo(valid));
        }
    }
}
