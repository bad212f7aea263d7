using SerBench.Labs;

namespace SerBench.Reports;

/// <summary>
/// report.md, built from a run file alone: environment and preset first, the legend, then one section
/// per payload (<see cref="MarkdownPayloadSection"/>), each lab's sections, then the rows that were not installed.
/// </summary>
internal static class MarkdownReport
{
    public static string Render(RunFile run)
    {
        var view = new RunView(run);
        var md = new StringBuilder();
        md.Append(CultureInfo.InvariantCulture, $"# SerBench run of {Stamp(run.StartedUtc)}\n\n");
        if (PartialRunNote.Detail(run) is { } partial)
        {
            md.Append(CultureInfo.InvariantCulture, $"> **Partial run** {partial}\n\n");
        }

        if (MeasurementSummary.Banner(run) is { } banner)
        {
            md.Append(CultureInfo.InvariantCulture, $"> **{banner}**\n\n");
        }

        if (view.Ranking.Pointer() is { } pointer)
        {
            md.Append(CultureInfo.InvariantCulture, $"> **{pointer}**\n\n");
        }

        Summary.SummaryMarkdown.Write(md, view);
        WriteEnvironment(md, run);
        WritePreset(md, run);
        WriteMeasurement(md, run);
        CountsSummary.WriteMarkdown(md, run);
        WriteWarnings(md, view);
        if (view.Payloads.Count > 0 || run.Payloads.Count > 0)
        {
            // The legend explains the payload tables' columns and the rows' marks, which the scenarios, startup and
            // robustness labs' tables use too; echo, HTTP and version tolerance, with no payloads of their own, explain theirs.
            MarkdownLegend.Write(md, run);
        }
        foreach (var section in view.Payloads)
        {
            MarkdownPayloadSection.Write(md, view, section);
        }

        MarkdownPublishedSection.Write(md, view);
        foreach (var lab in LabRegistry.All)
        {
            lab.WriteMarkdown(md, run);
        }

        WriteSerializers(md, view);
        WriteNotInstalled(md, run);
        return md.ToString();
    }

    private static void WriteEnvironment(StringBuilder md, RunFile run)
    {
        var env = run.Environment;
        md.Append("## Environment\n\n");
        var table = new MarkdownTable(("Property", false), ("Value", false));
        table.Add("OS", env.Os);
        table.Add("CPU", env.Cpu);
        table.Add("Logical cores", Units.Count(env.LogicalCores));
        if (env.LastLevelCacheBytes is { } cache)
        {
            table.Add("Last-level cache", Units.Bytes(cache));
        }

        if (env.Machine is { } m)
        {
            table.Add("CPU identity", $"{m.CpuVendor ?? "unknown vendor"}, family {m.CpuFamily?.ToString(CultureInfo.InvariantCulture) ?? "?"} model {m.CpuModel?.ToString(CultureInfo.InvariantCulture) ?? "?"} stepping {m.CpuStepping?.ToString(CultureInfo.InvariantCulture) ?? "?"}; {(m.IsaFlags.Count == 0 ? "instruction sets unknown" : string.Join(" ", m.IsaFlags))}");
            table.Add("Hypervisor", m.Hypervisor ?? "unknown");
            table.Add("Memory", m.MemoryBytes is { } bytes ? Units.Bytes(bytes) : "unknown");
            table.Add("Kernel", m.Kernel ?? "unknown");
            table.Add("Load average (1/5/15 min)", $"{m.LoadAverageStart ?? "unknown"} at the start, {m.LoadAverageEnd ?? "unknown"} at the end");
        }

        if (run.Measure is { } measure)
        {
            table.Add("Measured", measure == Measures.Counts ? "counts under callgrind (no time figures)" : measure == Measures.Both ? "time, then counts under callgrind" : "time");
        }

        table.Add("Runtime", env.Runtime);
        table.Add("GC", env.Gc);
        table.Add("TieredPGO", OnOff(env.TieredPgo));
        table.Add("Tiered compilation", OnOff(env.TieredCompilation));
        if (env.RuntimeVariables is { } variables)
        {
            table.Add("Runtime variables", RuntimeVariables.Describe(variables));
        }

        table.Add("ReadyToRun", OnOff(env.ReadyToRun));
        table.Add("BenchmarkDotNet", env.BenchmarkDotNetVersion ?? Labels.NotAvailable);
        table.Add("SerBench", run.SerbenchVersion);
        table.Add("Started", Stamp(run.StartedUtc));
        table.Add("Finished", run.FinishedUtc is { } finished ? Stamp(finished) : "not finished");
        if (run.CommandLine is { } commandLine)
        {
            table.Add("Command", $"`{commandLine}`");
        }

        table.Write(md);
        md.Append('\n');
        if (env.Libraries.Count > 0)
        {
            var libraries = new MarkdownTable(("Library", false), ("Version", false));
            foreach (var library in env.Libraries)
            {
                libraries.Add(library.Package, library.Version);
            }

            libraries.Write(md);
            md.Append('\n');
        }
    }

    private static void WritePreset(StringBuilder md, RunFile run)
    {
        // A counts run's cells are counted under callgrind, not by the time preset's iterations.
        if (!PresetSettings.Described(run) || !run.HasTime)
        {
            return;
        }

        md.Append(CultureInfo.InvariantCulture, $"## Preset `{run.Preset}`\n\n");
        if (run.PresetSettings is { } p)
        {
            md.Append(p.Description).Append("\n\n");
            var table = new MarkdownTable(("Setting", false), ("Value", true));
            foreach (var (setting, value) in PresetSettings.Rows(run, p))
            {
                table.Add(setting, value);
            }

            table.Write(md);
            md.Append('\n');
        }

        if (Preset.Find(run.Preset) is { IsSmoke: true })
        {
            md.Append("> This preset runs each cell once without warm-up: it proves every cell runs and round-trips. Its times are single shots, not steady-state measurements; do not compare them.\n\n");
        }
    }

    private static void WriteMeasurement(StringBuilder md, RunFile run)
    {
        var lines = MeasurementSummary.Lines(run);
        if (lines.Count == 0)
        {
            return;
        }

        md.Append("## Measurement\n\n");
        foreach (var line in lines)
        {
            md.Append("- ").Append(line).Append('\n');
        }

        md.Append('\n');
    }

    private static void WriteWarnings(StringBuilder md, RunView view)
    {
        var used = view.Run.Cells.Select(c => c.Serializer).ToHashSet(StringComparer.OrdinalIgnoreCase);
        var warned = view.Run.Serializers.Where(s => !string.IsNullOrEmpty(s.Warning) && used.Contains(s.Id)).ToList();
        if (warned.Count == 0)
        {
            return;
        }

        md.Append("## Warnings\n\n");
        foreach (var row in warned)
        {
            md.Append(CultureInfo.InvariantCulture, $"- ⚠ **{row.DisplayName}** (`{row.Id}`): {row.Warning}\n");
        }

        md.Append('\n');
    }

    private static void WriteSerializers(StringBuilder md, RunView view)
    {
        var used = view.Run.Cells.Select(c => c.Serializer).ToHashSet(StringComparer.OrdinalIgnoreCase);
        var rows = view.Run.Serializers.Where(s => s.Installed && used.Contains(s.Id)).ToList();
        if (rows.Count == 0)
        {
            return;
        }

        md.Append("## Serializers\n\n");
        var table = new MarkdownTable(
            ("Serializer", false), ("Package", false), ("Version", false), ("Format", false), ("Codegen", false),
            ("API shape", false), ("Fidelity", false), ("Traits", false), ("Notes", false));
        foreach (var s in rows)
        {
            var traits = string.Join(", ", s.Traits.Where(t => t.Value).Select(t => t.Name));
            table.Add(
                $"{s.DisplayName} (`{s.Id}`)", s.Package, s.Version ?? Labels.NotAvailable, s.Format, s.Codegen ?? Labels.Dash,
                s.ApiShape ?? Labels.Dash, s.Fidelity ?? "exact", traits.Length == 0 ? Labels.Dash : traits, s.Notes ?? string.Empty);
        }

        table.Write(md);
        md.Append('\n');
    }

    private static void WriteNotInstalled(StringBuilder md, RunFile run)
    {
        var missing = run.Serializers.Where(s => !s.Installed).ToList();
        if (missing.Count == 0)
        {
            return;
        }

        md.Append("## Not installed\n\n");
        md.Append("These serializers are compared by users but not part of this lab; each can be added with a small adapter in your own project.\n\n");
        foreach (var s in missing)
        {
            md.Append(CultureInfo.InvariantCulture, $"- **{s.DisplayName}** (`{s.Id}`, package {s.Package}, {s.Format}): {s.Reason ?? "not installed"}\n");
        }

        md.Append('\n');
    }

    private static string Stamp(DateTime utc) => utc.ToString("yyyy-MM-dd HH:mm:ss", CultureInfo.InvariantCulture) + " UTC";

    private static string OnOff(bool value) => value ? "on" : "off";
}
