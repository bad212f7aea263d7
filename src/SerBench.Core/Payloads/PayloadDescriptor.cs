namespace SerBench.Payloads;

/// <summary>
/// A payload of the catalog: an id, a CLR type, and a deterministic factory. Scalable payloads take a
/// size (customers, consumers, vectors); the others ignore it.
/// </summary>
public abstract class PayloadDescriptor
{
    private PayloadFeatures? _features;

    private protected PayloadDescriptor(string id, Type clrType, string description, PayloadScale? scale)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(id);
        ArgumentNullException.ThrowIfNull(clrType);
        Id = id;
        ClrType = clrType;
        Description = description;
        Scale = scale;
    }

    /// <summary>Id used by the CLI and the run file, e.g. <c>complex</c>.</summary>
    public string Id { get; }

    /// <summary>The CLR type of the canonical instance.</summary>
    public Type ClrType { get; }

    public string Description { get; }

    /// <summary>The size knob, or null for a fixed payload.</summary>
    public PayloadScale? Scale { get; }

    public bool IsScalable => Scale is not null;

    /// <summary>The size the default run uses (1 for fixed payloads).</summary>
    public int DefaultSize => Scale?.DefaultSize ?? 1;

    /// <summary>What the type graph contains (dictionaries, untyped members, …); serializers decide support from it.</summary>
    public PayloadFeatures Features => _features ??= PayloadFeaturesDetector.Detect(ClrType);

    /// <summary>Calls back with the payload's static type, so engines stay typed without reflection.</summary>
    public abstract TResult Accept<TResult>(IPayloadVisitor<TResult> visitor);

    public override string ToString() => Id;
}

/// <summary>Receives a payload with its type argument.</summary>
public interface IPayloadVisitor<out TResult>
{
    TResult Visit<T>(Payload<T> payload);
}

/// <summary>The size knob of a scalable payload.</summary>
/// <param name="Unit">What the size counts, e.g. "consumers".</param>
/// <param name="DefaultSize">Size used when none is given.</param>
/// <param name="MaxSize">Largest size accepted; beyond it the payload would not fit in memory comfortably.</param>
/// <param name="ApproxBytesPerUnit">Rough serialized bytes per unit, used to explain the limit.</param>
public sealed record PayloadScale(string Unit, int DefaultSize, int MaxSize, long ApproxBytesPerUnit);

/// <summary>A payload whose canonical instance is a <typeparamref name="T"/>.</summary>
public sealed class Payload<T> : PayloadDescriptor
{
    private readonly Func<int, T> _factory;

    public Payload(string id, string description, Func<int, T> factory, PayloadScale? scale = null)
        : base(id, typeof(T), description, scale)
    {
        ArgumentNullException.ThrowIfNull(factory);
        _factory = factory;
    }

    /// <summary>
    /// Builds the canonical instance at <paramref name="size"/> (ignored by fixed payloads). Two calls with
    /// the same size return equal, independent objects.
    /// </summary>
    public T Create(int size) => _factory(IsScalable ? size : 1);

    public override TResult Accept<TResult>(IPayloadVisitor<TResult> visitor)
    {
        ArgumentNullException.ThrowIfNull(visitor);
        return visitor.Visit(this);
    }
}
