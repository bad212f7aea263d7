using SerBench.Labs.Micro.Runtimes;

namespace SerBench.Labs.Shared;

internal sealed partial class RunRequestBuilder
{
    /// <summary>The runtimes of --runtimes or --runtime (docs/runtimes.md); each measures in a published worker, so it refuses what only this program can do.</summary>
    private List<MeasuringRuntime> ResolveRuntimes(RunArguments arguments)
    {
        if (arguments.Runtimes is not null && arguments.Runtime is not null)
        {
            _errors.Add("--runtimes and --runtime say the same thing: give one runtime with --runtime, or several with --runtimes.");
            return [];
        }

        var (option, value) = arguments.Runtimes is { } many ? ("--runtimes", many) : ("--runtime", arguments.Runtime);
        if (value is null)
        {
            return [];
        }

        var runtimes = new List<MeasuringRuntime>();
        var names = Choices.SplitList(value);
        if (names.Count == 0 || (option == "--runtime" && names.Count > 1))
        {
            _errors.Add($"{option} takes {(option == "--runtime" ? "one runtime" : "runtimes separated by commas")}; valid runtimes: {string.Join(", ", MeasuringRuntime.Names)}.");
            return [];
        }

        foreach (var name in names)
        {
            if (MeasuringRuntime.Find(name) is not { } runtime)
            {
                _errors.Add(Choices.Unknown("runtime", name, option, MeasuringRuntime.Names));
            }
            else if (runtimes.Contains(runtime))
            {
                _errors.Add($"The runtime '{runtime.Name}' is named twice in {option}; name each runtime once (valid runtimes: {string.Join(", ", MeasuringRuntime.Names)}).");
            }
            else
            {
                runtimes.Add(runtime);
            }
        }

        if (arguments.InProcess)
        {
            _errors.Add($"{option} measures in each runtime's own measuring processes, and --in-process measures in this one. Leave out one of the two.");
        }

        if (arguments.Sample is not null)
        {
            _errors.Add($"{option} measures in a published worker that holds SerBench's built-in payloads, and --sample's payloads are compiled inside this program. Leave out one of the two.");
        }

        return runtimes;
    }
}
