namespace SerBench.Labs.Scenarios;

/// <summary>`serbench scenarios`: seed 001's six scenarios on tiny, simple and complex, beside the seed's published ratios.</summary>
internal static class ScenariosCommand
{
    public static readonly string DefaultPayloads = string.Join(',', PayloadIds.Tiny, PayloadIds.Simple, PayloadIds.Complex);

    public static Command Create(LabServices services, IReadOnlyList<string> args)
    {
        var options = new LabOptions(DefaultPayloads, null);
        var command = new Command(
            "scenarios",
            "Seed 001's six scenarios (serialize once, serialize the same object 10 times, deserialize once, deserialize the same payload 10 times, "
            + "create then serialize, create-serialize-deserialize) and two variants on 10 different objects, with ratios to System.Text.Json beside the seed's published ones.");
        options.AddTo(command, sizes: false);
        command.SetAction(parse => Execute(services, options.Read(parse), parse.GetValue(options.Serializers) is not null, args));
        return command;
    }

    public static int Execute(LabServices services, LabArguments arguments, bool namedSerializers, IReadOnlyList<string> args)
    {
        var builder = new LabRequestBuilder(services.Catalog, services.WorkingDirectory, services.Clock, MemoryBudget.AvailableBytes);
        var request = builder.Build(arguments, LabPreset.Quick, scalableOnly: false);
        if (request is null)
        {
            return LabVerbs.Refuse(services, builder.Errors, "scenarios");
        }

        var payloads = LabRequestBuilder.Distinct(request.Payloads);
        var errors = payloads.Select(PayloadVariants.Unavailable).OfType<string>().ToList();
        if (errors.Count > 0)
        {
            return LabVerbs.Refuse(services, errors, "scenarios");
        }

        var notes = request.Notes.ToList();
        var serializers = LabVerbs.Serializers(request, namedSerializers, payloads, notes);
        var plan = new ScenarioPlan(request.Preset, serializers, payloads);
        var seed = Seed001Figures.Micro();
        var session = new LabSession(
            services,
            request with { Serializers = serializers, Notes = notes },
            PresetRecordSource.Of(request.Preset),
            RecordFactory.CommandLine(args));
        return session.Execute(
            (observer, token) => new ScenarioSweep().Run(plan, observer, token),
            (run, cells) => run with { Scenarios = ScenarioAnalysis.Build(cells, seed) },
            new ScenariosLab());
    }
}
