using System.Collections.Concurrent;
using SerBench.Payloads;
using SerBench.Payloads.Models;

namespace SerBench.Http;

/// <summary>
/// The canonical customer collection per count, built once and shared read-only by every request, so each
/// writer serializes exactly the same objects and no request pays for building them.
/// </summary>
internal sealed class CustomerSource(Payload<List<Customer>> payload)
{
    // Any count in range is served; only the first few distinct counts are kept, so a client sweeping counts cannot fill memory.
    private const int CachedCounts = 8;

    private readonly ConcurrentDictionary<int, List<Customer>> _cache = new();

    public Payload<List<Customer>> Payload => payload;

    public List<Customer> Get(int count)
    {
        if (_cache.TryGetValue(count, out var cached))
        {
            return cached;
        }

        var created = payload.Create(count);
        return _cache.Count < CachedCounts ? _cache.GetOrAdd(count, created) : created;
    }
}
