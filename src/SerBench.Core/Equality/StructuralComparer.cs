using SerBench.Adapters;

namespace SerBench.Equality;

/// <summary>
/// Deep structural equality over public properties and fields, collections and dictionaries, that names
/// the first difference by path, e.g. <c>Consumers.Values[17].Stream.KeyIndex: 12 != 13</c>.
/// </summary>
/// <remarks>
/// Rules: strings ordinal; double and float by bits (every NaN equals every NaN, -0 differs from 0);
/// decimal by value; DateTime by ticks and kind, relaxed exactly as <see cref="Fidelity"/> declares;
/// DateTimeOffset by instant and offset; sequences by count then index; dictionaries by key; members
/// typed <see cref="object"/> by their runtime values (by text when <see cref="Fidelity.UntypedMembersAsText"/>
/// is set and the runtime types differ). Member accessors are compiled once per type.
/// </remarks>
public static class StructuralComparer
{
    /// <summary>The first difference between <paramref name="expected"/> and <paramref name="actual"/>, or null when equal under <paramref name="fidelity"/>.</summary>
    public static string? FirstDifference<T>(T expected, T actual, Fidelity? fidelity = null)
        => new ComparisonWalk(fidelity ?? Fidelity.Exact).Compare(typeof(T), expected, actual);
}
