using System.Data.Common;
using SerBench.History;
using SerBench.History.ChangePoints;

namespace SerBench.Commands;

/// <summary>
/// `serbench history add DIR… | show | list [--db PATH|postgres://…]`: keeps runs in a database (a SQLite file by
/// default, PostgreSQL for a team), and shows each cell's series over runs with the change points found.
/// </summary>
internal static class HistoryCommand
{
    public const string DefaultPage = "history.html";

    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false);

    public static Command Create(LabServices services)
    {
        var command = new Command("history", $"Keep runs in a history database (a SQLite file, {HistoryDatabase.DefaultFileName} by default, or PostgreSQL) and show each cell's series over runs with its change points.");
        command.Subcommands.Add(Add(services));
        command.Subcommands.Add(Show(services));
        command.Subcommands.Add(List(services));
        return command;
    }

    private static Option<string?> Db() => new("--db")
    {
        Description = $"The history: a SQLite file (created when missing) or postgres://user@host:port/database (the password from the URL, PGPASSWORD or .pgpass; it is never printed or stored). Default: {HistoryDatabase.DefaultFileName} in the working directory.",
        HelpName = "PATH|postgres://…",
    };

    private static Command Add(LabServices services)
    {
        var folders = new Argument<string[]>("DIR") { Description = "Run folders (or their run.json) written by 'serbench run'.", Arity = ArgumentArity.OneOrMore };
        var db = Db();
        var commit = new Option<string?>("--commit") { Description = "The commit the runs measured (e.g. \"$GITHUB_SHA\"), shown on the page where a series moved. Default: none.", HelpName = "SHA" };
        var command = new Command("add", "Add runs to the history. Every run file is checked first; if one is unreadable, partial or of an unknown schema, nothing is written. A run already stored is stored once.");
        command.Arguments.Add(folders);
        command.Options.Add(db);
        command.Options.Add(commit);
        command.SetAction(parse => ExecuteAdd(services, parse.GetValue(folders)!, parse.GetValue(db), parse.GetValue(commit)));
        return command;
    }

    public static int ExecuteAdd(LabServices services, IReadOnlyList<string> folders, string? db, string? commit)
    {
        var error = services.Sink.Error;
        if (commit is not null && (commit.Length is 0 or > 100 || commit.Any(char.IsWhiteSpace)))
        {
            error.WriteLine($"serbench: --commit '{commit}' is not a commit id. Give the commit the runs measured, e.g. --commit \"$GITHUB_SHA\" (1 to 100 characters, no spaces).");
            return ExitCodes.UsageError;
        }

        var runs = new List<(string Source, RunFile Run)>();
        foreach (var folder in folders)
        {
            var path = Path.GetFullPath(folder, services.WorkingDirectory);
            try
            {
                var run = services.ReadRunFile(path);
                var refusal = Refusal(path, run);
                if (refusal is not null)
                {
                    throw new RunFileException(refusal);
                }

                runs.Add((path, run));
            }
            catch (RunFileException ex)
            {
                error.WriteLine($"serbench: {ex.Message}");
                error.WriteLine("Nothing was added to the history. 'serbench history add DIR…' takes run folders (or run.json files) written by 'serbench run'.");
                return ExitCodes.UsageError;
            }
        }

        return WithDatabase(services, db, database =>
        {
            var results = new HistoryStore(database).Add(runs, commit, services.Clock.GetUtcNow().UtcDateTime);
            foreach (var result in results)
            {
                services.Sink.Out.WriteLine(result.Added
                    ? $"Added {result.Source}: run {RunIdentity.Short(result.RunKey)}, {result.Cells} cells."
                    : $"Already stored {result.Source}: run {RunIdentity.Short(result.RunKey)} (the same run.json content), left as it was.");
            }

            services.Sink.Out.WriteLine($"History: {database.DisplayName} ({database.Dialect.Name}).");
            return ExitCodes.Success;
        });
    }

    /// <summary>Why a readable run is still not one a history keeps, or null.</summary>
    private static string? Refusal(string path, RunFile run)
    {
        if (run.Partial)
        {
            return $"The run file {path} is of a partial run ({run.PartialReason ?? "it stopped before every planned cell was measured"}); a history keeps whole runs, so its series compare like with like. Run the lab again to completion.";
        }

        return run.Cells.Any(c => c.Status == CellStatus.Ok && (c.MedianNs is not null || c.Counts is not null))
            ? null
            : $"The run file {path} has no measured cell (a history keeps the micro cells' time and counts); runs of the other labs are not kept yet.";
    }

    private static Command Show(LabServices services)
    {
        var db = Db();
        var serializers = new Option<string?>("--serializers") { Description = $"{SharedOptions.SerializersText}; any id stored in the history. Default: all", HelpName = SharedOptions.ListHelpName };
        var payloads = new Option<string?>("--payloads") { Description = $"{SharedOptions.PayloadsText}; any id stored in the history. Default: all", HelpName = SharedOptions.ListHelpName };
        var ops = new Option<string?>("--ops") { Description = $"Comma-separated operations: {string.Join(", ", Operations.All)}. Default: all", HelpName = SharedOptions.ListHelpName };
        var machine = new Option<string?>("--machine") { Description = "Only the machine whose key starts with these hex digits (as 'serbench history list' prints them). Default: every machine, each its own series.", HelpName = "KEY" };
        var output = new Option<string?>("--out") { Description = $"The page to write. Default: {DefaultPage} in the working directory.", HelpName = "FILE" };
        var command = new Command("show", "Print the change points found in each cell's series over runs, and write a self-contained HTML page of the series.");
        command.Options.Add(db);
        command.Options.Add(serializers);
        command.Options.Add(payloads);
        command.Options.Add(ops);
        command.Options.Add(machine);
        command.Options.Add(output);
        command.SetAction(parse => ExecuteShow(
            services,
            parse.GetValue(db),
            new HistoryFilter { Serializers = Choices.SplitList(parse.GetValue(serializers)), Payloads = Choices.SplitList(parse.GetValue(payloads)), Operations = Choices.SplitList(parse.GetValue(ops)), Machine = parse.GetValue(machine) },
            parse.GetValue(output)));
        return command;
    }

    public static int ExecuteShow(LabServices services, string? db, HistoryFilter filter, string? outFile)
    {
        var error = services.Sink.Error;
        if (filter.Operations.FirstOrDefault(o => !Operations.All.Contains(o)) is { } op)
        {
            error.WriteLine($"serbench: {Choices.Unknown("operation", op, "--ops", Operations.All)}");
            return ExitCodes.UsageError;
        }

        if (filter.Machine is { } key && (key.Length is 0 or > 64 || !key.All(char.IsAsciiHexDigitLower)))
        {
            error.WriteLine($"serbench: --machine '{key}' is not a machine key. Give the first hex digits (lower case) of a key 'serbench history list' prints.");
            return ExitCodes.UsageError;
        }

        var page = Path.GetFullPath(outFile ?? DefaultPage, services.WorkingDirectory);
        if (Directory.Exists(page))
        {
            error.WriteLine($"serbench: --out '{outFile}' is a folder. Give the file to write the page to, e.g. --out {DefaultPage}.");
            return ExitCodes.UsageError;
        }

        return WithDatabase(services, db, database =>
        {
            var store = new HistoryStore(database);
            var points = store.Points(filter);
            if (points.Count == 0 && Unmatched(store.Points(new HistoryFilter()), filter) is { } unmatched)
            {
                error.WriteLine($"serbench: {unmatched}");
                return ExitCodes.UsageError;
            }

            var view = HistoryView.From(database.DisplayName, points, ChangePointSettings.Default);
            HistoryText.Write(services.Sink.Out, view);
            Directory.CreateDirectory(Path.GetDirectoryName(page)!);
            File.WriteAllText(page, HistoryPage.Render(view), Utf8);
            services.Sink.Out.WriteLine($"Wrote {page}");
            return ExitCodes.Success;
        });
    }

    /// <summary>The first filter value that matches nothing stored, said with the stored choices; null when the history is empty or each matched.</summary>
    private static string? Unmatched(IReadOnlyList<HistoryPoint> all, HistoryFilter filter)
    {
        if (all.Count == 0)
        {
            return null;
        }

        foreach (var (what, option, wanted, stored) in new[]
                 {
                     ("serializer", "--serializers", filter.Serializers, all.Select(p => p.Serializer)),
                     ("payload", "--payloads", filter.Payloads, all.Select(p => p.Payload)),
                     ("machine", "--machine", filter.Machine is null ? [] : (IReadOnlyList<string>)[filter.Machine], all.Select(p => RunIdentity.Short(p.MachineKey))),
                 })
        {
            var valid = stored.Distinct(StringComparer.Ordinal).Order(StringComparer.Ordinal).ToList();
            if (wanted.FirstOrDefault(w => !valid.Any(v => v.StartsWith(w, StringComparison.Ordinal))) is { } missing)
            {
                return Choices.Unknown(what, missing, option, valid) + " Nothing was written.";
            }
        }

        return "No stored cell has all of the serializers, payloads, operations and machine asked for together. Nothing was written.";
    }

    private static Command List(LabServices services)
    {
        var db = Db();
        var command = new Command("list", "List the stored runs, oldest first, with their machine keys (for 'history show --machine').");
        command.Options.Add(db);
        command.SetAction(parse => WithDatabase(services, parse.GetValue(db), database =>
        {
            var table = new TextTable(("Started (UTC)", false), ("Run", false), ("Commit", false), ("Source", false), ("Preset", false), ("Cells", true), ("Machine", false));
            var runs = new HistoryStore(database).Runs();
            foreach (var run in runs)
            {
                table.Add(run.StartedUtc.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture), RunIdentity.Short(run.RunKey), run.Commit ?? "-", run.Source ?? "-", run.Preset,
                    run.Cells.ToString(CultureInfo.InvariantCulture), $"{RunIdentity.Short(run.MachineKey)} {run.Machine}");
            }

            services.Sink.Out.WriteLine($"History {database.DisplayName} ({database.Dialect.Name}): {runs.Count} runs.");
            table.Write(services.Sink.Out);
            return ExitCodes.Success;
        }));
        return command;
    }

    /// <summary>Opens the history `--db` names and runs <paramref name="action"/>; a database error is said without its password.</summary>
    private static int WithDatabase(LabServices services, string? db, Func<HistoryDatabase, int> action)
    {
        HistoryDatabase? database = null;
        try
        {
            database = HistoryDatabase.Parse(db, services.WorkingDirectory);
            return action(database);
        }
        catch (HistoryException ex)
        {
            services.Sink.Error.WriteLine($"serbench: {ex.Message}");
            return ExitCodes.UsageError;
        }
        catch (DbException ex)
        {
            var message = database?.Mask(ex.Message) ?? ex.Message;
            services.Sink.Error.WriteLine($"serbench: the history database {database?.DisplayName ?? PostgresUrl.Masked(db ?? HistoryDatabase.DefaultFileName)} failed: {message}");
            return ExitCodes.Crashed;
        }
    }
}
