using SerBench.Hosting;

namespace SerBench.Labs.Startup;

/// <summary>
/// `serbench startup`: the first serialize and first deserialize of each serializer, each in a fresh process,
/// over --processes processes (at least 5), reported as median and range; with --r2r, the same from a
/// ReadyToRun build of the CLI, and the difference per serializer; with --aot, the same from each row's own
/// NativeAOT probe, for the rows the latest `serbench aot` check says work, with each binary's size.
/// </summary>
internal static class StartupCommand
{
    public const int DefaultProcesses = 5;

    public static Command Create(LabServices services, IReadOnlyList<string> args)
    {
        var options = new LabOptions(PayloadIds.Complex, null);
        var processes = new Option<string?>("--processes")
        {
            Description = $"Fresh processes per serializer and payload (default {DefaultProcesses}, at least {StartupStatistics.MinimumProcesses}, for a median and a spread).",
            HelpName = "N",
        };
        var r2r = new Option<bool>("--r2r")
        {
            Description = "Also measure a ReadyToRun build of the CLI (published once with dotnet publish -p:PublishReadyToRun=true into a cache folder) and show the JIT − R2R difference.",
        };
        var aot = new Option<bool>("--aot")
        {
            Description = "Also measure each row under NativeAOT (a NativeAOT publish of the AOT probe per row, cached), for the rows the latest 'serbench aot' check says work, with each binary's size.",
        };
        var command = new Command(
            "startup",
            "First serialize and first deserialize of each serializer in fresh processes (JIT, ReadyToRun with --r2r, NativeAOT with --aot): median and range over the processes. "
            + "Single shots, reported apart from steady state.");
        options.AddTo(command, preset: false, sizes: false);
        command.Options.Add(processes);
        command.Options.Add(r2r);
        command.Options.Add(aot);
        command.SetAction(parse => Execute(
            services,
            options.Read(parse),
            parse.GetValue(options.Serializers) is not null,
            parse.GetValue(processes),
            parse.GetValue(r2r),
            parse.GetValue(aot),
            args));
        return command;
    }

    public static int Execute(LabServices services, LabArguments arguments, bool namedSerializers, string? processesText, bool r2r, bool aot, IReadOnlyList<string> args)
    {
        var errors = new List<string>();
        var processes = ParseProcesses(processesText, errors);
        string? project = null;
        if (r2r)
        {
            project = ReadyToRunBuild.FindProject([services.WorkingDirectory, AppContext.BaseDirectory]);
            if (project is null)
            {
                errors.Add($"--r2r publishes the serbench CLI from its sources, but no {ReadyToRunBuild.ProjectPath} was found above {services.WorkingDirectory} or {AppContext.BaseDirectory}. Run from a SerBench checkout, or leave --r2r out.");
            }
        }

        var builder = new LabRequestBuilder(services.Catalog, services.WorkingDirectory, services.Clock, MemoryBudget.AvailableBytes);
        var request = builder.Build(arguments, LabPreset.Dry, scalableOnly: false);
        errors.AddRange(builder.Errors);
        if (request is null || errors.Count > 0)
        {
            return LabVerbs.Refuse(services, errors, "startup");
        }

        var notes = request.Notes.ToList();
        var payloads = LabRequestBuilder.Distinct(request.Payloads);
        var serializers = LabVerbs.Serializers(request, namedSerializers, payloads, notes);
        var nativeAotMode = aot ? NativeAotMode.Validate(services, serializers, payloads, errors) : null;
        NativeAotRecord? nativeAot = null;
        try
        {
            nativeAot = NativeAotCheck.Check(serializers, services.LatestAot());
        }
        catch (Aot.AotResultException ex)
        {
            errors.Add(ex.Message);
        }

        if (errors.Count > 0)
        {
            return LabVerbs.Refuse(services, errors.Distinct(), "startup");
        }

        var runner = new StartupRunner(serializers, request.Payloads, processes);
        var modeNotes = new List<string>();
        var measuredModes = new List<string>();
        var preset = new PresetRecordSource(
            "startup",
            $"{processes} fresh processes per serializer and payload; the first calls timed once each by Stopwatch inside the child (single shots, not steady state)",
            null);
        var session = new LabSession(services, request with { Serializers = serializers, Notes = notes }, preset, RecordFactory.CommandLine(args));
        return session.Execute(
            (observer, token) =>
            {
                var modes = Modes(services, project, modeNotes);
                if (nativeAotMode is not null)
                {
                    modes.Add(nativeAotMode.Prepare(serializers, services.Sink.Out, modeNotes));
                }

                measuredModes.AddRange(modes.Select(m => m.Name));
                return runner.Run(modes, observer, token);
            },
            (run, _) => run with
            {
                Startup = new StartupSection
                {
                    Processes = processes,
                    Modes = [.. measuredModes],
                    Notes = [.. modeNotes],
                    Rows = nativeAotMode?.WithSizes(runner.Rows) ?? runner.Rows,
                    NativeAot = nativeAot,
                    NativeAotBuilds = nativeAotMode?.Builds,
                    NativeAotBaseline = nativeAotMode?.Baseline,
                },
            },
            new StartupLab());
    }

    private static List<StartupMode> Modes(LabServices services, string? project, List<string> notes)
    {
        var jit = SelfProcess.StartInfo([]);
        notes.Add($"{StartupMode.Jit}: {Describe(jit)} (SerBench's assemblies as built, compiled by the JIT; the shared framework is ReadyToRun as shipped)");
        var modes = new List<StartupMode> { new(StartupMode.Jit, (_, arguments) => SelfProcess.StartInfo(arguments)) };
        if (project is null)
        {
            notes.Add($"{StartupMode.ReadyToRun}: not measured (run with --r2r to publish a ReadyToRun build and compare)");
            return modes;
        }

        var (folder, note) = new ReadyToRunBuild(project, ReadyToRunBuild.DefaultCacheRoot()).Ensure(services.Sink.Out);
        notes.Add($"{StartupMode.ReadyToRun}: {note}");
        if (folder is not null)
        {
            modes.Add(new StartupMode(StartupMode.ReadyToRun, (_, arguments) => ReadyToRunBuild.StartInfo(folder, jit, arguments)));
        }

        return modes;
    }

    private static string Describe(System.Diagnostics.ProcessStartInfo info) =>
        string.Join(' ', new[] { info.FileName }.Concat(info.ArgumentList));

    private static int ParseProcesses(string? text, List<string> errors)
    {
        if (text is null)
        {
            return DefaultProcesses;
        }

        if (!int.TryParse(text, NumberStyles.Integer, CultureInfo.InvariantCulture, out var value))
        {
            errors.Add($"--processes '{text}' is not a whole number. Give how many fresh processes to start per serializer, at least {StartupStatistics.MinimumProcesses}.");
            return DefaultProcesses;
        }

        if (value < StartupStatistics.MinimumProcesses)
        {
            errors.Add($"--processes {value} is too few: the report shows a median and a spread, which need at least {StartupStatistics.MinimumProcesses} processes. Give --processes {StartupStatistics.MinimumProcesses} or more.");
        }

        return value;
    }
}
