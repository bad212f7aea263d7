using System.Text.Encodings.Web;
using System.Text.Json;
using SerBench.Reports.Decision;

namespace SerBench.Commands;

/// <summary>
/// `serbench recommend DIR [--require …] [--payloads …] [--weights …] [--max-allocated BYTES] [--json]`: the rows
/// of a run that meet the user's constraints, ranked for the payloads and operations that matter to them, each
/// with its reasons and figures, and every excluded row with why. report.html's panel answers the same.
/// </summary>
internal static class RecommendCommand
{
    private static readonly JsonSerializerOptions JsonOptions = new()
    {
        PropertyNamingPolicy = JsonNamingPolicy.CamelCase,
        WriteIndented = true,
        Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping,
    };

    public static Command Create(LabServices services)
    {
        var folder = new Argument<string>("DIR") { Description = "A run folder (or its run.json) written by 'serbench run'." };
        var require = new Option<string?>("--require") { Description = $"Comma-separated constraints every row must meet: {string.Join(", ", Constraint.All.Select(c => c.Id))}.", HelpName = "ID,…" };
        var payloads = new Option<string?>("--payloads") { Description = "The payloads that matter (ids of the run's payloads). Default: all of the run's.", HelpName = "ID,…" };
        var weights = new Option<string?>("--weights") { Description = "Weights by operation or payload, e.g. serialize=1,deserialize=2,complex=3. Default: serialize=1, deserialize=1, roundtrip=0, every payload 1.", HelpName = "NAME=W,…" };
        var budget = new Option<long?>("--max-allocated") { Description = "Allocation budget: exclude rows allocating more than this many bytes per operation on a chosen payload.", HelpName = "BYTES" };
        var json = new Option<bool>("--json") { Description = "Print the ranking and exclusions as JSON." };
        var runtime = new Option<string?>("--runtime") { Description = "For a run made with serbench run --runtimes: rank the cells of this runtime. Default: the run's first runtime.", HelpName = "NAME" };
        var command = new Command("recommend", "Which serializer for me? Rank a run's serializers for your constraints, payloads and weights, with the reasons and figures, and list what was excluded and why.");
        command.Arguments.Add(folder);
        command.Options.Add(require);
        command.Options.Add(payloads);
        command.Options.Add(weights);
        command.Options.Add(budget);
        command.Options.Add(json);
        command.Options.Add(runtime);
        command.SetAction(parse => Execute(
            services, parse.GetValue(folder)!, new Choice(parse.GetValue(require), parse.GetValue(payloads), parse.GetValue(weights), parse.GetValue(budget), parse.GetValue(json), parse.GetValue(runtime))));
        return command;
    }

    private static int Execute(LabServices services, string folderOrFile, Choice choice)
    {
        var (require, payloads, weights, budget, json) = (choice.Require, choice.Payloads, choice.Weights, choice.Budget, choice.Json);
        var error = services.Sink.Error;
        RunFile run;
        try
        {
            run = services.ReadRunFile(Path.GetFullPath(folderOrFile, services.WorkingDirectory));
        }
        catch (RunFileException ex)
        {
            error.WriteLine($"serbench: {ex.Message}");
            return ExitCodes.UsageError;
        }

        var (selected, runtimeError) = Compare.RuntimeChoice.Select(run, choice.Runtime);
        if (runtimeError is not null)
        {
            error.WriteLine($"serbench: {runtimeError}");
            return ExitCodes.UsageError;
        }

        var held = run.CellRuntimes().OfType<string>().ToList();
        run = selected is null ? run : run.ForRuntime(selected);

        DecisionData data;
        try
        {
            var folder = Directory.Exists(Path.GetFullPath(folderOrFile, services.WorkingDirectory)) ? Path.GetFullPath(folderOrFile, services.WorkingDirectory) : Path.GetDirectoryName(Path.GetFullPath(folderOrFile, services.WorkingDirectory));
            data = DecisionData.From(new RunView(run)).WithAot(services.LatestAot(folder));
        }
        catch (Labs.Aot.AotResultException ex)
        {
            error.WriteLine($"serbench: {ex.Message}");
            return ExitCodes.UsageError;
        }

        var problems = new List<string>();
        var query = Parse(data, require, payloads, weights, budget, problems);
        if (data.Rows.Count == 0)
        {
            problems.Add($"The run in {folderOrFile} has no micro-lab cells to rank (was it an echo, http or robustness run?); give the folder of a 'serbench run'.");
        }

        if (problems.Count > 0)
        {
            problems.ForEach(p => error.WriteLine($"serbench: {p}"));
            return ExitCodes.UsageError;
        }

        var answer = Recommender.Recommend(data, query);
        var output = services.Sink.Out;
        if (json)
        {
            output.WriteLine(JsonSerializer.Serialize(ToJson(answer, selected), JsonOptions));
            return ExitCodes.Success;
        }

        if (RecommendText.Warning(answer) is { } warning)
        {
            output.WriteLine(warning);
        }

        output.WriteLine($"Recommendation from the run of {run.StartedUtc.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture)} UTC (preset {run.Preset}, {run.Cells.Count(c => c.Status == CellStatus.Ok):N0} measured cells)");
        if (selected is not null)
        {
            output.WriteLine($"Ranked on {selected}, one of this run's runtimes {string.Join(", ", held)} (another: --runtime NAME).");
        }

        RecommendText.Write(output, answer);
        return ExitCodes.Success;
    }

    /// <summary>Reads the options into a query, adding a message naming the valid choices for every bad value.</summary>
    internal static RecommendQuery Parse(DecisionData data, string? require, string? payloads, string? weights, long? budget, List<string> problems)
    {
        var constraints = new List<string>();
        foreach (var id in Choices.SplitList(require))
        {
            if (Constraint.Find(id) is { } c)
            {
                constraints.Add(c.Id);
            }
            else
            {
                problems.Add(Choices.Unknown("constraint", id, "--require", [.. Constraint.All.Select(x => x.Id)]));
            }
        }

        List<string>? chosen = null;
        if (payloads is not null)
        {
            chosen = [];
            foreach (var id in Choices.SplitList(payloads))
            {
                var match = data.Payloads.FirstOrDefault(p => string.Equals(p, id, StringComparison.OrdinalIgnoreCase));
                if (match is null)
                {
                    problems.Add(Choices.Unknown("payload", id, "--payloads", data.Payloads));
                }
                else if (!chosen.Contains(match))
                {
                    chosen.Add(match);
                }
            }

            if (chosen.Count == 0 && problems.Count == 0)
            {
                problems.Add($"--payloads names no payload; the run's payloads are {string.Join(", ", data.Payloads)}.");
            }
        }

        var weighted = new Dictionary<string, double>(StringComparer.Ordinal);
        foreach (var item in Choices.SplitList(weights))
        {
            var parts = item.Split('=', 2, StringSplitOptions.TrimEntries);
            var names = data.Operations.Concat(data.Payloads).ToList();
            var name = names.FirstOrDefault(n => string.Equals(n, parts[0], StringComparison.OrdinalIgnoreCase));
            if (parts.Length != 2 || !double.TryParse(parts[1], NumberStyles.Float, CultureInfo.InvariantCulture, out var w) || w < 0 || double.IsInfinity(w))
            {
                problems.Add($"The weight '{item}' in --weights is not NAME=NUMBER with a number of 0 or more, e.g. serialize=1,deserialize=2.");
            }
            else if (name is null)
            {
                problems.Add(Choices.Unknown("weight name", parts[0], "--weights", names));
            }
            else
            {
                weighted[name] = w;
            }
        }

        if (budget is < 0)
        {
            problems.Add($"The budget {budget} in --max-allocated is negative; give bytes per operation, 0 or more.");
        }

        if (weighted.Count > 0 && data.Operations.All(o => (weighted.TryGetValue(o, out var w) ? w : RecommendQuery.DefaultOperationWeights.GetValueOrDefault(o, 0)) <= 0))
        {
            problems.Add($"--weights leaves every operation at 0; give at least one of {string.Join(", ", data.Operations)} a weight above 0.");
        }

        return new RecommendQuery { Require = constraints, Payloads = chosen, Weights = weighted, MaxAllocatedBytes = budget };
    }

    private static object ToJson(Recommendation answer, string? runtime) => new
    {
        runtime,
        require = answer.Query.Require,
        payloads = answer.Payloads,
        operations = answer.Operations.Select(o => new { operation = o, weight = answer.Query.OperationWeight(o) }),
        maxAllocatedBytes = answer.Query.MaxAllocatedBytes,
        rankedBy = answer.Ranking.ByCounts ? Measures.Counts : Measures.Time,
        cyclesFormula = answer.Ranking.ByCounts ? answer.Ranking.Formula : null,
        timeNotComparable = answer.Ranking.TimeNotComparable,
        ranked = answer.Ranked.Select((r, i) => new
        {
            place = i + 1,
            serializer = r.Row.Id,
            name = r.Row.Name,
            score = r.Score,
            cells = r.Cells,
            fastestOrTied = r.BestOrTied,
            sizeOfSmallest = r.SizeOfSmallest,
            maxAllocatedBytes = r.MaxAllocatedBytes,
            reasons = r.Reasons,
        }),
        excluded = answer.Excluded.Select(e => new { serializer = e.Row.Id, reasons = e.Reasons }),
    };

    /// <summary>The options of one recommend call.</summary>
    private sealed record Choice(string? Require, string? Payloads, string? Weights, long? Budget, bool Json, string? Runtime);
}
