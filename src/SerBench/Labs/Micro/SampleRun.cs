using SerBench.Catalog;
using SerBench.Samples;

namespace SerBench.Labs.Micro;

/// <summary>`--sample FILE|DIR`: adds the JSON samples as payloads to the lab, and runs only them unless --payloads says otherwise.</summary>
internal static class SampleRun
{
    /// <summary>The lab and arguments with the samples in; null (after printing why) when a sample cannot be used.</summary>
    public static (LabServices? Services, RunArguments? Arguments) Apply(LabServices services, RunArguments arguments)
    {
        var error = services.Sink.Error;
        var path = Path.GetFullPath(arguments.Sample!, services.WorkingDirectory);
        IReadOnlyList<PayloadDescriptor> samples;
        try
        {
            samples = SamplePayloads.Load(path);
        }
        catch (SampleException ex)
        {
            error.WriteLine($"serbench: {ex.Message}");
            error.WriteLine("Nothing was run. See 'serbench run --help' (--sample).");
            return (null, null);
        }

        foreach (var sample in samples)
        {
            if (services.Catalog.FindPayload(sample.Id) is { } existing)
            {
                error.WriteLine($"serbench: the sample gives the payload id '{sample.Id}', which the payload '{existing.Id}' ({existing.Description}) already has. Rename the sample file.");
                error.WriteLine("Nothing was run.");
                return (null, null);
            }
        }

        foreach (var sample in samples)
        {
            services.Sink.Out.WriteLine($"Sample payload '{sample.Id}': {sample.Description}.");
        }

        var catalog = LabCatalog.Create(services.Catalog.Serializers, [.. services.Catalog.Payloads, .. samples], services.Catalog.NotInstalled);
        var chosen = arguments.Payloads ?? string.Join(',', samples.Select(s => s.Id));
        return (services with { Catalog = catalog }, arguments with { Payloads = chosen });
    }
}
