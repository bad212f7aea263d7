using System.Collections;
using System.Text.Json;
using SerBench.Adapters;

namespace SerBench.Equality;

/// <summary>One depth-first comparison; stops at the first difference and renders it with its path.</summary>
internal sealed partial class ComparisonWalk
{
    /// <summary>Canonical payloads are trees; anything deeper is a cycle or a runaway deserializer.</summary>
    private const int MaxDepth = 256;

    private readonly Fidelity _fidelity;
    private readonly DiffPath _path = new();

    public ComparisonWalk(Fidelity fidelity) => _fidelity = fidelity;

    public string? Compare(Type declared, object? expected, object? actual)
    {
        if (ReferenceEquals(expected, actual))
        {
            return null;
        }

        if (expected is null || actual is null)
        {
            return CompareNull(expected, actual);
        }

        if (_path.Depth > MaxDepth)
        {
            return _path.Difference($"nested deeper than {MaxDepth} levels (a reference cycle?)");
        }

        var shape = TypeShape.For(declared);
        return shape.Kind switch
        {
            ShapeKind.Untyped => CompareUntyped(expected, actual),
            ShapeKind.String => CompareStrings((string)expected, actual),
            ShapeKind.Double => CompareDoubles((double)expected, (double)actual),
            ShapeKind.Single => CompareSingles((float)expected, (float)actual),
            ShapeKind.DateTime => CompareDateTimes((DateTime)expected, (DateTime)actual),
            ShapeKind.DateTimeOffset => CompareDateTimeOffsets((DateTimeOffset)expected, (DateTimeOffset)actual),
            ShapeKind.ByteArray => CompareBytes((byte[])expected, (byte[])actual),
            ShapeKind.JsonElement => CompareJson((JsonElement)expected, (JsonElement)actual),
            ShapeKind.Leaf => expected.Equals(actual) ? null : Mismatch(expected, actual),
            ShapeKind.Dictionary => CompareDictionaries(shape, expected, actual),
            ShapeKind.Sequence => CompareSequences(shape, (IEnumerable)expected, (IEnumerable)actual),
            _ => CompareComposites(shape, expected, actual),
        };
    }

    private string? CompareNull(object? expected, object? actual)
    {
        var present = expected ?? actual!;
        if (_fidelity.NullEqualsEmpty && IsEmpty(present))
        {
            return null;
        }

        var description = present is string or ValueType ? ValueText.Describe(present) : $"a {TypeName(present.GetType())}";
        return _path.Difference(expected is null ? $"null != {description}" : $"{description} != null");
    }

    private static bool IsEmpty(object value) => value switch
    {
        string s => s.Length == 0,
        ICollection c => c.Count == 0,
        IEnumerable e => !e.GetEnumerator().MoveNext(),
        _ => false,
    };

    private string? CompareUntyped(object expected, object actual)
    {
        var expectedType = expected.GetType();
        if (expectedType == actual.GetType())
        {
            return Compare(expectedType, expected, actual);
        }

        if (_fidelity.UntypedMembersAsText)
        {
            var expectedText = ValueText.AsText(expected);
            var actualText = ValueText.AsText(actual);
            return string.Equals(expectedText, actualText, StringComparison.Ordinal)
                ? null
                : _path.Difference($"as text {ValueText.StringDifference(expectedText ?? "null", actualText ?? "null")}");
        }

        return _path.Difference($"{ValueText.Describe(expected)} != {ValueText.Describe(actual)} (type {TypeName(expectedType)} != {TypeName(actual.GetType())})");
    }

    private string? CompareStrings(string expected, object actual)
    {
        var text = (string)actual;
        if (string.Equals(expected, text, StringComparison.Ordinal))
        {
            return null;
        }

        return _path.Difference(ValueText.StringDifference(expected, text));
    }

    // Exact by bits, so -0 vs 0 and lost digits are differences; every NaN equals every NaN.
    private string? CompareDoubles(double expected, double actual) =>
        BitConverter.DoubleToInt64Bits(expected) == BitConverter.DoubleToInt64Bits(actual) ||
        (double.IsNaN(expected) && double.IsNaN(actual))
            ? null
            : Mismatch(expected, actual);

    private string? CompareSingles(float expected, float actual) =>
        BitConverter.SingleToInt32Bits(expected) == BitConverter.SingleToInt32Bits(actual) ||
        (float.IsNaN(expected) && float.IsNaN(actual))
            ? null
            : Mismatch(expected, actual);

    private string? CompareDateTimes(DateTime expected, DateTime actual)
    {
        long expectedTicks, actualTicks;
        if (_fidelity.PreservesDateTimeKind)
        {
            if (expected.Kind != actual.Kind)
            {
                return Mismatch(expected, actual, "kind differs");
            }

            (expectedTicks, actualTicks) = (expected.Ticks, actual.Ticks);
        }
        else
        {
            (expectedTicks, actualTicks) = (expected.ToUniversalTime().Ticks, actual.ToUniversalTime().Ticks);
        }

        return WithinPrecision(expectedTicks, actualTicks) ? null : Mismatch(expected, actual, PrecisionNote());
    }

    // The offset is data, so it must survive unless the format declares that it does not keep time zones.
    private string? CompareDateTimeOffsets(DateTimeOffset expected, DateTimeOffset actual)
    {
        if (_fidelity.PreservesDateTimeKind && expected.Offset != actual.Offset)
        {
            return Mismatch(expected, actual, "offset differs");
        }

        return WithinPrecision(expected.UtcTicks, actual.UtcTicks) ? null : Mismatch(expected, actual, PrecisionNote());
    }

    private bool WithinPrecision(long expectedTicks, long actualTicks)
    {
        if (_fidelity.DateTimePrecision is not { Ticks: > 0 } precision)
        {
            return expectedTicks == actualTicks;
        }

        var step = precision.Ticks;
        return Math.Abs((expectedTicks - (expectedTicks % step)) - (actualTicks - (actualTicks % step))) < step;
    }

    private string? PrecisionNote() =>
        _fidelity.DateTimePrecision is { } p ? $"beyond the declared precision of {p.TotalMilliseconds:0.###} ms" : null;

    private string? CompareBytes(byte[] expected, byte[] actual)
    {
        if (expected.Length != actual.Length)
        {
            return _path.Difference($"length {expected.Length} != {actual.Length}");
        }

        var index = expected.AsSpan().CommonPrefixLength(actual);
        return index == expected.Length
            ? null
            : _path.Difference($"bytes differ at index {index}: 0x{expected[index]:X2} != 0x{actual[index]:X2}");
    }

    private string? CompareJson(JsonElement expected, JsonElement actual) =>
        string.Equals(expected.GetRawText(), actual.GetRawText(), StringComparison.Ordinal) ? null : Mismatch(expected, actual);

    private string Mismatch(object expected, object actual, string? note = null) =>
        _path.Difference($"{ValueText.Describe(expected)} != {ValueText.Describe(actual)}" + (note is null ? string.Empty : $" ({note})"));

    private static string TypeName(Type type) =>
        type.IsGenericType ? $"{type.Name[..type.Name.IndexOf('`', StringComparison.Ordinal)]}<{string.Join(", ", type.GetGenericArguments().Select(TypeName))}>" : type.Name;
}
