using SerBench.Catalog;
using SerBench.Samples;

namespace SerBench.Labs.Micro;

/// <summary>
/// `serbench micro-worker` (hidden): one measuring process of the micro lab, run by this lab program so that it
/// measures the serializers and payloads the program registered (<see cref="MicroWorkerHost"/> does the measuring).
/// </summary>
internal static class MicroWorkerCommand
{
    public const string Name = MicroWorkerHost.VerbName;

    public static Command Create(LabServices services)
    {
        var spec = new Option<string>("--spec") { Required = true, Description = "The measuring spec the lab wrote." };
        var command = new Command(Name, "Internal: one measuring process of the micro lab.") { Hidden = true };
        command.Options.Add(spec);
        command.SetAction(parse => MicroWorkerHost.Run(
            s => CatalogFor(services.Catalog, s.Sample), parse.GetValue(spec)!, services.Sink.Out, services.Sink.Error, services.CancellationToken));
        return command;
    }

    internal static LabCatalog CatalogFor(LabCatalog catalog, string? sample) =>
        sample is null
            ? catalog
            : LabCatalog.Create(catalog.Serializers, [.. catalog.Payloads, .. SamplePayloads.Load(sample)], catalog.NotInstalled);

    internal static PayloadDescriptor FindPayload(LabCatalog catalog, string id) => MicroWorkerHost.FindPayload(catalog, id);
}
