using SerBench.Compare;

namespace SerBench.Commands;

/// <summary>
/// `serbench compare A B [--measure time|counts] [--threshold PCT] [--fail-on never|slower|changed] [--summary FILE] [--as-measured] [--out DIR]`:
/// per common cell, the change in median (B at A's machine speed on one machine) or in instructions per call, allocations and
/// size beyond the noise; writes compare.md and compare.html; exit 3 when the gate fails (for a library author's CI).
/// </summary>
internal static class CompareCommand
{
    public const string MarkdownFileName = "compare.md";
    public const string HtmlFileName = "compare.html";

    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false);

    public static Command Create(LabServices services)
    {
        var before = new Argument<string>("A") { Description = "The first run (the baseline): a run folder, its run.json, or BenchmarkDotNet full JSON (a *-report-full.json file or a folder of them)." };
        var after = new Argument<string?>("B") { Description = "The second run (the candidate): a run folder, its run.json, or BenchmarkDotNet full JSON. Left out with --runtimes.", Arity = ArgumentArity.ZeroOrOne };
        var runtimes = new Option<string?>("--runtimes")
        {
            Description = "Compare two runtimes of the one run A (a run made with serbench run --runtimes): the first runtime is the baseline, e.g. --runtimes net8.0,net10.0 for what .NET 10 changed.",
            HelpName = "BASE,CANDIDATE",
        };
        var threshold = new Option<string?>("--threshold")
        {
            Description = "Judge changes against a fixed percentage of A's median instead of both runs' confidence intervals. With counts: widens each cell's band to this percentage when it is wider.",
            HelpName = "PCT",
        };
        var measure = new Option<string?>("--measure")
        {
            Description = "What to judge: time (each cell's median) or counts (instructions per call, each cell within a band of the larger of both runs' spreads between counting processes and 0.5 %). Both runs must hold it; a run measured with both holds each. Default: counts when both runs have counts, else time.",
            HelpName = "time|counts",
        };
        var failOn = new Option<string?>("--fail-on")
        {
            Description = "Exit with code 3 when a cell is slower (slower: more time or instructions beyond the noise, more allocated bytes beyond both runs' ranges by more than 1 % and 8 B, a larger serialized size, or now failing) or, with changed, when it moved either way. Runs from different machines (or of unknown machine) are refused with code 2 unless --allow-different-machine is given. Default: never.",
            HelpName = "never|slower|changed",
        };
        var failOnRegression = new Option<bool>("--fail-on-regression") { Description = "The same as --fail-on slower." };
        var summary = new Option<string?>("--summary")
        {
            Description = "Append the verdict as GitHub-flavoured markdown to FILE, regressions first (e.g. --summary \"$GITHUB_STEP_SUMMARY\").",
            HelpName = "FILE",
        };
        var allowDifferentMachine = new Option<bool>("--allow-different-machine") { Description = "With --fail-on: judge runs from different machines anyway." };
        var asMeasured = new Option<bool>("--as-measured") { Description = "Compare B's times as timed. By default, runs of the same machine are compared at A's machine speed: B's times multiplied by A's median canary reading over B's." };
        var output = new Option<string?>("--out")
        {
            Description = "Folder for compare.md and compare.html. Default: B's run folder.",
            HelpName = "DIR",
        };
        var command = new Command("compare", "Compare two runs cell by cell: what got faster or slower beyond the noise, allocation and size changes, setup differences first.");
        command.Arguments.Add(before);
        command.Arguments.Add(after);
        command.Options.Add(measure);
        command.Options.Add(threshold);
        command.Options.Add(failOn);
        command.Options.Add(failOnRegression);
        command.Options.Add(summary);
        command.Options.Add(allowDifferentMachine);
        command.Options.Add(asMeasured);
        command.Options.Add(output);
        command.Options.Add(runtimes);
        command.SetAction(parse => Execute(
            services, parse.GetValue(before)!, parse.GetValue(after), parse.GetValue(threshold), parse.GetValue(failOnRegression), parse.GetValue(output), parse.GetValue(allowDifferentMachine), parse.GetValue(asMeasured), parse.GetValue(measure), parse.GetValue(failOn), parse.GetValue(summary), parse.GetValue(runtimes)));
        return command;
    }

    public static int Execute(LabServices services, string before, string? after, string? threshold, bool failOnRegression, string? outDirectory, bool allowDifferentMachine = false, bool asMeasured = false, string? measure = null, string? failOn = null, string? summary = null, string? runtimes = null)
    {
        var error = services.Sink.Error;
        if ((after is null) != (runtimes is not null))
        {
            error.WriteLine(after is null
                ? "serbench: compare takes two runs (A B), or one run and the two of its runtimes to put side by side (A --runtimes net8.0,net10.0)."
                : "serbench: --runtimes compares two runtimes of one run, so it takes the run A alone. Leave out B, or leave out --runtimes to compare two runs.");
            return ExitCodes.UsageError;
        }

        var gate = failOnRegression ? FailOn.Slower : FailOn.Never;
        if (failOn is not null)
        {
            var (parsed, failOnError) = FailOnChoices.Parse(failOn);
            if (parsed is null || (failOnRegression && parsed != FailOn.Slower))
            {
                error.WriteLine($"serbench: {failOnError ?? $"--fail-on-regression is --fail-on slower, so it cannot be given with --fail-on {failOn}. Give one of them."}");
                return ExitCodes.UsageError;
            }

            gate = parsed.Value;
        }

        var summaryPath = summary is null ? null : Path.GetFullPath(summary, services.WorkingDirectory);
        if (summaryPath is not null && Directory.Exists(summaryPath))
        {
            error.WriteLine($"serbench: --summary '{summary}' is a folder. Give a file to append the markdown verdict to (e.g. \"$GITHUB_STEP_SUMMARY\").");
            return ExitCodes.UsageError;
        }

        double? percent = null;
        if (threshold is not null)
        {
            if (!double.TryParse(threshold.TrimEnd('%', ' '), NumberStyles.Float, CultureInfo.InvariantCulture, out var p) || !(p >= 0) || double.IsInfinity(p))
            {
                error.WriteLine($"serbench: --threshold '{threshold}' is not a percentage. Give a number of percent of A's median, e.g. --threshold 5 (0 or more).");
                return ExitCodes.UsageError;
            }

            percent = p;
        }

        var beforePath = Path.GetFullPath(before, services.WorkingDirectory);
        var afterPath = Path.GetFullPath(after ?? before, services.WorkingDirectory);
        RunFile first;
        RunFile second;
        try
        {
            first = services.ReadRunFile(beforePath);
            second = after is null ? first : services.ReadRunFile(afterPath);
        }
        catch (RunFileException ex)
        {
            error.WriteLine($"serbench: {ex.Message}");
            error.WriteLine("Nothing was compared. 'serbench compare A B' takes two run folders (or run.json files) written by 'serbench run', or BenchmarkDotNet full JSON.");
            return ExitCodes.UsageError;
        }

        if (runtimes is not null)
        {
            if (RuntimePair.Split(first, runtimes) is not ({ } a, { } b, _))
            {
                error.WriteLine($"serbench: {RuntimePair.Split(first, runtimes).Error}");
                error.WriteLine("Nothing was compared.");
                return ExitCodes.UsageError;
            }

            (first, second, before, after) = (first.ForRuntime(a), first.ForRuntime(b), $"{before} ({a})", $"{before} ({b})");
        }

        var (judged, refusal) = ComparedMeasure.Choose(first, second, measure);
        if (judged is null)
        {
            error.WriteLine($"serbench: {refusal}");
            error.WriteLine("Nothing was compared.");
            return ExitCodes.UsageError;
        }

        var directory = outDirectory is null
            ? (Directory.Exists(afterPath) ? afterPath : Path.GetDirectoryName(afterPath)!)
            : Path.GetFullPath(outDirectory, services.WorkingDirectory);
        if (File.Exists(directory))
        {
            error.WriteLine($"serbench: --out '{outDirectory}' is a file. Give a folder for {MarkdownFileName} and {HtmlFileName}.");
            return ExitCodes.UsageError;
        }

        var comparison = RunComparer.Compare(first, before, second, after!, percent, asMeasured, judged);
        if (comparison.Changes.Count == 0)
        {
            error.WriteLine($"serbench: the runs have no measured cell in common, so there is nothing to compare. {Describe("A", first)} {Describe("B", second)}");
            error.WriteLine("Compare runs of the same serializers, payloads (at the same sizes) and operations.");
            return ExitCodes.UsageError;
        }

        Directory.CreateDirectory(directory);
        File.WriteAllText(Path.Combine(directory, MarkdownFileName), CompareMarkdown.Render(comparison), Utf8);
        File.WriteAllText(Path.Combine(directory, HtmlFileName), CompareHtml.Render(comparison), Utf8);
        Print(services.Sink.Out, comparison);
        services.Sink.Out.WriteLine($"Wrote {MarkdownFileName} and {HtmlFileName} to {directory}");
        var verdict = Gate.Judge(comparison, gate);
        var machineRefusal = gate != FailOn.Never && !allowDifferentMachine && !MachineCheck.SameMachine(first, second)
            ? $"--fail-on judges only runs of the same machine. {MachineCheck.Verdict(first, second)} Pass --allow-different-machine to judge them anyway."
            : null;
        if (summaryPath is not null)
        {
            Directory.CreateDirectory(Path.GetDirectoryName(summaryPath)!);
            File.AppendAllText(summaryPath, GateSummary.Render(verdict, machineRefusal), Utf8);
        }

        if (gate == FailOn.Never)
        {
            return ExitCodes.Success;
        }

        if (machineRefusal is not null)
        {
            error.WriteLine($"serbench: {machineRefusal}");
            return ExitCodes.UsageError;
        }

        var exit = verdict.Failed ? ExitCodes.Regression : ExitCodes.Success;
        GateText.Write(services.Sink.Out, verdict, exit);
        return exit;
    }

    private static void Print(TextWriter output, RunComparison comparison)
    {
        output.WriteLine(MachineCheck.Verdict(comparison.Before, comparison.After));
        foreach (var warning in comparison.Warnings)
        {
            output.WriteLine(warning);
        }

        output.WriteLine(comparison.Judged);
        output.WriteLine(comparison.SpeedNote);

        if (comparison.Differences.Count > 0)
        {
            output.WriteLine("The runs differ in setup; a change may come from these rather than from the code:");
            foreach (var d in comparison.Differences)
            {
                output.WriteLine($"  {d.Name}: {d.Before} → {d.After}");
            }

            output.WriteLine();
        }

        foreach (var (verdict, title) in CompareText.GroupsOf(comparison).Where(g => g.Verdict is ChangeVerdict.Slower or ChangeVerdict.NowFailing or ChangeVerdict.Faster))
        {
            var cells = comparison.With(verdict).OrderByDescending(c => Math.Abs(c.Change ?? 0)).ToList();
            if (cells.Count > 0)
            {
                output.WriteLine($"{title}:");
                foreach (var c in cells)
                {
                    output.WriteLine($"  {c.Key}: {CompareText.Figure(c, c.Before)} → {CompareText.Figure(c, c.After)} ({CompareText.Change(c.Change)}; {c.Why})");
                }
            }
        }

        output.WriteLine(comparison.Summary);
    }

    private static string Describe(string name, RunFile run)
    {
        var measured = run.Cells.Where(c => c.Status == CellStatus.Ok).ToList();
        if (measured.Count == 0)
        {
            return $"{name} has no measured cell.";
        }

        return $"{name} measured {string.Join(", ", measured.Select(c => c.Serializer).Distinct())} on {string.Join(", ", measured.Select(c => c.PayloadSize == 1 ? c.Payload : $"{c.Payload}@{c.PayloadSize}").Distinct())}.";
    }
}
