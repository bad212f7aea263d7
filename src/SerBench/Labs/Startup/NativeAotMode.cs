using SerBench.Hosting.Builds;
using SerBench.Labs.Aot;

namespace SerBench.Labs.Startup;

/// <summary>
/// The nativeaot mode of `serbench startup --aot`: checked before anything runs (the AOT probe's sources, a NativeAOT
/// check to read, payloads the probe knows), then, as the run starts, one probe published per row the check says works
/// and the empty baseline; each row is then started from its own binary. Rows the check says fail, or never checked,
/// are not published and are listed with the reason.
/// </summary>
internal sealed class NativeAotMode(string project, AotResult result, string cacheRoot, IPublishRunner publisher)
{
    public List<NativeAotBuildRecord> Builds { get; } = [];

    public NativeAotBuildRecord? Baseline { get; private set; }

    /// <summary>The mode's parts, or null with what is wrong added to <paramref name="errors"/> (exit 2, nothing run).</summary>
    public static NativeAotMode? Validate(LabServices services, IReadOnlyList<ISerializerAdapter> serializers, IReadOnlyList<PayloadDescriptor> payloads, List<string> errors)
    {
        ArgumentNullException.ThrowIfNull(services);
        ArgumentNullException.ThrowIfNull(errors);
        var before = errors.Count;
        var project = SourceTree.Find([services.WorkingDirectory, AppContext.BaseDirectory], AotProbeBuild.ProjectPath);
        if (project is null)
        {
            errors.Add($"--aot publishes the NativeAOT probe from its sources, but no {AotProbeBuild.ProjectPath} was found above {services.WorkingDirectory} or {AppContext.BaseDirectory}. Run from a SerBench checkout, or leave --aot out.");
        }

        foreach (var payload in payloads.Where(p => !BuiltInPayloads.All.Any(b => b.Id == p.Id)))
        {
            errors.Add($"--aot runs the NativeAOT probe, which holds SerBench's own payloads only, not '{payload.Id}'. Payloads --aot accepts: {string.Join(", ", BuiltInPayloads.All.Select(p => p.Id))}.");
        }

        AotResult? result = null;
        try
        {
            result = services.LatestAot();
        }
        catch (AotResultException ex)
        {
            errors.Add(ex.Message);
        }

        var selection = string.Join(',', serializers.Select(s => s.Info.Id));
        if (result is null && errors.Count == before)
        {
            errors.Add($"--aot measures the rows that this machine's latest 'serbench aot' check says work under NativeAOT, and there is no check yet ({services.AotLatestPath ?? AotResultFile.LatestPath()} does not exist). "
                + $"Run 'serbench aot --serializers {selection}' first (one NativeAOT publish of those rows, a few minutes), then this command again.");
        }

        return errors.Count > before || result is null ? null : new NativeAotMode(project!, result, services.AotCacheRoot ?? AotResultFile.CacheRoot(), services.Publisher);
    }

    /// <summary>Publishes (or reuses) a probe per row the check says works, and the empty baseline; the mode starts each row's own binary.</summary>
    public StartupMode Prepare(IReadOnlyList<ISerializerAdapter> serializers, TextWriter progress, List<string> notes)
    {
        ArgumentNullException.ThrowIfNull(serializers);
        ArgumentNullException.ThrowIfNull(notes);
        var root = Path.GetFullPath(Path.Combine(Path.GetDirectoryName(project)!, "..", ".."));
        var build = new NativeAotStartupBuild(project, new CachedPublish(cacheRoot, root, publisher), Path.Combine(cacheRoot, "rows"));
        var skipped = new Dictionary<string, (string Status, string Reason)>(StringComparer.Ordinal);
        var binaries = new Dictionary<string, string>(StringComparer.Ordinal);
        foreach (var serializer in serializers)
        {
            var id = serializer.Info.Id;
            if (NativeAotCheck.NotMeasured(serializer, result) is { } why)
            {
                skipped[id] = (CellStatus.Unsupported, why);
                continue;
            }

            var (record, binary) = build.Ensure(serializer, progress);
            Builds.Add(record);
            if (binary is null)
            {
                skipped[id] = (CellStatus.Failed, $"the NativeAOT publish failed: {record.Note}");
            }
            else
            {
                binaries[id] = binary;
            }
        }

        if (binaries.Count > 0)
        {
            Baseline = build.Ensure(null, progress).Record;
        }

        notes.Add($"{StartupMode.NativeAot}: the NativeAOT probe (src/SerBench.AotProbe, {AotProbeBuild.BinaryName} startup-probe …) published once per row with that row alone, "
            + $"for the rows this machine's 'serbench aot' check of {result.CheckedUtc} says work; "
            + (binaries.Count == 0 ? "none of the selected rows does, so none was measured" : $"measured: {string.Join(", ", binaries.Keys)}")
            + (skipped.Count == 0 ? string.Empty : $"; not measured: {string.Join(", ", skipped.Keys)} (reasons below)"));
        foreach (var record in Builds.Append(Baseline).OfType<NativeAotBuildRecord>())
        {
            notes.Add($"{StartupMode.NativeAot} {record.Serializer ?? "empty probe (no row)"}: {record.Note}");
        }

        return new StartupMode(StartupMode.NativeAot, (id, arguments) => NativeAotStartupBuild.StartInfo(binaries[id], arguments))
        {
            Skip = id => skipped.TryGetValue(id, out var why) ? why : binaries.ContainsKey(id) ? null : (CellStatus.Unsupported, "not measured under NativeAOT"),
        };
    }

    /// <summary>The rows with their binary's size, nativeaot rows only.</summary>
    public IReadOnlyList<StartupRow> WithSizes(IReadOnlyList<StartupRow> rows) =>
        [.. rows.Select(r => r.Mode == StartupMode.NativeAot && Builds.FirstOrDefault(b => b.Serializer == r.Serializer) is { BinaryBytes: { } bytes } ? r with { BinaryBytes = bytes } : r)];
}
