using System.Collections.Immutable;
using System.Reflection;
using System.Text.RegularExpressions;
using SerBench.Catalog;
using SerBench.Hosting;
using SerBench.Serializers;

namespace SerBench;

/// <summary>
/// A user's lab: their payloads and serializer adapters, merged with SerBench's built-in ones. Immutable:
/// every method returns a new builder, so a configuration can be shared and extended safely. Hand it to
/// <see cref="SerBenchApp.Run(string[], Func{LabBuilder, LabBuilder})"/>, or call <see cref="Build"/>.
/// </summary>
/// <example>
/// <code>
/// return SerBenchApp.Run(args, lab => lab
///     .AddPayload("orders", () => Orders.Sample())
///     .AddPayload("orders-n", n => Orders.Many(n), new PayloadScale("orders", 100, 100_000, 200))
///     .AddSerializer&lt;MyCodecAdapter&gt;());
/// </code>
/// </example>
public sealed partial class LabBuilder
{
    private readonly ImmutableArray<PayloadDescriptor> _payloads;
    private readonly ImmutableArray<SerializerRegistration> _serializers;

    private LabBuilder(
        ImmutableArray<PayloadDescriptor> payloads,
        ImmutableArray<SerializerRegistration> serializers,
        bool builtInSerializers,
        bool builtInPayloads)
    {
        _payloads = payloads;
        _serializers = serializers;
        IncludesBuiltInSerializers = builtInSerializers;
        IncludesBuiltInPayloads = builtInPayloads;
    }

    /// <summary>A lab with every built-in serializer and payload, and nothing of the user's yet.</summary>
    public static LabBuilder Default { get; } = new([], [], builtInSerializers: true, builtInPayloads: true);

    public bool IncludesBuiltInSerializers { get; }

    public bool IncludesBuiltInPayloads { get; }

    /// <summary>The payloads registered so far (without the built-in ones).</summary>
    public IReadOnlyList<PayloadDescriptor> Payloads => _payloads;

    /// <summary>Registers a fixed payload: <paramref name="factory"/> builds the canonical instance (call it twice, get two equal, independent objects).</summary>
    public LabBuilder AddPayload<T>(string id, Func<T> factory, string? description = null)
    {
        ArgumentNullException.ThrowIfNull(factory);
        return AddPayload(new Payload<T>(ValidPayloadId(id), description ?? DescribeUserType<T>(), _ => factory()));
    }

    /// <summary>
    /// Registers a scalable payload: <paramref name="factory"/> builds the instance at a size (from --sizes,
    /// or <see cref="PayloadScale.DefaultSize"/>), deterministically.
    /// </summary>
    public LabBuilder AddPayload<T>(string id, Func<int, T> factory, PayloadScale scale, string? description = null)
    {
        ArgumentNullException.ThrowIfNull(factory);
        ArgumentNullException.ThrowIfNull(scale);
        if (scale.DefaultSize < 1 || scale.MaxSize < scale.DefaultSize)
        {
            throw new ArgumentException(
                $"The scale of payload '{id}' is not valid: DefaultSize {scale.DefaultSize} must be at least 1 and at most MaxSize {scale.MaxSize}.",
                nameof(scale));
        }

        return AddPayload(new Payload<T>(ValidPayloadId(id), description ?? DescribeUserType<T>(), factory, scale));
    }

    /// <summary>Registers a payload built by hand (e.g. a <see cref="Payload{T}"/> shared with contract tests).</summary>
    public LabBuilder AddPayload(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        ValidPayloadId(payload.Id);
        return new LabBuilder(_payloads.Add(payload), _serializers, IncludesBuiltInSerializers, IncludesBuiltInPayloads);
    }

    /// <summary>
    /// Registers an adapter class; it is created when the lab is built. An adapter whose id is a
    /// not-installed row's (e.g. <c>messagepack</c>) replaces that row.
    /// </summary>
    public LabBuilder AddSerializer<TAdapter>()
        where TAdapter : ISerializerAdapter, new() =>
        With(SerializerRegistration.OfType(typeof(TAdapter), static t => new TAdapter()));

    /// <summary>Registers an adapter instance (e.g. one configured through its constructor).</summary>
    public LabBuilder AddSerializer(ISerializerAdapter adapter)
    {
        ArgumentNullException.ThrowIfNull(adapter);
        return With(SerializerRegistration.OfInstance(adapter));
    }

    /// <summary>
    /// Registers every public adapter class of <paramref name="assembly"/> that has a public parameterless
    /// constructor, as SerBench finds its own. An adapter registered twice (here and by type) counts once.
    /// </summary>
    public LabBuilder AddSerializersFrom(Assembly assembly)
    {
        ArgumentNullException.ThrowIfNull(assembly);
        return With(SerializerRegistration.OfAssembly(assembly));
    }

    /// <summary>Leaves SerBench's own serializer rows out (installed and not installed): only the user's adapters run.</summary>
    public LabBuilder WithoutBuiltInSerializers() => new(_payloads, _serializers, builtInSerializers: false, IncludesBuiltInPayloads);

    /// <summary>Leaves SerBench's own payloads out: only the user's payloads run.</summary>
    public LabBuilder WithoutBuiltInPayloads() => new(_payloads, _serializers, IncludesBuiltInSerializers, builtInPayloads: false);

    /// <summary>
    /// Builds the catalog: built-in rows (unless left out) and the user's, ids unique across both.
    /// </summary>
    /// <exception cref="CatalogException">
    /// Two rows or payloads share an id (the message names both), an adapter threw while being created, or an
    /// adapter's metadata is unusable.
    /// </exception>
    public LabCatalog Build()
    {
        var user = CreateUserAdapters();
        var serializers = IncludesBuiltInSerializers ? [.. BuiltInSerializers.Installed(), .. user] : user;
        IEnumerable<PayloadDescriptor> payloads = IncludesBuiltInPayloads ? [.. BuiltInPayloads.All, .. _payloads] : _payloads;
        var notInstalled = IncludesBuiltInSerializers ? BuiltInSerializers.NotInstalled : [];
        return LabCatalog.Create(serializers, payloads, notInstalled);
    }

    private List<ISerializerAdapter> CreateUserAdapters()
    {
        var adapters = new List<ISerializerAdapter>();
        var types = new HashSet<Type>();
        foreach (var registration in _serializers)
        {
            foreach (var adapter in registration.Create())
            {
                if (registration.IsInstance || types.Add(adapter.GetType()))
                {
                    adapters.Add(CheckedInfo(adapter));
                }
            }
        }

        return adapters;
    }

    private static ISerializerAdapter CheckedInfo(ISerializerAdapter adapter)
    {
        SerializerInfo? info;
        try
        {
            info = adapter.Info;
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            throw new CatalogException($"The serializer adapter {adapter.GetType().FullName} threw {ex.GetType().Name} from Info: {ex.Message}", ex);
        }

        if (info is null || string.IsNullOrWhiteSpace(info.Id) || !IdPattern().IsMatch(info.Id))
        {
            throw new CatalogException(
                $"The serializer adapter {adapter.GetType().FullName} has the id '{info?.Id}', which is not valid: " +
                "ids are lower-case letters, digits and hyphens, starting with a letter or digit (e.g. 'messagepack', 'my-codec').");
        }

        return adapter;
    }

    private LabBuilder With(SerializerRegistration registration) =>
        new(_payloads, _serializers.Add(registration), IncludesBuiltInSerializers, IncludesBuiltInPayloads);

    private static string ValidPayloadId(string id)
    {
        ArgumentNullException.ThrowIfNull(id);
        if (!IdPattern().IsMatch(id))
        {
            throw new ArgumentException(
                $"The payload id '{id}' is not valid: ids are lower-case letters, digits and hyphens, starting with a letter or digit (e.g. 'orders', 'orders-n').",
                nameof(id));
        }

        return id;
    }

    private static string DescribeUserType<T>() => $"{typeof(T).Name} from {typeof(T).Assembly.GetName().Name}";

    [GeneratedRegex("^[a-z0-9][a-z0-9-]*$")]
    private static partial Regex IdPattern();
}
