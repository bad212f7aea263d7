using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Catalog;

/// <summary>
/// Every serializer row and payload a lab knows: built-in ones and those a user registered. Ids are
/// unique; an installed adapter whose id names a not-installed row replaces that row.
/// </summary>
public sealed class LabCatalog
{
    private LabCatalog(
        IReadOnlyList<ISerializerAdapter> serializers,
        IReadOnlyList<PayloadDescriptor> payloads,
        IReadOnlyList<NotInstalledSerializer> notInstalled)
    {
        Serializers = serializers;
        Payloads = payloads;
        NotInstalled = notInstalled;
    }

    public IReadOnlyList<ISerializerAdapter> Serializers { get; }

    public IReadOnlyList<PayloadDescriptor> Payloads { get; }

    public IReadOnlyList<NotInstalledSerializer> NotInstalled { get; }

    /// <summary>Builds a catalog; throws <see cref="CatalogException"/> naming both sides of any duplicate id.</summary>
    public static LabCatalog Create(
        IEnumerable<ISerializerAdapter> serializers,
        IEnumerable<PayloadDescriptor> payloads,
        IEnumerable<NotInstalledSerializer> notInstalled)
    {
        var adapterList = serializers.ToList();
        var payloadList = payloads.ToList();
        var seen = new Dictionary<string, ISerializerAdapter>(StringComparer.OrdinalIgnoreCase);
        foreach (var adapter in adapterList)
        {
            var id = adapter.Info.Id;
            if (seen.TryGetValue(id, out var other))
            {
                throw new CatalogException(
                    $"Two serializers share the id '{id}': {Describe(other)} and {Describe(adapter)}. Give one of them another id.");
            }

            seen.Add(id, adapter);
        }

        var payloadIds = new Dictionary<string, PayloadDescriptor>(StringComparer.OrdinalIgnoreCase);
        foreach (var payload in payloadList)
        {
            if (payloadIds.TryGetValue(payload.Id, out var other))
            {
                throw new CatalogException(
                    $"Two payloads share the id '{payload.Id}': {other.ClrType.FullName} and {payload.ClrType.FullName}. Give one of them another id.");
            }

            payloadIds.Add(payload.Id, payload);
        }

        var missing = notInstalled.Where(n => !seen.ContainsKey(n.Id)).ToList();
        return new LabCatalog(adapterList, payloadList, missing);
    }

    public ISerializerAdapter? FindSerializer(string id) =>
        Serializers.FirstOrDefault(s => string.Equals(s.Info.Id, id, StringComparison.OrdinalIgnoreCase));

    public PayloadDescriptor? FindPayload(string id) =>
        Payloads.FirstOrDefault(p => string.Equals(p.Id, id, StringComparison.OrdinalIgnoreCase));

    private static string Describe(ISerializerAdapter adapter) =>
        $"{adapter.GetType().FullName} ({adapter.GetType().Assembly.GetName().Name})";
}

/// <summary>A catalog that cannot be built as registered (duplicate ids, an adapter that cannot be created).</summary>
public sealed class CatalogException(string message, Exception? inner = null) : Exception(message, inner);
