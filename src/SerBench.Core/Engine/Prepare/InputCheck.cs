using SerBench.Adapters;
using SerBench.Equality;

namespace SerBench.Engine;

/// <summary>
/// Catches a serializer that changes the object it was given: every timed call reuses one instance, so a
/// mutating serializer would be timed on different data each call (and a later cell on corrupted data).
/// </summary>
internal static class InputCheck
{
    /// <summary>The first difference between the untouched instance and the one Serialize was given, or null.</summary>
    public static string? Mutation<T>(T untouched, T afterSerialize) =>
        StructuralComparer.FirstDifference(untouched, afterSerialize, Fidelity.Exact);

    public static string Reason(string difference) =>
        $"Serialize changed the object it was given (a serializer must leave its input as it was; every timed call reuses it): {difference}";
}
