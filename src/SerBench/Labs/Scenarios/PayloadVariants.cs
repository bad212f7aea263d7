using System.Reflection;

namespace SerBench.Labs.Scenarios;

/// <summary>
/// The "10 different objects" of seed 001's Multiple Times scenarios, made deterministic: variant i is the
/// canonical instance with its int <c>Id</c> increased by i (variant 0 is the canonical instance). Id stays
/// the same width in every format (123,456 to 123,465), so the ten cost the same to write.
/// </summary>
public static class PayloadVariants
{
    public const string Description = "variant i (0–9) is the canonical instance with Id + i; every other member is unchanged";

    private const string IdProperty = "Id";

    /// <summary>Why the payload cannot have variants, or null when it can.</summary>
    public static string? Unavailable(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return IdOf(payload.ClrType) is null
            ? $"The scenarios need {ScenarioIds.Many} different {payload.Id} objects, made by varying a settable int property '{IdProperty}', which {payload.ClrType.Name} lacks."
            : null;
    }

    /// <summary>Variant <paramref name="index"/> of the payload (a fresh instance each call).</summary>
    public static T Create<T>(Payload<T> payload, int index, int size = 1)
    {
        ArgumentNullException.ThrowIfNull(payload);
        var value = payload.Create(size);
        var id = IdOf(typeof(T)) ?? throw new InvalidOperationException(Unavailable(payload));
        id.SetValue(value, (int)id.GetValue(value)! + index);
        return value;
    }

    private static PropertyInfo? IdOf(Type type) =>
        type.GetProperty(IdProperty, BindingFlags.Public | BindingFlags.Instance) is { PropertyType: var t, CanRead: true, CanWrite: true } p && t == typeof(int)
            ? p
            : null;
}
