using System.Globalization;
using SerBench.Adapters;
using SerBench.Catalog;
using SerBench.Commands;
using SerBench.Engine;
using SerBench.Payloads;
using SerBench.Reports;
using SerBench.RunFiles;

namespace SerBench.Labs.Micro;

/// <summary>
/// Parse → validate → build for `serbench run`: every mistake is found before anything runs or is written,
/// and each is reported with the valid choices.
/// </summary>
internal sealed class RunRequestBuilder(LabCatalog catalog, string workingDirectory, TimeProvider clock, bool canIsolate = true)
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
        return new RunRequest(plan, output, _notes);
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

    private List<ISerializerAdapter> ResolveSerializers(string? value)
    {
        if (value is null)
        {
            if (catalog.Serializers.Count == 0)
            {
                _errors.Add("No serializer is installed in this lab, so there is nothing to run. Add an adapter (a class implementing ISerializerAdapter) to the catalog.");
            }

            return [.. catalog.Serializers.Where(s => s.Info.InDefaultRoster)];
        }

        if (string.Equals(value.Trim(), AllSerializers, StringComparison.OrdinalIgnoreCase))
        {
            return [.. catalog.Serializers];
        }

        var ids = RequireItems(value, "--serializers", "serializer ids");
        var valid = catalog.Serializers.Select(s => s.Info.Id).ToList();
        var chosen = new List<ISerializerAdapter>();
        foreach (var id in ids)
        {
            var adapter = catalog.FindSerializer(id);
            if (adapter is not null)
            {
                if (!chosen.Contains(adapter))
                {
                    chosen.Add(adapter);
                }

                continue;
            }

            var missing = catalog.NotInstalled.FirstOrDefault(n => string.Equals(n.Id, id, StringComparison.OrdinalIgnoreCase));
            _errors.Add(missing is null
                ? Choices.Unknown("serializer", id, "--serializers", valid)
                : $"The serializer '{missing.Id}' ({missing.DisplayName}, package {missing.Package}) is not installed: {missing.Reason} "
                  + "To add it, reference the package in your own project, write a small ISerializerAdapter for it and run your lab through SerBenchApp.Run with a catalog that includes it. "
                  + $"Installed serializers: {string.Join(", ", valid)}.");
        }

        return chosen;
    }

    private List<PayloadDescriptor> ResolvePayloads(string? value)
    {
        if (value is null)
        {
            return [.. catalog.Payloads];
        }

        var valid = catalog.Payloads.Select(p => p.Id).ToList();
        var chosen = new List<PayloadDescriptor>();
        foreach (var id in RequireItems(value, "--payloads", "payload ids"))
        {
            var payload = catalog.FindPayload(id);
            if (payload is null)
            {
                _errors.Add(Choices.Unknown("payload", id, "--payloads", valid));
            }
            else if (!chosen.Contains(payload))
            {
                chosen.Add(payload);
            }
        }

        return chosen;
    }

    private List<string> ResolveOperations(string? value)
    {
        if (value is null)
        {
            return [.. Operations.All];
        }

        var chosen = new List<string>();
        foreach (var op in RequireItems(value, "--ops", "operations"))
        {
            var known = Operations.All.FirstOrDefault(o => string.Equals(o, op, StringComparison.OrdinalIgnoreCase));
            if (known is null)
            {
                _errors.Add(Choices.Unknown("operation", op, "--ops", Operations.All));
            }
            else if (!chosen.Contains(known))
            {
                chosen.Add(known);
            }
        }

        // Plan order follows the canonical order, whatever order they were typed in.
        return [.. Operations.All.Where(chosen.Contains)];
    }

    private List<int>? ResolveSizes(string? value)
    {
        if (value is null)
        {
            return null;
        }

        var sizes = new List<int>();
        foreach (var item in RequireItems(value, "--sizes", "sizes"))
        {
            if (!int.TryParse(item, NumberStyles.Integer | NumberStyles.AllowThousands, CultureInfo.InvariantCulture, out var size))
            {
                _errors.Add($"The size '{item}' in --sizes is not a whole number. Sizes are positive whole numbers separated by commas, e.g. --sizes 100,1000,10000.");
            }
            else if (size <= 0)
            {
                _errors.Add($"The size {size} in --sizes is not positive. A size counts items (customers, consumers, points) and must be at least 1.");
            }
            else if (!sizes.Contains(size))
            {
                sizes.Add(size);
            }
        }

        return sizes;
    }

    private List<SizedPayload> SizePayloads(List<PayloadDescriptor> payloads, List<int>? sizes)
    {
        var sized = new List<SizedPayload>();
        foreach (var payload in payloads)
        {
            if (payload.Scale is not { } scale || sizes is null)
            {
                sized.Add(new SizedPayload(payload, payload.DefaultSize));
                continue;
            }

            foreach (var size in sizes)
            {
                if (size > scale.MaxSize)
                {
                    _errors.Add(SizeTooLarge(payload.Id, scale, size));
                }
                else
                {
                    sized.Add(new SizedPayload(payload, size));
                }
            }
        }

        if (sizes is not null && !payloads.Any(p => p.IsScalable))
        {
            var scalable = catalog.Payloads.Where(p => p.IsScalable).Select(p => p.Id);
            _notes.Add($"--sizes applies to scalable payloads only ({string.Join(", ", scalable)}); none is selected, so it is ignored.");
        }

        return sized;
    }

    private static string SizeTooLarge(string payloadId, PayloadScale scale, int size)
    {
        var bytes = (double)scale.ApproxBytesPerUnit * size;
        var limitBytes = (double)scale.ApproxBytesPerUnit * scale.MaxSize;
        return string.Create(
            CultureInfo.InvariantCulture,
            $"The size {size:N0} in --sizes is above the limit of {scale.MaxSize:N0} {scale.Unit} for payload '{payloadId}'. "
            + $"At about {scale.ApproxBytesPerUnit:N0} serialized bytes per {Singular(scale.Unit)} it would be about {Units.Bytes(bytes)} "
            + $"(the limit is about {Units.Bytes(limitBytes)}), and a cell holds the object graph, its serialized bytes and a deserialized copy in memory at once. "
            + $"Use a size from 1 to {scale.MaxSize:N0}.");
    }

    private static string Singular(string unit) => unit.EndsWith('s') ? unit[..^1] : unit;

    private string? ResolveOutput(string? value)
    {
        var (path, error) = OutputFolder.Resolve(value, workingDirectory, clock);
        if (error is not null)
        {
            _errors.Add(error);
        }

        return path;
    }

    private IReadOnlyList<string> RequireItems(string value, string option, string what)
    {
        var items = Choices.SplitList(value);
        if (items.Count == 0)
        {
            _errors.Add($"{option} was given without any {what}; give a comma-separated list or leave the option out.");
        }

        return items;
    }
}
