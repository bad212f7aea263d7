using System.Runtime.InteropServices;
using SerBench.Hosting.Builds;

namespace SerBench.Labs.Aot;

/// <summary>
/// One NativeAOT publish of the probe holding every selected row (not one per row: each publish is minutes of ILC).
/// The rows are written as C# (<c>new Adapter()</c> each) into a file the probe project compiles, so trimming keeps
/// exactly those rows. When the publish fails, the rows its errors name are left out and it is tried again.
/// </summary>
internal sealed class AotProbeBuild(string project, CachedPublish publish, string rowsFolder)
{
    public const string ProjectPath = "src/SerBench.AotProbe/SerBench.AotProbe.csproj";
    public const string BinaryName = "SerBench.AotProbe";

    /// <summary>The publish (last attempt) and the rows it had to leave out, each with the error that named it.</summary>
    public (PublishResult Result, IReadOnlyList<ISerializerAdapter> Built, IReadOnlyDictionary<string, string> FailedAtBuild, TimeSpan Took) Build(
        IReadOnlyList<ISerializerAdapter> rows, TextWriter progress)
    {
        ArgumentNullException.ThrowIfNull(rows);
        var failed = new Dictionary<string, string>(StringComparer.Ordinal);
        var remaining = rows.ToList();
        var took = TimeSpan.Zero;
        while (true)
        {
            var result = publish.Ensure(Request(remaining), progress);
            took += result.Took ?? TimeSpan.Zero;
            if (result.Succeeded || remaining.Count == 0)
            {
                return (result, remaining, failed, took);
            }

            var errors = IlcWarnings.Parse(result.ReadLog()).Where(d => d.IsError).ToList();
            var attribution = AotAttribution.For(remaining);
            var culprits = errors.SelectMany(e => attribution.Owners(e).Select(row => (row, $"{e.Code}: {e.Text}"))).ToList();
            culprits.AddRange(CompileErrors(result.ReadLog(), remaining));
            if (culprits.Count == 0)
            {
                // Nothing in the errors names a row: no row can be blamed, so none is left out.
                return (result, remaining, failed, took);
            }

            foreach (var (row, text) in culprits)
            {
                failed.TryAdd(row, text);
            }

            progress.WriteLine($"The NativeAOT publish failed on {string.Join(", ", failed.Keys.Order(StringComparer.Ordinal))}; publishing again without {(failed.Count == 1 ? "it" : "them")}.");
            remaining = [.. remaining.Where(r => !failed.ContainsKey(r.Info.Id))];
        }
    }

    /// <summary>The published probe binary in an app folder.</summary>
    public static string BinaryPath(string folder) => Path.Combine(folder, OperatingSystem.IsWindows() ? BinaryName + ".exe" : BinaryName);

    /// <summary>
    /// The publish request for these rows: PublishAot, self-contained, this machine's RID, the rows file. <paramref name="label"/>
    /// names the build in the cache ("nativeaot-probe" for the check of every row; the startup lab's one-row probes their own).
    /// </summary>
    public PublishRequest Request(IReadOnlyList<ISerializerAdapter> rows, string label = "nativeaot-probe")
    {
        ArgumentNullException.ThrowIfNull(rows);
        var source = RowsSource(rows);
        Directory.CreateDirectory(rowsFolder);
        var file = Path.Combine(rowsFolder, $"rows-{SourceTree.Hash(source)}.g.cs");
        if (!File.Exists(file))
        {
            File.WriteAllText(file, source);
        }

        return new PublishRequest(
            project,
            label,
            RuntimeInformation.RuntimeIdentifier,
            SelfContained: true,
            // Under PublishAot the trim analyzers run on every referenced project: their warnings are what the lab reports, not errors.
            new Dictionary<string, string>(StringComparer.Ordinal) { ["PublishAot"] = "true", ["AotProbeRowsFile"] = file, ["TreatWarningsAsErrors"] = "false" });
    }

    /// <summary>
    /// The C# of the probe's SelectedRows class: the id and a constructor call per row, in id order. Factories, not
    /// instances, so a row whose constructor throws under NativeAOT fails alone, at run, with its exception.
    /// </summary>
    public static string RowsSource(IEnumerable<ISerializerAdapter> rows)
    {
        var text = new StringBuilder();
        text.AppendLine("// Written by `serbench aot` or `serbench startup --aot`: the rows this NativeAOT probe is built with.");
        text.AppendLine("namespace SerBench.AotProbe;");
        text.AppendLine();
        text.AppendLine("internal static class SelectedRows");
        text.AppendLine("{");
        text.AppendLine("    public static (string Id, System.Func<ISerializerAdapter> Create)[] Create() =>");
        text.AppendLine("    [");
        foreach (var row in rows.OrderBy(r => r.Info.Id, StringComparer.Ordinal))
        {
            text.AppendLine(CultureInfo.InvariantCulture, $"        (\"{row.Info.Id}\", static () => new global::{row.GetType().FullName}()),");
        }

        text.AppendLine("    ];");
        text.AppendLine("}");
        return text.ToString();
    }

    /// <summary>C# errors in a row's adapter file (a row that does not compile into the probe).</summary>
    private static IEnumerable<(string Row, string Text)> CompileErrors(string log, IReadOnlyList<ISerializerAdapter> rows)
    {
        foreach (var line in log.Split('\n').Where(l => l.Contains(": error CS", StringComparison.Ordinal)))
        {
            foreach (var row in rows.Where(r => line.Contains(r.GetType().FullName!, StringComparison.Ordinal)))
            {
                yield return (row.Info.Id, line.Trim());
            }
        }
    }
}
