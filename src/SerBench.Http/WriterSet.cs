using System.Buffers;
using SerBench.Adapters;
using SerBench.Equality;
using SerBench.Payloads;
using SerBench.Payloads.Models;

namespace SerBench.Http;

/// <summary>
/// The writers a server serves: <c>raw</c>, then every serializer row that supports the customers payload and
/// whose response round-trips to the canonical collection through its own codec (checked once at start, as the
/// micro lab checks a cell before timing it). Rows that fail either are listed as skipped, with why.
/// </summary>
internal sealed class WriterSet
{
    /// <summary>The row raw's bytes come from when present: the default JSON writer of .NET.</summary>
    public const string PreferredRawSource = "stj";

    private readonly Dictionary<string, HttpWriter> _byId;

    private WriterSet(IReadOnlyList<HttpWriter> writers, IReadOnlyList<SkippedWriter> skipped)
    {
        All = writers;
        Skipped = skipped;
        _byId = writers.ToDictionary(w => w.Id, StringComparer.OrdinalIgnoreCase);
    }

    public IReadOnlyList<HttpWriter> All { get; }

    public IReadOnlyList<SkippedWriter> Skipped { get; }

    public IReadOnlyList<string> Ids => [.. All.Select(w => w.Id)];

    public WriterList Describe() => new([.. All.Select(w => w.Description)], Skipped);

    public HttpWriter? Find(string id) => _byId.GetValueOrDefault(id);

    /// <summary>Builds the set from <paramref name="adapters"/>, optionally restricted to <paramref name="only"/> (ids; raw always stays).</summary>
    public static WriterSet Create(IEnumerable<ISerializerAdapter> adapters, Payload<List<Customer>> payload, IReadOnlyCollection<string>? only = null)
    {
        ArgumentNullException.ThrowIfNull(adapters);
        ArgumentNullException.ThrowIfNull(payload);
        var customers = new CustomerSource(payload);
        var writers = new List<CodecWriter>();
        var skipped = new List<SkippedWriter>();
        foreach (var adapter in adapters)
        {
            var id = adapter.Info.Id;
            if (only is not null && !only.Contains(id, StringComparer.OrdinalIgnoreCase))
            {
                continue;
            }

            var (writer, reason) = TryCreate(adapter, customers);
            if (writer is not null)
            {
                writers.Add(writer);
            }
            else
            {
                skipped.Add(new SkippedWriter(id, reason!));
            }
        }

        var rawSource = writers.FirstOrDefault(w => string.Equals(w.Id, PreferredRawSource, StringComparison.OrdinalIgnoreCase))
            ?? writers.FirstOrDefault(w => w.Info.Format == FormatFamily.Json)
            ?? writers.FirstOrDefault();
        List<HttpWriter> all = rawSource is null ? [] : [new RawWriter(rawSource)];
        all.AddRange(writers);
        return new WriterSet(all, skipped);
    }

    private static (CodecWriter? Writer, string? Reason) TryCreate(ISerializerAdapter adapter, CustomerSource customers)
    {
        try
        {
            var support = adapter.Supports(customers.Payload);
            if (!support.IsSupported)
            {
                return (null, $"does not support customers: {support.Reason}");
            }

            var codec = adapter.CreateCodec<List<Customer>>(customers.Payload);
            var writer = new CodecWriter(adapter, customers, codec);
            var difference = RoundTrip(writer, customers.Get(CustomerCount.Default), adapter.Info.Fidelity);
            return difference is null ? (writer, null) : (null, $"its response does not round-trip to the canonical customers: {difference}");
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            return (null, $"failed to set up ({ex.GetType().Name}): {ex.Message}");
        }
    }

    private static string? RoundTrip(CodecWriter writer, List<Customer> expected, Fidelity fidelity)
    {
        var buffer = new ArrayBufferWriter<byte>();
        writer.Write(CustomerCount.Default, buffer);
        var actual = writer.CreateCodec().Deserialize(buffer.WrittenMemory);
        return StructuralComparer.FirstDifference(expected, actual, fidelity);
    }
}
