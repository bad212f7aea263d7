using System.Text.Json;

namespace SerBench.Labs.Startup;

/// <summary>
/// `serbench startup-probe` (hidden): the child side of the startup lab. Times the first calls of one
/// serializer in this fresh process and prints one JSON line (a <see cref="StartupSample"/>) for the parent.
/// </summary>
internal static class StartupProbeCommand
{
    public const string Name = "startup-probe";

    public static readonly JsonSerializerOptions Json = new(JsonSerializerDefaults.Web);

    public static Command Create(LabServices services)
    {
        var serializer = new Option<string>("--serializer") { Required = true, Description = "The serializer id." };
        var payload = new Option<string>("--payload") { Required = true, Description = "The payload id." };
        var size = new Option<int?>("--size") { Description = "The payload size (scalable payloads)." };
        var startedAt = new Option<string?>("--started-at") { Description = "The parent's Stopwatch timestamp just before it started this process." };
        var command = new Command(Name, "Child process of 'serbench startup': times the first serialize and deserialize of one serializer.") { Hidden = true };
        command.Options.Add(serializer);
        command.Options.Add(payload);
        command.Options.Add(size);
        command.Options.Add(startedAt);
        command.SetAction(parse => Execute(
            services,
            parse.GetValue(serializer)!,
            parse.GetValue(payload)!,
            parse.GetValue(size),
            long.TryParse(parse.GetValue(startedAt), NumberStyles.Integer, CultureInfo.InvariantCulture, out var t) ? t : null));
        return command;
    }

    public static int Execute(LabServices services, string serializerId, string payloadId, int? size, long? startedAt)
    {
        // Nothing but the lookup happens before the probe: the serializer must be untouched when its clock starts.
        var adapter = services.Catalog.FindSerializer(serializerId);
        var payload = services.Catalog.FindPayload(payloadId);
        if (adapter is null || payload is null)
        {
            var error = adapter is null
                ? Choices.Unknown("serializer", serializerId, "--serializer", [.. services.Catalog.Serializers.Select(s => s.Info.Id)])
                : Choices.Unknown("payload", payloadId, "--payload", [.. services.Catalog.Payloads.Select(p => p.Id)]);
            services.Sink.Error.WriteLine($"serbench: {error}");
            return ExitCodes.UsageError;
        }

        var sample = payload.Accept(new StartupProbe(adapter, size ?? payload.DefaultSize, startedAt));
        sample = sample with { ReadyToRun = EnvironmentProbe.Capture([]).ReadyToRun };
        services.Sink.Out.WriteLine(StartupSampleLine.Write(sample));
        return ExitCodes.Success;
    }
}
