using System.Collections;

namespace SerBench.Equality;

/// <summary>The container half of the walk: objects member by member, sequences by index, dictionaries by key.</summary>
internal sealed partial class ComparisonWalk
{
    private string? CompareComposites(TypeShape shape, object expected, object actual)
    {
        var expectedType = expected.GetType();
        if (expectedType != actual.GetType())
        {
            return _path.Difference($"type {TypeName(expectedType)} != {TypeName(actual.GetType())}");
        }

        // A derived instance behind a base-typed member is compared by everything it holds.
        if (expectedType != shape.Type)
        {
            shape = TypeShape.For(expectedType);
            if (shape.Kind != ShapeKind.Composite)
            {
                return Compare(expectedType, expected, actual);
            }
        }

        foreach (var member in shape.Members)
        {
            _path.PushMember(member.Name);
            var difference = Compare(member.DeclaredType, member.Get(expected), member.Get(actual));
            _path.Pop();
            if (difference is not null)
            {
                return difference;
            }
        }

        return null;
    }

    private string? CompareSequences(TypeShape shape, IEnumerable expected, IEnumerable actual)
    {
        var expectedItems = expected as IList ?? Materialize(expected);
        var actualItems = actual as IList ?? Materialize(actual);
        if (expectedItems.Count != actualItems.Count)
        {
            return _path.Difference($"count {expectedItems.Count} != {actualItems.Count}");
        }

        var elementType = shape.ElementType!;
        for (var i = 0; i < expectedItems.Count; i++)
        {
            _path.PushIndex(i);
            var difference = Compare(elementType, expectedItems[i], actualItems[i]);
            _path.Pop();
            if (difference is not null)
            {
                return difference;
            }
        }

        return null;
    }

    private static List<object?> Materialize(IEnumerable items)
    {
        var list = new List<object?>();
        foreach (var item in items)
        {
            list.Add(item);
        }

        return list;
    }

    private string? CompareDictionaries(TypeShape shape, object expected, object actual)
    {
        var pair = shape.PairMembers;
        var key = Array.Find(pair, m => m.Name == "Key")!;
        var value = Array.Find(pair, m => m.Name == "Value")!;
        var lookup = actual as IDictionary;
        var actualEntries = lookup is null ? Entries((IEnumerable)actual, key, value) : null;

        foreach (var entry in (IEnumerable)expected)
        {
            var k = key.Get(entry!)!;
            _path.PushKey(k);
            string? difference;
            if (lookup is not null ? !lookup.Contains(k) : !actualEntries!.ContainsKey(k))
            {
                difference = _path.Difference("missing");
            }
            else
            {
                var actualValue = lookup is not null ? lookup[k] : actualEntries![k];
                difference = Compare(value.DeclaredType, value.Get(entry!), actualValue);
            }

            _path.Pop();
            if (difference is not null)
            {
                return difference;
            }
        }

        var expectedLookup = expected as IDictionary;
        var expectedKeys = expectedLookup is null ? Entries((IEnumerable)expected, key, value) : null;
        foreach (var entry in (IEnumerable)actual)
        {
            var k = key.Get(entry!)!;
            if (expectedLookup is not null ? !expectedLookup.Contains(k) : !expectedKeys!.ContainsKey(k))
            {
                _path.PushKey(k);
                var difference = _path.Difference("unexpected key (not in the expected value)");
                _path.Pop();
                return difference;
            }
        }

        // Same keys but different counts can only mean duplicate keys in a non-dictionary enumeration.
        return null;
    }

    private static Dictionary<object, object?> Entries(IEnumerable entries, MemberAccessor key, MemberAccessor value)
    {
        var map = new Dictionary<object, object?>();
        foreach (var entry in entries)
        {
            map[key.Get(entry!)!] = value.Get(entry!);
        }

        return map;
    }
}
