using SerBench.Labs.Startup;

namespace SerBench.AotProbe;

/// <summary>
/// `SerBench.AotProbe startup-probe --serializer ID --payload ID [--size N] [--started-at T]`: the startup lab's probe
/// (<see cref="StartupProbe"/>) for one row of this build and one payload, printing the sample line the CLI's probe
/// prints. The same arguments as `serbench startup-probe`, so the parent starts either the same way.
/// </summary>
internal static class StartupMode
{
    public const string Name = "startup-probe";

    public static int Run(IReadOnlyList<(string Id, Func<ISerializerAdapter> Create)> rows, string[] args, TextWriter output, TextWriter error)
    {
        // Nothing but the lookup happens before the probe: the serializer must be untouched when its clock starts.
        string? Value(string option)
        {
            var at = Array.IndexOf(args, option);
            return at >= 0 && at + 1 < args.Length ? args[at + 1] : null;
        }

        var serializer = Value("--serializer");
        var payloadId = Value("--payload");
        var row = rows.FirstOrDefault(r => r.Id == serializer);
        var payload = BuiltInPayloads.All.FirstOrDefault(p => p.Id == payloadId);
        if (row.Create is null || payload is null)
        {
            error.WriteLine(row.Create is null
                ? $"this NativeAOT probe is built with {(rows.Count == 0 ? "no row" : string.Join(", ", rows.Select(r => r.Id)))}, not '{serializer}'"
                : $"unknown payload '{payloadId}'; valid: {string.Join(", ", BuiltInPayloads.All.Select(p => p.Id))}");
            return 2;
        }

        var size = int.TryParse(Value("--size"), NumberStyles.Integer, CultureInfo.InvariantCulture, out var s) ? s : payload.DefaultSize;
        long? startedAt = long.TryParse(Value("--started-at"), NumberStyles.Integer, CultureInfo.InvariantCulture, out var t) ? t : null;
        StartupSample sample;
        try
        {
            sample = payload.Accept(new StartupProbe(row.Create(), size, startedAt));
        }
        catch (Exception ex)
        {
            sample = new StartupSample { Process = 0, Error = $"the adapter's constructor threw {ex.GetType().Name}: {ex.Message}" };
        }

        output.WriteLine(StartupSampleLine.Write(sample));
        return 0;
    }
}
