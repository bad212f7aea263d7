namespace SerBench.Labs.Robustness;

/// <summary>report.md's robustness section: the per-serializer summary with its security column, each cell, and the findings that matter most.</summary>
internal static class MarkdownRobustnessSection
{
    private const int MaxCorruptionsListed = 3;

    public static void Write(StringBuilder md, RunFile run)
    {
        if (run.Robustness is not { } section)
        {
            return;
        }

        md.Append("## Robustness\n\n");
        md.Append(CultureInfo.InvariantCulture,
            $"Seed **{section.Seed}** (`--seed {section.Seed}` rebuilds the same corpus), at most {section.Sample} cases per mutation kind and cell, " +
            $"{Units.Count(section.TimeoutMs)} ms and a {Units.Count(section.MemoryMb)} MiB heap per case, each in an isolated worker process; " +
            $"{section.DurationSeconds:0.0} s in all. Outcomes: **rejected** (threw; the exception type is counted), **equal** (accepted, same value), " +
            $"**different** (accepted, another value: silent corruption), **hang** (killed at the time limit), **crash** (the worker died), " +
            $"**oom** (heap limit reached); **alloc≫input**: allocated over {Units.Count(section.ExcessiveAllocationRatio)}× the input size and at least 64 MiB. " +
            $"The input of every non-clean case is in `{section.InputsFolder}/`; `serbench robustness --replay FILE` re-runs one.\n\n");
        WriteSummary(md, section);
        WriteCells(md, section);
        WriteFindings(md, section);
    }

    private static void WriteSummary(StringBuilder md, RobustnessSection section)
    {
        var table = new MarkdownTable(
            ("Serializer", false), ("Cells", true), ("Cases", true), ("Rejected", true), ("Equal", true), ("Different", true),
            ("Hang", true), ("Crash", true), ("OOM", true), ("Alloc≫input", true), ("Security", false), ("Leaky exceptions", false));
        foreach (var s in section.Serializers)
        {
            var c = s.Counts;
            table.Add(
                $"`{s.Serializer}`", Units.Count(s.Cells), Units.Count(s.Cases), Units.Count(c.Rejected), Units.Count(c.Equal), Units.Count(c.Different),
                Units.Count(c.Hang), Units.Count(c.Crash), Units.Count(c.OutOfMemory), Units.Count(c.ExcessiveAllocation), s.Security, s.LeakyExceptions ?? Labels.Dash);
        }

        table.Write(md);
        md.Append("\n*Leaky exceptions*: rejections through exception types that usually mean the library tripped over its own state (NullReferenceException, IndexOutOfRangeException, …) rather than reporting bad data.\n\n");
    }

    private static void WriteCells(StringBuilder md, RobustnessSection section)
    {
        md.Append("### Robustness by payload\n\n");
        var table = new MarkdownTable(
            ("Serializer", false), ("Payload", false), ("Valid bytes", true), ("Cases", true), ("Rejected", true), ("Equal", true),
            ("Different", true), ("Hang", true), ("Crash", true), ("OOM", true), ("Peak allocation", false), ("Rejected with", false));
        foreach (var cell in section.Cells.Where(c => c.Status != "not-run"))
        {
            var c = cell.Counts;
            var peak = cell.PeakAllocation is { } p ? $"{Units.Bytes(p.AllocatedBytes)} on {Units.Bytes(p.InputBytes)} ({p.Label})" : Labels.Dash;
            var exceptions = string.Join(", ", cell.Exceptions.Take(3).Select(e => $"{e.Type.Split('.')[^1]} ×{Units.Count(e.Count)}"));
            var stopped = cell.Status == "stopped" ? $" ⚠ {cell.Reason}" : string.Empty;
            table.Add(
                $"`{cell.Serializer}`", cell.Payload, Units.Count(cell.ValidBytes), Units.Count(cell.Cases), Units.Count(c.Rejected), Units.Count(c.Equal),
                Units.Count(c.Different), Units.Count(c.Hang), Units.Count(c.Crash), Units.Count(c.OutOfMemory), peak, (exceptions.Length == 0 ? Labels.Dash : exceptions) + stopped);
        }

        table.Write(md);
        md.Append('\n');
        var notRun = section.Cells.Where(c => c.Status == "not-run").ToList();
        if (notRun.Count > 0)
        {
            md.Append(CultureInfo.InvariantCulture, $"{notRun.Count} serializer × payload pairs were not run (unsupported payloads, or a worker that could not start); run.json has each reason.\n\n");
        }
    }

    private static void WriteFindings(StringBuilder md, RobustnessSection section)
    {
        var severe = section.Cells
            .SelectMany(c => c.Findings.Where(f => f.Outcome is not "different" || f.ExcessiveAllocation).Select(f => (c, f)))
            .ToList();
        var corruptions = section.Cells
            .SelectMany(c => c.Findings.Where(f => f.Outcome == "different" && !f.ExcessiveAllocation).Take(MaxCorruptionsListed).Select(f => (c, f)))
            .ToList();
        if (severe.Count == 0 && corruptions.Count == 0)
        {
            return;
        }

        md.Append("### Robustness findings\n\n");
        var table = new MarkdownTable(
            ("Serializer", false), ("Payload", false), ("Case", false), ("Input", true), ("Outcome", false), ("Detail", false), ("Saved input", false));
        foreach (var (cell, f) in severe.Concat(corruptions))
        {
            var outcome = f.ExcessiveAllocation ? $"{f.Outcome}, allocated {Units.Bytes(f.AllocatedBytes ?? 0)}" : f.Outcome;
            var detail = f.Exception is null ? f.Detail ?? string.Empty : $"{f.Exception}: {f.Detail}";
            table.Add($"`{cell.Serializer}`", cell.Payload, $"#{f.Case} {f.Kind}: {f.Label}", Units.Bytes(f.InputBytes), outcome, detail, f.File is null ? Labels.Dash : $"`{f.File}`");
        }

        table.Write(md);
        md.Append(CultureInfo.InvariantCulture,
            $"\nEvery hang, crash, out-of-memory and runaway allocation is listed; silent corruptions are listed up to {MaxCorruptionsListed} per cell (run.json has all of them, each with its saved input).\n\n");
    }
}
