using System.Runtime.InteropServices;
using System.Text.Json;

namespace SerBench.Labs.Aot;

/// <summary>
/// The AOT check of a selection: one publish of the probe with every row SerBench ships, the probe run once over the
/// payloads, and each row classified: works, works with warnings, fails at build, fails at run. A user's own row is
/// not built into the probe and is said to be not checked.
/// </summary>
internal sealed class AotChecker(AotProbeBuild build, IAotProbeRunner runner, TimeProvider clock)
{
    private static readonly TimeSpan ProbeTimeout = TimeSpan.FromMinutes(5);

    public AotResult Check(IReadOnlyList<ISerializerAdapter> rows, IReadOnlyList<string> payloads, TextWriter progress)
    {
        ArgumentNullException.ThrowIfNull(rows);
        var shipped = rows.Where(r => r.GetType().Assembly == typeof(Serializers.BuiltInSerializers).Assembly).ToList();
        var (publish, built, failedAtBuild, took) = build.Build(shipped, progress);
        var diagnostics = IlcWarnings.Parse(publish.ReadLog());
        var attribution = AotAttribution.For(built);
        var owned = new Dictionary<string, List<IlcDiagnostic>>(StringComparer.Ordinal);
        var unattributed = new List<IlcDiagnostic>();
        var owners = new Dictionary<IlcDiagnostic, IReadOnlyList<string>>();
        foreach (var diagnostic in diagnostics.Where(d => !d.IsError))
        {
            var who = attribution.Owners(diagnostic);
            owners[diagnostic] = who;
            if (who.Count == 0)
            {
                unattributed.Add(diagnostic);
            }

            foreach (var row in who)
            {
                (owned.TryGetValue(row, out var list) ? list : owned[row] = []).Add(diagnostic);
            }
        }

        // Which payload a row takes is decided here, on the JIT side, as every lab decides it: the probe only round-trips.
        var chosen = payloads.Select(id => BuiltInPayloads.All.FirstOrDefault(p => p.Id == id)).OfType<PayloadDescriptor>().ToList();
        var unsupported = new List<(string Row, AotPayload Result)>();
        var takes = new List<string>();
        foreach (var row in built)
        {
            var supported = new List<string>();
            foreach (var payload in chosen)
            {
                var support = Commands.RecordFactory.SupportOf(row, payload);
                if (support.IsSupported)
                {
                    supported.Add(payload.Id);
                }
                else
                {
                    unsupported.Add((row.Info.Id, new AotPayload(payload.Id, "unsupported", null, null, support.Reason)));
                }
            }

            if (supported.Count > 0)
            {
                takes.Add($"{row.Info.Id}={string.Join('+', supported)}");
            }
        }

        var probed = publish.Succeeded ? RunProbe(publish.Folder!, takes) : new ProbeLines([], publish.Note);
        // A payload the probe was given but printed nothing for: the probe stopped before it (crash, time limit).
        var missing = takes.SelectMany(t => t.Split('=')[1].Split('+').Select(p => (Row: t.Split('=')[0], Payload: p)))
            .Where(t => !probed.Payloads.Any(l => l.Row == t.Row && l.Result.Payload == t.Payload))
            .Select(t => (t.Row, new AotPayload(t.Payload, "throws", "the probe", null, probed.Failure ?? "the probe printed no result for it")));
        var lines = probed with { Payloads = [.. probed.Payloads, .. unsupported, .. missing] };
        var result = new List<AotRow>();
        foreach (var row in rows.OrderBy(r => r.Info.Id, StringComparer.Ordinal))
        {
            var id = row.Info.Id;
            var warnings = owned.TryGetValue(id, out var mine) ? mine : [];
            var sharing = warnings.SelectMany(w => owners[w]).Where(o => o != id).Distinct().Order(StringComparer.Ordinal).ToList();
            var counts = Counts(warnings);
            if (!shipped.Contains(row))
            {
                result.Add(Row(id, AotOutcome.NotChecked, "a row of the user's own assembly: the probe is built with SerBench's own rows only", [], [], []));
            }
            else if (failedAtBuild.TryGetValue(id, out var error))
            {
                result.Add(Row(id, AotOutcome.FailsAtBuild, error, counts, sharing, []));
            }
            else if (!publish.Succeeded)
            {
                result.Add(Row(id, AotOutcome.FailsAtBuild, $"the probe did not publish, and no error named one row: {publish.Note}", counts, sharing, []));
            }
            else
            {
                result.Add(Classify(id, lines, counts, sharing));
            }
        }

        return new AotResult
        {
            CheckedUtc = clock.GetUtcNow().UtcDateTime.ToString("yyyy-MM-ddTHH:mm:ssZ", CultureInfo.InvariantCulture),
            Runtime = RuntimeInformation.FrameworkDescription,
            Rid = RuntimeInformation.RuntimeIdentifier,
            Build = publish.Note,
            BuildSeconds = took > TimeSpan.Zero ? Math.Round(took.TotalSeconds, 1) : null,
            Rows = result,
            Unattributed = Counts(unattributed),
        };
    }

    /// <summary>A row's outcome from its probe lines and warnings.</summary>
    public static AotRow Classify(string id, ProbeLines lines, IReadOnlyList<AotWarningCount> warnings, IReadOnlyList<string> sharing)
    {
        ArgumentNullException.ThrowIfNull(lines);
        var payloads = lines.Payloads.Where(p => p.Row == id).Select(p => p.Result).OrderBy(p => p.Payload, StringComparer.Ordinal).ToList();
        var broken = payloads.FirstOrDefault(p => p.Outcome is "throws" or "differs");
        if (broken is not null)
        {
            var why = broken.Outcome == "throws"
                ? broken.Exception is null ? $"{broken.Payload}: {broken.Message}" : $"{broken.Payload}: {broken.Stage} threw {broken.Exception}: {broken.Message}"
                : $"{broken.Payload}: the round trip differs: {broken.Message}";
            return Row(id, AotOutcome.FailsAtRun, why, warnings, sharing, payloads);
        }

        if (payloads.Count > 0 && payloads.All(p => p.Outcome == "unsupported"))
        {
            return Row(id, AotOutcome.NotChecked, "takes none of the payloads checked", warnings, sharing, payloads);
        }

        if (payloads.Count == 0)
        {
            return Row(id, AotOutcome.FailsAtRun, lines.Failure ?? "the probe printed nothing for this row", warnings, sharing, payloads);
        }

        var outcome = warnings.Count == 0 ? AotOutcome.Works : AotOutcome.WorksWithWarnings;
        return Row(id, outcome, null, warnings, sharing, payloads);
    }

    public static IReadOnlyList<AotWarningCount> Counts(IEnumerable<IlcDiagnostic> diagnostics) =>
        [.. diagnostics.GroupBy(d => d.Code).OrderBy(g => g.Key, StringComparer.Ordinal).Select(g => new AotWarningCount(g.Key, g.Count()))];

    /// <summary>The probe's JSON lines, read; a line that is not one is skipped, a non-zero exit is the failure of the rows it did not reach.</summary>
    public static ProbeLines ReadProbe(AotProbeRun run)
    {
        ArgumentNullException.ThrowIfNull(run);
        var payloads = new List<(string, AotPayload)>();
        foreach (var line in run.Output.Split('\n').Select(l => l.Trim()).Where(l => l.StartsWith('{')))
        {
            try
            {
                using var doc = JsonDocument.Parse(line);
                var root = doc.RootElement;
                string? Text(string name) => root.TryGetProperty(name, out var v) && v.ValueKind == JsonValueKind.String ? v.GetString() : null;
                payloads.Add((Text("row") ?? string.Empty, new AotPayload(Text("payload") ?? string.Empty, Text("outcome") ?? "throws", Text("stage"), Text("exception"), Text("message"))));
            }
            catch (JsonException)
            {
                // Not a result line (the probe's own output is only result lines; anything else is the runtime's).
            }
        }

        var failure = run.ExitCode == 0 ? null : $"the probe exited with code {run.ExitCode}{(run.Error.Trim().Length > 0 ? ": " + run.Error.Trim().Split('\n')[0] : string.Empty)}";
        return new ProbeLines(payloads, failure);
    }

    /// <summary>Runs the probe over "row=payload+payload" pairs (nothing to run when no row takes a payload).</summary>
    private ProbeLines RunProbe(string folder, IReadOnlyList<string> takes)
    {
        if (takes.Count == 0)
        {
            return new ProbeLines([], null);
        }

        var binary = AotProbeBuild.BinaryPath(folder);
        return ReadProbe(runner.Run(binary, ["check", .. takes], ProbeTimeout));
    }

    private static AotRow Row(string id, string outcome, string? reason, IReadOnlyList<AotWarningCount> warnings, IReadOnlyList<string> sharing, IReadOnlyList<AotPayload> payloads) =>
        new() { Id = id, Outcome = outcome, Reason = reason, Warnings = warnings, SharesWarningsWith = sharing, Payloads = payloads };
}

/// <summary>What the probe printed, per row and payload, and why it stopped early (null when it did not).</summary>
internal sealed record ProbeLines(IReadOnlyList<(string Row, AotPayload Result)> Payloads, string? Failure);
