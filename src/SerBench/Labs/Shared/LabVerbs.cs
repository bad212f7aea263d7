namespace SerBench.Labs.Shared;

/// <summary>What the scale, scenarios, ceiling and startup labs' verbs share: refusing bad options, and which serializers they run.</summary>
internal static class LabVerbs
{
    /// <summary>Prints the mistakes and where to look; returns exit code 2.</summary>
    public static int Refuse(LabServices services, IEnumerable<string> errors, string verb)
    {
        foreach (var error in errors)
        {
            services.Sink.Error.WriteLine($"serbench: {error}");
        }

        services.Sink.Error.WriteLine($"Nothing was run. See 'serbench list' for the valid ids and 'serbench {verb} --help' for the options.");
        return ExitCodes.UsageError;
    }

    /// <summary>
    /// The serializers a lab runs: those named by --serializers as given (an unsupported pair is a reported
    /// result), or by default every one of the request (the default run's rows) that takes at least one payload, the others named in a note.
    /// </summary>
    public static IReadOnlyList<ISerializerAdapter> Serializers(LabRequest request, bool named, IReadOnlyList<PayloadDescriptor> payloads, List<string> notes)
    {
        if (named)
        {
            return request.Serializers;
        }

        var chosen = new List<ISerializerAdapter>();
        var skipped = new List<string>();
        foreach (var adapter in request.Serializers)
        {
            var answers = payloads.Select(p => RecordFactory.SupportOf(adapter, p)).ToList();
            if (answers.Any(a => a.IsSupported))
            {
                chosen.Add(adapter);
            }
            else
            {
                skipped.Add($"{adapter.Info.Id} ({answers.Select(a => a.Reason).FirstOrDefault() ?? "not supported"})");
            }
        }

        if (skipped.Count > 0)
        {
            notes.Add($"Left out, as they take none of {string.Join(", ", payloads.Select(p => p.Id))}: {string.Join("; ", skipped)}.");
        }

        return chosen;
    }
}
