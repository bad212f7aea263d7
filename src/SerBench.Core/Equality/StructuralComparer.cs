using SerBench.Adapters;

namespace SerBench.Equality;

/// <summary>
/// Deep structural equality over public properties and fields, collections and dictionaries, that names
/// the first difference by path, e.g. <c>Consumers.Values[17].Stream.KeyIndex: 12 != 13</c>.
/// </summary>
public static class StructuralComparer
{
    /// <summary>The first difference between <paramref name="expected"/> and <paramref name="actual"/>, or null when equal under <paramref name="fidelity"/>.</summary>
    public static string? FirstDifference<T>(T expected, T actual, Fidelity? fidelity = null)
        => throw new NotImplementedException();
}
