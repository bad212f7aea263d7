namespace SerBench.Labs.Micro.Runtimes;

/// <summary>
/// The rows whose cells failed on one runtime of a `--runtimes` run, with the reason (docs/runtimes.md): a row that
/// builds but fails under NativeAOT (reflection a trimmed program lacks, code it would emit) is measured like any other
/// and its cells fail with the exception; this lists it once per reason, in each runtime's part of the console output
/// and of report.md, beside the rows the runtime left out.
/// </summary>
internal static class RuntimeFailures
{
    /// <summary>The failed rows of <paramref name="runtime"/>'s cells, in the order the cells came: each row once per reason (its first line), with its number of cells.</summary>
    public static IReadOnlyList<RuntimeFailure> Of(RunFile run, string? runtime)
    {
        ArgumentNullException.ThrowIfNull(run);
        return
        [
            .. run.Cells
                .Where(c => c.Runtime == runtime && c.Status == CellStatus.Failed)
                .GroupBy(c => (c.Serializer, Reason: FirstLine(c.Reason)))
                .Select(g => new RuntimeFailure(g.Key.Serializer, g.Key.Reason, g.Count())),
        ];
    }

    /// <summary>"- **messagepack** failed (6 cells): reason." lines for report.md, one per failed row and reason.</summary>
    public static IEnumerable<string> MarkdownLines(RunFile run, string? runtime) =>
        Of(run, runtime).Select(f => $"- **{f.Serializer}** failed ({Cells(f.Cells)}): {f.Reason.TrimEnd('.')}.");

    /// <summary>After the console tables of a `--runtimes` run: per runtime, the rows it left out and the rows that failed there, with why.</summary>
    public static void WriteConsole(TextWriter output, RunFile run)
    {
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(run);
        if (!run.IsByRuntime())
        {
            return;
        }

        foreach (var runtime in run.CellRuntimes())
        {
            var name = runtime ?? "host";
            var excluded = run.RuntimeList().FirstOrDefault(r => r.Name == runtime)?.Excluded ?? [];
            var failed = Of(run, runtime);
            if (excluded.Count == 0 && failed.Count == 0)
            {
                continue;
            }

            output.WriteLine();
            output.WriteLine($"On {name}:");
            foreach (var e in excluded)
            {
                output.WriteLine($"  {e.Serializer} left out: {e.Reason}");
            }

            foreach (var f in failed)
            {
                output.WriteLine($"  {f.Serializer} failed ({Cells(f.Cells)}): {f.Reason}");
            }
        }
    }

    /// <summary>The reason's first line (a crashed process's reason goes on with its error output; run.json keeps it whole).</summary>
    private static string FirstLine(string? reason) =>
        reason is { Length: > 0 } r ? r.Split('\n', 2)[0].TrimEnd('\r') : "no reason recorded";

    private static string Cells(int count) => count == 1 ? "1 cell" : $"{count.ToString(CultureInfo.InvariantCulture)} cells";
}

/// <summary>A row that failed on a runtime: its cells' reason and how many cells gave it.</summary>
internal sealed record RuntimeFailure(string Serializer, string Reason, int Cells);
