using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.Twins;

/// <summary>The twins one family holds: which twin type stands for which model type, and a codec over each.</summary>
internal sealed class TwinCatalog<TRow>
{
    private readonly string _twinName;
    private readonly Dictionary<Type, TwinEntry<TRow>> _byModelType;

    /// <param name="twinName">What the family calls its twin in an error ("protobuf twin").</param>
    /// <param name="entries">One per model type.</param>
    public TwinCatalog(string twinName, IEnumerable<TwinEntry<TRow>> entries)
    {
        _twinName = twinName;
        _byModelType = entries.ToDictionary(e => e.ModelType);
    }

    /// <summary>Yes when the catalog holds a twin of the payload's type; otherwise no, for <paramref name="noTwin"/>'s reason.</summary>
    public Support Supports(PayloadDescriptor payload, Func<PayloadDescriptor, string> noTwin)
    {
        ArgumentNullException.ThrowIfNull(payload);
        ArgumentNullException.ThrowIfNull(noTwin);
        return _byModelType.ContainsKey(payload.ClrType) ? Support.Yes : Support.No(noTwin(payload));
    }

    public ICodec<T> CreateCodec<T>(TRow row)
    {
        if (!_byModelType.TryGetValue(typeof(T), out var entry))
        {
            throw new NotSupportedException($"No {_twinName} for {typeof(T).FullName}; twins exist for: {string.Join(", ", _byModelType.Keys.Select(t => t.Name))}.");
        }

        return entry.CreateCodec<T>(row);
    }
}
