using SerBench.Payloads.Models;

namespace SerBench.Labs.Ceiling;

/// <summary>`serbench ceiling`: float vectors against memcpy of the same raw bytes, measured in the same run (DESIGN rule 8).</summary>
internal static class CeilingCommand
{
    public const string DefaultSizes = "1000,10000,100000,1000000";

    public static Command Create(LabServices services, IReadOnlyList<string> args)
    {
        var options = new LabOptions(PayloadIds.Floats, DefaultSizes);
        var command = new Command(
            "ceiling",
            "Measure the floats payload (default 1,000–1,000,000 points, including its default 100,000) against memcpy of the same raw bytes in the same run: "
            + "GB/s and fraction of memcpy per cell; anything faster than memcpy is flagged suspect.");
        options.AddTo(command);
        command.SetAction(parse => Execute(services, options.Read(parse), parse.GetValue(options.Serializers) is not null, args));
        return command;
    }

    public static int Execute(LabServices services, LabArguments arguments, bool namedSerializers, IReadOnlyList<string> args)
    {
        var builder = new LabRequestBuilder(services.Catalog, services.WorkingDirectory, services.Clock, MemoryBudget.AvailableBytes);
        var request = builder.Build(arguments, LabPreset.Quick, scalableOnly: true);
        if (request is null)
        {
            return LabVerbs.Refuse(services, builder.Errors, "ceiling");
        }

        var payloads = LabRequestBuilder.Distinct(request.Payloads);
        if (payloads is not [Payload<FloatVectors> floats])
        {
            return LabVerbs.Refuse(
                services,
                [$"ceiling measures the float-vector payload ('{PayloadIds.Floats}'), whose raw bytes memcpy can copy; --payloads named {string.Join(", ", payloads.Select(p => p.Id))}."],
                "ceiling");
        }

        var notes = request.Notes.ToList();
        var serializers = LabVerbs.Serializers(request, namedSerializers, payloads, notes);
        var sizes = request.Payloads.Select(p => p.Size).Order().ToList();
        var plan = new CeilingPlan(request.Preset, serializers, floats, sizes);
        var session = new LabSession(
            services,
            request with { Serializers = serializers, Notes = notes },
            PresetRecordSource.Of(request.Preset),
            RecordFactory.CommandLine(args));
        return session.Execute(
            (observer, token) => new CeilingSweep().Run(plan, observer, token),
            (run, cells) => run with
            {
                Cells = [.. cells.Where(c => c.Serializer != CeilingPlan.Memcpy)],
                Ceiling = CeilingAnalysis.Build(plan, cells),
            },
            new CeilingLab());
    }
}
