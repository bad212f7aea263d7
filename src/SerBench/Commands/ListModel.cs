using SerBench.Catalog;

namespace SerBench.Commands;

/// <summary>
/// What `serbench list --json` prints (DESIGN.md "Contracts"). Property names and lower-case kebab enum
/// values are a contract users script against: extend, never rename.
/// </summary>
internal sealed record ListModel(
    IReadOnlyList<ListSerializer> Serializers,
    IReadOnlyList<ListPayload> Payloads,
    IReadOnlyList<ListSupport> Support)
{
    public static ListModel From(LabCatalog catalog, Labs.Aot.AotResult? aot = null)
    {
        var serializers = RecordFactory.Serializers(catalog)
            .Select(s => new ListSerializer(s.Id, s.DisplayName, s.Package, s.Version, s.Format, s.Codegen, s.ApiShape, s.Installed, s.Reason)
            {
                DefaultRun = s.Installed && s.InDefaultRoster != false,
                Aot = s.Installed ? aot?.Row(s.Id)?.Outcome ?? Labs.Aot.AotOutcome.NotChecked : null,
            })
            .ToList();
        var payloads = catalog.Payloads.Select(Payload).ToList();
        var support = new List<ListSupport>();
        foreach (var adapter in catalog.Serializers)
        {
            foreach (var payload in catalog.Payloads)
            {
                var answer = RecordFactory.SupportOf(adapter, payload);
                support.Add(new ListSupport(adapter.Info.Id, payload.Id, answer.IsSupported, answer.IsSupported ? null : answer.Reason));
            }
        }

        foreach (var row in catalog.NotInstalled)
        {
            foreach (var payload in catalog.Payloads)
            {
                support.Add(new ListSupport(row.Id, payload.Id, false, $"not installed: {row.Reason}"));
            }
        }

        return new ListModel(serializers, payloads, support);
    }

    private static ListPayload Payload(PayloadDescriptor payload) => new(
        payload.Id,
        payload.Description,
        payload.IsScalable,
        payload.Scale?.Unit,
        payload.DefaultSize,
        payload.Scale?.MaxSize);
}

internal sealed record ListSerializer(
    string Id,
    string DisplayName,
    string Package,
    string? Version,
    string Format,
    string? Codegen,
    string? ApiShape,
    bool Installed,
    string? Reason)
{
    /// <summary>True when the default run (no --serializers) measures the row.</summary>
    public bool DefaultRun { get; init; }

    /// <summary>The row's outcome in the latest `serbench aot` check (works, works-with-warnings, fails-at-build, fails-at-run), or not-checked.</summary>
    public string? Aot { get; init; }
}

internal sealed record ListPayload(string Id, string Description, bool Scalable, string? Unit, int DefaultSize, int? MaxSize);

internal sealed record ListSupport(string Serializer, string Payload, bool Supported, string? Reason);
