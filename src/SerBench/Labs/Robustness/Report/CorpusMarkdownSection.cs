namespace SerBench.Labs.Robustness;

/// <summary>report.md's corpus section: per serializer, what it accepted and rejected of each y_ / n_ / i_ class, and the files against their class.</summary>
internal static class CorpusMarkdownSection
{
    private const int MaxListed = 30;

    public static void Write(StringBuilder md, RunFile run)
    {
        if (run.Corpus is not { } corpus)
        {
            return;
        }

        md.Append("## Robustness: your corpus\n\n");
        var readAs = corpus.Target == "any" ? "each row's own document model, so the verdict is about syntax, not mapping to a model" : "the payload's type";
        md.Append(string.Create(CultureInfo.InvariantCulture,
            $"{corpus.Files:N0} files from `{corpus.Directory}`, read as **{corpus.Target}** ({readAs}), each in an isolated worker with {Units.Count(corpus.TimeoutMs)} ms and a {Units.Count(corpus.MemoryMb)} MiB heap; {corpus.DurationSeconds:0.0} s in all. "));
        md.Append("File names starting `y_` must be accepted, `n_` must be rejected, `i_` may go either way (JSONTestSuite's convention). ");
        md.Append("An `n_` file a row accepts or a `y_` file it rejects is a finding about the library, not a fault of the lab.\n\n");
        foreach (var refused in corpus.Refused)
        {
            md.Append(CultureInfo.InvariantCulture, $"- Refused `{refused.File}` ({Units.Bytes(refused.Bytes)}): {refused.Reason}\n");
        }

        if (corpus.Refused.Count > 0)
        {
            md.Append('\n');
        }

        var table = new MarkdownTable(
            ("Serializer", false), ("Read as", false), ("Fed", true), ("Accepted", true), ("Rejected", true), ("y_ accepted", true),
            ("n_ rejected", true), ("i_ accepted", true), ("Hang", true), ("Crash", true), ("OOM", true), ("Note", false));
        foreach (var row in corpus.Rows)
        {
            table.Add(
                $"`{row.Serializer}`", row.ReadAs ?? Labels.Dash, Units.Count(row.Fed), Units.Count(row.Accepted), Units.Count(row.Rejected),
                Share(row.MustAccept?.Accepted, row.MustAccept?.Total), Share(row.MustReject?.Rejected, row.MustReject?.Total), Share(row.EitherWay?.Accepted, row.EitherWay?.Total),
                Units.Count(row.Hang), Units.Count(row.Crash), Units.Count(row.OutOfMemory), row.Reason ?? string.Empty);
        }

        table.Write(md);
        md.Append('\n');
        foreach (var row in corpus.Rows)
        {
            List(md, $"`{row.Serializer}` accepts these n_ files (must reject)", row.AcceptedButMustReject);
            List(md, $"`{row.Serializer}` rejects these y_ files (must accept)", row.RejectedButMustAccept);
            List(md, $"`{row.Serializer}`: hangs, crashes, out-of-memory and allocations far beyond the input (replay with `serbench robustness --replay FILE`)", [.. row.Findings.Select(f => $"{f.File}: {f.Outcome}{(f.Detail is null ? string.Empty : " — " + f.Detail)} (`{f.Saved}`)")]);
        }
    }

    private static void List(StringBuilder md, string title, IReadOnlyList<string> items)
    {
        if (items.Count == 0)
        {
            return;
        }

        md.Append(CultureInfo.InvariantCulture, $"{title} ({items.Count}):\n\n");
        foreach (var item in items.Take(MaxListed))
        {
            md.Append("- ").Append(item.ReplaceLineEndings(" ")).Append('\n');
        }

        if (items.Count > MaxListed)
        {
            md.Append(CultureInfo.InvariantCulture, $"- … and {items.Count - MaxListed} more (all in run.json)\n");
        }

        md.Append('\n');
    }

    private static string Share(int? part, int? total) => part is { } p && total is { } t ? $"{p} of {t}" : Labels.Dash;
}
