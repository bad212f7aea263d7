using SerBench.Catalog;

namespace SerBench.Labs.Shared;

/// <summary>
/// Parse → validate → build for `serbench run`: every mistake is found before anything runs or is written,
/// and each is reported with the valid choices.
/// </summary>
internal sealed partial class RunRequestBuilder(LabCatalog catalog, string workingDirectory, TimeProvider clock, bool canIsolate = true)
{
    private readonly List<string> _errors = [];
    private readonly List<string> _notes = [];

    /// <summary>The --serializers value that selects every installed row, variants included.</summary>
    public const string AllSerializers = "all";

    public IReadOnlyList<string> Errors => _errors;

    /// <summary>The request, or null when <see cref="Errors"/> says what is wrong.</summary>
    public RunRequest? Build(RunArguments arguments)
    {
        var preset = ResolveRounds(ResolvePreset(arguments.Preset), arguments.Rounds, arguments.InProcess);
        var serializers = ResolveSerializers(arguments.Serializers);
        var payloads = ResolvePayloads(arguments.Payloads);
        var operations = ResolveOperations(arguments.Operations);
        var sizes = ResolveSizes(arguments.Sizes);
        var sized = SizePayloads(payloads, sizes);
        var output = ResolveOutput(arguments.Out);
        var seed = ResolveSeed(arguments.Seed);
        var sink = ResolveSink(arguments.Sink);
        var measure = ResolveMeasure(arguments);
        var runtimes = ResolveRuntimes(arguments);
        if (_errors.Count > 0 || preset is null || output is null)
        {
            return null;
        }

        var inProcess = arguments.InProcess || !canIsolate;
        var plan = new MicroRunPlan(preset, serializers, sized, operations)
        {
            Seed = inProcess ? null : seed ?? RunOrder.NewSeed(),
            InProcess = inProcess,
            InProcessReason = !inProcess ? null : arguments.InProcess
                ? "--in-process"
                : "isolation starts this lab program again for each serializer, and the program running now is not a SerBench lab (a test host?), whose own serializers would be unknown there",
            SamplePath = arguments.Sample is null ? null : Path.GetFullPath(arguments.Sample, workingDirectory),
            Sink = sink,
            WarmPayloads = [.. catalog.Payloads.Select(p => new SizedPayload(p, p.DefaultSize))],
        };
        return new RunRequest(plan, output, _notes, measure) { Runtimes = runtimes };
    }

    /// <summary>What the run measures (`--measure`); counting takes processes of its own, so it refuses what only timing has.</summary>
    private string ResolveMeasure(RunArguments arguments)
    {
        if (arguments.Measure is not { } value)
        {
            return Measures.Time;
        }

        var measure = Measures.All.FirstOrDefault(m => string.Equals(m, value.Trim(), StringComparison.OrdinalIgnoreCase));
        if (measure is null)
        {
            _errors.Add(Choices.Unknown("measure", value, "--measure", Measures.All));
            return Measures.Time;
        }

        if (measure != Measures.Time && arguments.InProcess)
        {
            _errors.Add($"--measure {measure} counts in processes of their own under valgrind, so it cannot be combined with --in-process. Leave out --in-process, or measure time.");
        }

        if (measure != Measures.Time && arguments.Sink is { } sink && !string.Equals(sink.Trim(), Sinks.Memory, StringComparison.OrdinalIgnoreCase))
        {
            _errors.Add($"--measure {measure} counts the lab's own buffer only (the instructions of a file write are mostly the kernel's, which callgrind does not see). Leave out --sink {sink.Trim()}, or measure time.");
        }

        if (measure == Measures.Counts && arguments.Rounds is not null)
        {
            _errors.Add($"--rounds sets the time measurement's rounds; --measure counts takes {Labs.Micro.Counts.CountsMicroLab.ProcessesPerSerializer} counting processes per serializer. Leave out --rounds, or use --measure both.");
        }

        return measure;
    }

    private string ResolveSink(string? value)
    {
        if (value is null)
        {
            return Sinks.Memory;
        }

        var sink = Sinks.All.FirstOrDefault(s => string.Equals(s, value.Trim(), StringComparison.OrdinalIgnoreCase));
        if (sink is null)
        {
            _errors.Add(Choices.Unknown("sink", value, "--sink", Sinks.All));
        }

        return sink ?? Sinks.Memory;
    }

    private int? ResolveSeed(string? value)
    {
        if (value is null)
        {
            return null;
        }

        if (!int.TryParse(value.Trim(), NumberStyles.Integer, CultureInfo.InvariantCulture, out var seed) || seed < 0)
        {
            _errors.Add($"The seed '{value}' in --seed is not a whole number from 0 to {int.MaxValue.ToString(CultureInfo.InvariantCulture)}. Give the seed a run printed (e.g. --seed 421337) to measure in the same order again, or leave it out for a fresh one.");
            return null;
        }

        return seed;
    }

    private Preset? ResolveRounds(Preset? preset, string? value, bool inProcess)
    {
        if (value is null || preset is null)
        {
            return preset;
        }

        if (!int.TryParse(value.Trim(), NumberStyles.Integer, CultureInfo.InvariantCulture, out var rounds) || rounds is < Preset.MinRounds or > Preset.MaxRounds)
        {
            _errors.Add(string.Create(CultureInfo.InvariantCulture, $"The number of rounds '{value}' in --rounds is not a whole number from {Preset.MinRounds} to {Preset.MaxRounds}. Give how many measuring processes should measure every cell (quick measures in {Preset.Quick.Rounds}, full in {Preset.Full.Rounds}), or leave it out for the preset's."));
            return null;
        }

        if (preset.IsSmoke)
        {
            _errors.Add($"--rounds sets how many processes measure every cell, and the {preset.Name} preset measures nothing (one pass per cell). Use --preset quick or full with --rounds, or leave --rounds out.");
            return null;
        }

        if (inProcess)
        {
            _errors.Add("--rounds sets how many processes measure every cell, and --in-process measures every cell once, in this one process. Leave out one of the two.");
            return null;
        }

        return preset.WithRounds(rounds);
    }

    private Preset? ResolvePreset(string? value)
    {
        if (value is null)
        {
            return Preset.Quick;
        }

        var preset = Preset.Find(value.Trim());
        if (preset is null)
        {
            _errors.Add(Choices.Unknown("preset", value, "--preset", [.. Preset.All.Select(p => p.Name)]));
        }

        return preset;
    }
}
