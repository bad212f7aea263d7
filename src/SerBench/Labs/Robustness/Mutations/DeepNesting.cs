using System.Buffers.Binary;

namespace SerBench.Labs.Robustness;

/// <summary>
/// Deeply nested inputs for formats that nest, at each of <see cref="CorpusSettings.NestingDepths"/>: a document
/// that is nothing but nesting, and the valid document with a deeply nested unknown member put first, which a
/// version-tolerant reader must skip (and may recurse to skip).
/// </summary>
internal static class DeepNesting
{
    private const string Member = "serbenchDeep";

    public static IEnumerable<(string Label, byte[] Input)> Build(byte[] valid, FormatFamily format)
    {
        foreach (var depth in CorpusSettings.NestingDepths)
        {
            var levels = RobustnessCorpus.Count(depth);
            switch (format)
            {
                case FormatFamily.Json:
                    yield return ($"json arrays nested {levels} levels", Text(Repeat("[", depth) + Repeat("]", depth)));
                    yield return ($"json unknown member nested {levels} levels", Inject(valid, Text($"\"{Member}\":" + Repeat("{\"a\":", depth) + "1" + Repeat("}", depth) + ","), Text(Repeat("[", depth) + Repeat("]", depth) + ",")));
                    break;
                case FormatFamily.Jsv:
                    yield return ($"jsv lists nested {levels} levels", Text(Repeat("[", depth) + Repeat("]", depth)));
                    yield return ($"jsv unknown member nested {levels} levels", Inject(valid, Text($"{Member}:" + Repeat("{a:", depth) + "1" + Repeat("}", depth) + ","), Text(Repeat("[", depth) + Repeat("]", depth) + ",")));
                    break;
                case FormatFamily.Xml:
                    yield return ($"xml elements nested {levels} levels", Text(Repeat("<a>", depth) + Repeat("</a>", depth)));
                    if (XmlInsertPoint(valid) is { } at)
                    {
                        var deep = Text($"<{Member}>" + Repeat("<a>", depth) + Repeat("</a>", depth) + $"</{Member}>");
                        yield return ($"xml unknown element nested {levels} levels", LengthFields.Splice(valid, at, 0, deep));
                    }

                    break;
                case FormatFamily.Bson:
                    var document = BsonNested(depth);
                    yield return ($"bson documents nested {levels} levels", document);
                    if (valid.Length >= 5)
                    {
                        yield return ($"bson unknown member nested {levels} levels", BsonInject(valid, document));
                    }

                    break;
                case FormatFamily.Protobuf:
                    // Unknown field 15 as nested groups (start-group tag 0x7B, end-group tag 0x7C): a reader must walk them to skip them.
                    var groups = new byte[depth * 2];
                    groups.AsSpan(0, depth).Fill(0x7B);
                    groups.AsSpan(depth).Fill(0x7C);
                    yield return ($"protobuf unknown groups nested {levels} levels", [.. groups, .. valid]);
                    break;
            }
        }
    }

    private static string Repeat(string text, int count) => new StringBuilder(text.Length * count).Insert(0, text, count).ToString();

    private static byte[] Text(string text) => Encoding.UTF8.GetBytes(text);

    /// <summary>After the root's opening brace or bracket; the array form goes into an array root.</summary>
    private static byte[] Inject(byte[] valid, byte[] member, byte[] element)
    {
        var at = Array.FindIndex(valid, b => b is (byte)'{' or (byte)'[');
        if (at < 0)
        {
            return [.. member, .. valid];
        }

        var empty = at + 1 < valid.Length && valid[at + 1] is (byte)'}' or (byte)']';
        var insert = valid[at] == (byte)'{' ? member : element;
        if (empty)
        {
            insert = insert[..^1];
        }

        return LengthFields.Splice(valid, at + 1, 0, insert);
    }

    /// <summary>Just after the root element's start tag (skipping the declaration and comments); null for an empty root.</summary>
    private static int? XmlInsertPoint(byte[] valid)
    {
        var i = 0;
        while ((i = Array.IndexOf(valid, (byte)'<', i)) >= 0 && i + 1 < valid.Length)
        {
            if (valid[i + 1] is (byte)'?' or (byte)'!')
            {
                i++;
                continue;
            }

            var close = Array.IndexOf(valid, (byte)'>', i);
            return close > 0 && valid[close - 1] != (byte)'/' ? close + 1 : null;
        }

        return null;
    }

    /// <summary>{ "a": { "a": … {} } } written front to back: each level is its length, type 0x03, "a\0", the inner document, 0x00.</summary>
    private static byte[] BsonNested(int depth)
    {
        var total = 5 + (8 * depth);
        var bytes = new byte[total];
        var position = 0;
        for (var level = 0; level < depth; level++)
        {
            BinaryPrimitives.WriteInt32LittleEndian(bytes.AsSpan(position), total - (8 * level));
            bytes[position + 4] = 0x03;
            bytes[position + 5] = (byte)'a';
            position += 7;
        }

        BinaryPrimitives.WriteInt32LittleEndian(bytes.AsSpan(position), 5);

        // The innermost document's terminator and every level's terminator are the zeros already there.
        return bytes;
    }

    private static byte[] BsonInject(byte[] valid, byte[] document)
    {
        var element = new byte[1 + Member.Length + 1 + document.Length];
        element[0] = 0x03;
        Encoding.ASCII.GetBytes(Member, element.AsSpan(1));
        document.CopyTo(element, 2 + Member.Length);
        var result = LengthFields.Splice(valid, 4, 0, element);
        BinaryPrimitives.WriteInt32LittleEndian(result, BinaryPrimitives.ReadInt32LittleEndian(valid) + element.Length);
        return result;
    }
}
