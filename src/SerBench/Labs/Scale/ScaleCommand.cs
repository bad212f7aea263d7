using SerBench.Labs.Micro.Counts;

namespace SerBench.Labs.Scale;

/// <summary>`serbench scale`: one scalable payload at several sizes (seed 000), with growth exponents and cache crossings.</summary>
internal static class ScaleCommand
{
    public const string DefaultSizes = "500,1000,2000,4000,8000,16000";

    public static Command Create(LabServices services, IReadOnlyList<string> args)
    {
        var options = new LabOptions(
            PayloadIds.GrainState,
            DefaultSizes,
            LabPreset.Scale.Name,
            $"seed 000's five columns, {string.Join(", ", Seed000Figures.LargeObjectColumns.Select(c => c.Ours))}, those installed.");
        var command = new Command(
            "scale",
            "Sweep a scalable payload over sizes (default grainstate at 500–16,000 consumers): serialize, deserialize and round-trip time, "
            + "allocations, size and MB/s per size; growth exponents; where the output outgrows the last-level cache; seed 000's 5-round-trip table.");
        options.AddTo(command);
        var measure = ScaleCounts.Option();
        command.Options.Add(measure);
        command.SetAction(parse => Execute(services, options.Read(parse), parse.GetValue(options.Serializers) is not null, args, parse.GetValue(measure)));
        return command;
    }

    /// <summary>Without --serializers: seed 000's five columns, those this lab holds (else every row, as before).</summary>
    private static LabRequest SeedColumns(LabRequest request, Catalog.LabCatalog catalog)
    {
        var ids = Seed000Figures.LargeObjectColumns.Select(c => c.Ours).ToList();
        var seed = catalog.Serializers.Where(s => ids.Contains(s.Info.Id)).OrderBy(s => ids.IndexOf(s.Info.Id)).ToList();
        return seed.Count == 0 ? request : request with { Serializers = seed };
    }

    public static int Execute(LabServices services, LabArguments arguments, bool namedSerializers, IReadOnlyList<string> args, string? measureOption = null)
    {
        var builder = new LabRequestBuilder(services.Catalog, services.WorkingDirectory, services.Clock, MemoryBudget.AvailableBytes);
        var request = builder.Build(arguments, LabPreset.Scale, scalableOnly: true);
        var (measure, measureError) = ScaleCounts.Read(measureOption);
        if (request is null || measure is null)
        {
            return LabVerbs.Refuse(services, measureError is null ? builder.Errors : [.. builder.Errors, measureError], "scale");
        }

        var counted = measure == Measures.Counts;
        var valgrind = counted ? services.ValgrindVersion() : null;
        if (counted && CountedRun.CannotCount(valgrind) is { } cannot)
        {
            return LabVerbs.Refuse(services, [cannot], "scale");
        }

        var payloads = LabRequestBuilder.Distinct(request.Payloads);
        if (payloads.Count != 1)
        {
            return LabVerbs.Refuse(services, [$"scale sweeps one payload at a time; --payloads named {string.Join(", ", payloads.Select(p => p.Id))}. Run the lab once per payload."], "scale");
        }

        var notes = request.Notes.ToList();
        var serializers = LabVerbs.Serializers(namedSerializers ? request : SeedColumns(request, services.Catalog), namedSerializers, payloads, notes);
        var sizes = request.Payloads.Select(p => p.Size).Order().ToList();
        var plan = new ScalePlan(request.Preset, serializers, payloads[0], sizes, HeadlineSize.ClosestToDefault(payloads[0], sizes));
        var seed = Seed000Figures.LargeObjects();
        var session = new LabSession(
            services,
            request with { Serializers = serializers, Notes = notes },
            PresetRecordSource.Of(request.Preset),
            RecordFactory.CommandLine(args));
        if (counted)
        {
            return Count(services, session, plan, valgrind!, seed);
        }

        return session.Execute(
            (observer, token) => new ScaleSweep().Run(plan, observer, token),
            (run, cells) => run with
            {
                Cells = [.. cells.Where(c => c.Operation != ScalePlan.FiveRoundTrips)],
                Scale = ScaleAnalysis.Build(plan, cells, run.Environment.LastLevelCacheBytes) with { Seed = seed },
            },
            new ScaleLab());
    }

    /// <summary>The sweep counted: its cells by the counting engine, the section's fits and ratios of estimated cycles.</summary>
    private static int Count(LabServices services, LabSession session, ScalePlan plan, string valgrind, IReadOnlyList<SeedLargeObjectFigure> seed)
    {
        CountsOutcome? outcome = null;
        return session.Execute(
            (observer, token) =>
            {
                services.Sink.Out.WriteLine(CountedRun.StartLine(Environment.ProcessorCount));
                outcome = services.Counter(ScaleCounts.Plan(plan), observer, token);
                return outcome.Cells;
            },
            (run, cells) => run with
            {
                Measure = Measures.Counts,
                CountsSettings = outcome is null ? run.CountsSettings : CountedRun.Settings(valgrind, outcome),
                Cells = cells,
                Scale = ScaleAnalysis.Build(plan, cells, run.Environment.LastLevelCacheBytes, counted: true) with { Seed = seed },
            },
            new ScaleLab(),
            $"counts under valgrind's callgrind (no time figures)");
    }
}
