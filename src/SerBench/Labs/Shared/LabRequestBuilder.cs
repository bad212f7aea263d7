using SerBench.Catalog;

namespace SerBench.Labs.Shared;

/// <summary>
/// Parse → validate → build for the lab verbs: ids, sizes and the output folder through `serbench run`'s own
/// <see cref="RunRequestBuilder"/>, then what the labs add: their presets, scalable payloads only where a lab
/// sweeps, and sizes that fit in memory. Every mistake is found before anything is built.
/// </summary>
internal sealed class LabRequestBuilder(LabCatalog catalog, string workingDirectory, TimeProvider clock, Func<long> availableMemory)
{
    private readonly List<string> _errors = [];

    public IReadOnlyList<string> Errors => _errors;

    /// <summary>The request, or null when <see cref="Errors"/> says what is wrong.</summary>
    /// <param name="arguments">The verb's options.</param>
    /// <param name="defaultPreset">The preset when --preset is not given.</param>
    /// <param name="scalableOnly">True for labs that sweep sizes: every payload must take a size.</param>
    public LabRequest? Build(LabArguments arguments, LabPreset defaultPreset, bool scalableOnly)
    {
        ArgumentNullException.ThrowIfNull(arguments);
        var preset = ResolvePreset(arguments.Preset, defaultPreset);
        var run = new RunRequestBuilder(catalog, workingDirectory, clock);
        var request = run.Build(new RunArguments(null, arguments.Serializers, arguments.Payloads, null, arguments.Sizes, arguments.Out));
        _errors.AddRange(run.Errors);
        if (request is null || preset is null)
        {
            return null;
        }

        var payloads = request.Plan.Payloads;
        if (scalableOnly)
        {
            foreach (var payload in payloads.Select(p => p.Payload).Distinct().Where(p => !p.IsScalable))
            {
                var scalable = catalog.Payloads.Where(p => p.IsScalable).Select(p => p.Id);
                _errors.Add($"The payload '{payload.Id}' has a fixed size, so it cannot be swept. This lab takes scalable payloads: {string.Join(", ", scalable)}.");
            }
        }

        var available = availableMemory();
        foreach (var sized in payloads)
        {
            if (MemoryBudget.Check(sized.Payload, sized.Size, available) is { } error)
            {
                _errors.Add(error);
            }
        }

        return _errors.Count > 0
            ? null
            : new LabRequest(preset, request.Serializers, payloads, request.OutputDirectory, request.Notes);
    }

    /// <summary>Payloads the request holds, once each, in order.</summary>
    public static IReadOnlyList<PayloadDescriptor> Distinct(IReadOnlyList<SizedPayload> payloads) =>
        [.. payloads.Select(p => p.Payload).Distinct()];

    private LabPreset? ResolvePreset(string? value, LabPreset defaultPreset)
    {
        if (value is null)
        {
            return defaultPreset;
        }

        var preset = LabPreset.Find(value.Trim());
        if (preset is null)
        {
            _errors.Add(Choices.Unknown("preset", value, "--preset", [.. LabPreset.All.Select(p => p.Name)]));
        }

        return preset;
    }
}
