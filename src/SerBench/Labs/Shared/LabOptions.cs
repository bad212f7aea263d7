namespace SerBench.Labs.Shared;

/// <summary>
/// The options the scale, scenarios, ceiling and startup verbs share with `serbench run`: same names, same
/// meaning (DESIGN.md), read as text and validated by <see cref="LabRequestBuilder"/>.
/// </summary>
/// <param name="defaultPayloads">What the verb measures without --payloads, for its help.</param>
/// <param name="defaultSizes">What it measures without --sizes, for its help; null: the payload's default size.</param>
/// <param name="defaultPreset">The preset without --preset.</param>
/// <param name="defaultSerializers">What the verb measures without --serializers, for its help; null: the default run's rows that take the payload.</param>
internal sealed class LabOptions(string defaultPayloads, string? defaultSizes, string defaultPreset = "quick", string? defaultSerializers = null)
{
    public Option<string?> Preset { get; } = SharedOptions.Preset(
        LabPreset.All.Select(p => p.Name), "dry (one pass, smoke test), quick, full (BenchmarkDotNet's default job), or scale (1 warm-up + 6 iterations, for large payloads)", defaultPreset);

    public Option<string?> Serializers { get; } = SharedOptions.Serializers(
        SharedOptions.AllRowsText, defaultSerializers ?? $"{SharedOptions.DefaultRosterText}, those that take the payload.");

    public Option<string?> Payloads { get; } = SharedOptions.Payloads($"{defaultPayloads}.");

    public Option<string?> Sizes { get; } = SharedOptions.Sizes($"{defaultSizes ?? "the payload's default size"}.");

    public Option<string?> Out { get; } = SharedOptions.Out("run.json and the reports");

    public string DefaultPayloads => defaultPayloads;

    public string? DefaultSizes => defaultSizes;

    public void AddTo(Command command, bool preset = true, bool sizes = true)
    {
        if (preset)
        {
            command.Options.Add(Preset);
        }

        command.Options.Add(Serializers);
        command.Options.Add(Payloads);
        if (sizes)
        {
            command.Options.Add(Sizes);
        }

        command.Options.Add(Out);
    }

    public LabArguments Read(ParseResult parse) => new(
        parse.GetValue(Preset),
        parse.GetValue(Serializers),
        parse.GetValue(Payloads) ?? defaultPayloads,
        parse.GetValue(Sizes) ?? defaultSizes,
        parse.GetValue(Out));
}

/// <summary>The raw option values of a lab verb, with the verb's defaults filled in.</summary>
internal sealed record LabArguments(string? Preset, string? Serializers, string Payloads, string? Sizes, string? Out);
