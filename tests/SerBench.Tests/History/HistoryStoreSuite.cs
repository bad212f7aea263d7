using SerBench.History;
using SerBench.History.ChangePoints;
using SerBench.Tests.Cli;

namespace SerBench.Tests.History;

/// <summary>
/// The history store through the real `serbench history` commands, written once and bound to each database by a
/// one-line subclass: what is added is read back whole, once, and bad input writes nothing.
/// </summary>
public abstract class HistoryStoreSuite
{
    /// <summary>A fresh, empty history for one test: a SQLite file path or a postgres:// URL.</summary>
    protected abstract string NewDatabase();

    [HistoryFact]
    public void Added_runs_are_read_back_as_one_series_per_cell_and_machine()
    {
        using var cli = new CliHarness();
        var db = NewDatabase();
        var folders = Enumerable.Range(0, 3).Select(i => HistoryRuns.Write(cli.WorkingDirectory, $"run{i}", HistoryRuns.Run(i))).ToArray();
        Assert.Equal(0, cli.Run(["history", "add", .. folders, "--db", db, "--commit", "abc1234"]));
        Assert.Equal(3, Count(cli.Out, "Added "));

        var view = Show(db);
        Assert.Equal(3, view.Runs.Count);
        Assert.Equal(8, view.Series.Count);
        Assert.All(view.Series, s => Assert.Equal(3, s.Values.Count));
        Assert.All(view.Runs, r => Assert.Equal("abc1234", r.Commit));
        var first = HistoryRuns.Run(0).Cells.Single(c => c.Serializer == "stj" && c.Payload == "tiny" && c.Operation == Operations.Serialize);
        Assert.Equal(first.MedianNs, view.Series.Single(s => s.Cell == "stj tiny serialize").Values[0]);
    }

    [HistoryFact]
    public void The_same_run_added_twice_or_from_a_copy_of_its_folder_is_stored_once()
    {
        using var cli = new CliHarness();
        var db = NewDatabase();
        var folder = HistoryRuns.Write(cli.WorkingDirectory, "run", HistoryRuns.Run(0));
        var copy = HistoryRuns.Write(cli.WorkingDirectory, "copy", HistoryRuns.Run(0));
        Assert.Equal(0, cli.Run("history", "add", folder, "--db", db));
        Assert.Equal(0, cli.Run("history", "add", folder, copy, "--db", db));
        Assert.Equal(2, Count(cli.Out, "Already stored "));
        Assert.Single(Show(db).Runs);
    }

    [HistoryFact]
    public void Two_adds_at_once_lose_nothing()
    {
        using var a = new CliHarness();
        using var b = new CliHarness();
        var db = NewDatabase();
        var first = Enumerable.Range(0, 10).Select(i => HistoryRuns.Write(a.WorkingDirectory, $"run{i}", HistoryRuns.Run(i))).ToArray();
        // Two runs in both lists: each is stored once whichever add gets there first.
        var second = Enumerable.Range(8, 10).Select(i => HistoryRuns.Write(b.WorkingDirectory, $"run{i}", HistoryRuns.Run(i))).ToArray();
        using var start = new Barrier(2);
        var codes = new[] { (Cli: a, Folders: first), (Cli: b, Folders: second) }.AsParallel().WithDegreeOfParallelism(2)
            .Select(x =>
            {
                start.SignalAndWait(TimeSpan.FromSeconds(30));
                return x.Cli.Run(["history", "add", .. x.Folders, "--db", db]);
            }).ToList();

        Assert.True(codes.All(c => c == 0), $"exit codes {string.Join(", ", codes)}:\n{a.Error}\n{b.Error}");
        var view = Show(db);
        Assert.Equal(18, view.Runs.Count);
        Assert.All(view.Series, s => Assert.Equal(18, s.Values.Count));
        Assert.Equal(20 - 2, Count(a.Out + b.Out, "Added "));
    }

    [HistoryFact]
    public async Task Two_serbench_processes_adding_at_once_lose_nothing()
    {
        using var cli = new CliHarness();
        var db = NewDatabase();
        var folders = Enumerable.Range(0, 12).Select(i => HistoryRuns.Write(cli.WorkingDirectory, $"run{i}", HistoryRuns.Run(i))).ToArray();
        var processes = new[] { folders[..7], folders[5..] }.Select(part =>
        {
            var info = SerBench.Hosting.SelfProcess.StartInfo(["history", "add", .. part, "--db", db]);
            info.WorkingDirectory = cli.WorkingDirectory;
            return System.Diagnostics.Process.Start(info)!;
        }).ToList();
        try
        {
            foreach (var process in processes)
            {
                var output = process.StandardOutput.ReadToEndAsync();
                var error = process.StandardError.ReadToEndAsync();
                using var timeout = new CancellationTokenSource(TimeSpan.FromMinutes(2));
                await process.WaitForExitAsync(timeout.Token);
                Assert.True(process.ExitCode == 0, $"exit {process.ExitCode}: {await output}{await error}");
            }
        }
        finally
        {
            processes.ForEach(p => p.Dispose());
        }

        var view = Show(db);
        Assert.Equal(12, view.Runs.Count);
        Assert.All(view.Series, s => Assert.Equal(12, s.Values.Count));
    }

    [HistoryFact]
    public void A_corrupt_truncated_partial_or_newer_run_file_is_refused_and_nothing_is_written()
    {
        using var cli = new CliHarness();
        var db = NewDatabase();
        var good = HistoryRuns.Write(cli.WorkingDirectory, "good", HistoryRuns.Run(0));
        var text = File.ReadAllText(Path.Combine(good, RunFileStore.FileName));
        var bad = new Dictionary<string, string>
        {
            ["not valid JSON"] = "{ this is not json",
            ["ends before the JSON is complete"] = text[..(text.Length / 2)],
            ["newer than this SerBench understands"] = text.Replace("\"schemaVersion\": 1", "\"schemaVersion\": 99", StringComparison.Ordinal),
            ["of a partial run"] = RunJson(HistoryRuns.Run(1) with { Partial = true, PartialReason = "cancelled" }),
        };
        foreach (var (expected, content) in bad)
        {
            var folder = Path.Combine(cli.WorkingDirectory, "bad-" + expected.Length);
            Directory.CreateDirectory(folder);
            File.WriteAllText(Path.Combine(folder, RunFileStore.FileName), content);
            Assert.Equal(2, cli.Run("history", "add", good, folder, "--db", db));
            Assert.Contains(expected, cli.Error, StringComparison.Ordinal);
        }

        Assert.Contains("Nothing was added to the history.", cli.Error, StringComparison.Ordinal);
        Assert.DoesNotContain("Added ", cli.Out, StringComparison.Ordinal);
        Assert.Equal(2, cli.Run("history", "show", "--db", db, "--out", cli.PathOf("page.html")));
        Assert.Contains("Add runs to it first", cli.Error, StringComparison.Ordinal);
    }

    [HistoryFact]
    public void A_history_of_a_newer_schema_is_refused_and_nothing_is_written()
    {
        using var cli = new CliHarness();
        var db = NewDatabase();
        Assert.Equal(0, cli.Run("history", "add", HistoryRuns.Write(cli.WorkingDirectory, "run0", HistoryRuns.Run(0)), "--db", db));
        Execute(db, "UPDATE schema_version SET version = 99");
        Assert.Equal(2, cli.Run("history", "add", HistoryRuns.Write(cli.WorkingDirectory, "run1", HistoryRuns.Run(1)), "--db", db));
        Assert.Contains("schema version 99, newer than this SerBench understands (up to 1)", cli.Error, StringComparison.Ordinal);
        Execute(db, "UPDATE schema_version SET version = 1");
        Assert.Single(Show(db).Runs);
    }

    [HistoryFact]
    public void Names_shaped_like_SQL_are_stored_and_matched_as_names()
    {
        using var cli = new CliHarness();
        var db = NewDatabase();
        const string Serializer = "x'); DROP TABLE cells; --";
        const string Payload = "p' OR '1'='1";
        var odd = TestRuns.Ok(Serializer, Payload, Operations.Serialize, 100);
        for (var i = 0; i < 2; i++)
        {
            Assert.Equal(0, cli.Run("history", "add", HistoryRuns.Write(cli.WorkingDirectory, $"run{i}", HistoryRuns.Run(i, extraCells: [odd])), "--db", db));
        }

        var page = cli.PathOf("page.html");
        Assert.Equal(0, cli.Run("history", "show", "--db", db, "--serializers", Serializer, "--payloads", Payload, "--out", page));
        var view = Show(db, new HistoryFilter { Serializers = [Serializer], Payloads = [Payload] });
        var series = Assert.Single(view.Series);
        Assert.Equal((Serializer, Payload), (series.Serializer, series.Payload));
        Assert.Equal(9, Show(db).Series.Count);
        Assert.DoesNotContain(Serializer, File.ReadAllText(page), StringComparison.Ordinal);
        Assert.Contains("x&#39;); DROP TABLE cells; --", File.ReadAllText(page), StringComparison.Ordinal);
    }

    [HistoryFact]
    public void Time_series_of_two_machines_stay_apart_and_counts_of_the_same_ISA_and_runtime_are_pooled_and_said_so()
    {
        using var cli = new CliHarness();
        var db = NewDatabase();
        var other = TestRuns.Machine() with { Kernel = "6.13.0" };
        var folders = Enumerable.Range(0, 4).Select(i => HistoryRuns.Write(cli.WorkingDirectory, $"run{i}", HistoryRuns.Run(i, machine: i % 2 == 0 ? null : other, counts: true))).ToArray();
        Assert.Equal(0, cli.Run(["history", "add", .. folders, "--db", db]));
        var view = Show(db);
        var time = view.Series.Where(s => s.Measure == Measures.Time).ToList();
        Assert.Equal(16, time.Count);
        Assert.All(time, s => Assert.Equal((2, 1), (s.Values.Count, s.Machines)));
        var counts = view.Series.Where(s => s.Measure == Measures.Counts).ToList();
        Assert.Equal(8, counts.Count);
        Assert.All(counts, s => Assert.Equal((4, 2), (s.Values.Count, s.Machines)));
        Assert.Contains("Counts pooled: 8 counts series hold runs of 2 machines", Assert.Single(HistoryText.PoolingNotes(view)), StringComparison.Ordinal);

        Assert.Equal(0, cli.Run("history", "list", "--db", db));
        var machine = RunIdentity.Short(RunIdentity.Of(HistoryRuns.Run(1, machine: other)).MachineKey);
        Assert.Contains(machine, cli.Out, StringComparison.Ordinal);
        Assert.All(Show(db, new HistoryFilter { Machine = machine }).Series.Where(s => s.Measure == Measures.Time), s => Assert.Equal(2, s.Values.Count));
    }

    [HistoryFact]
    public void Show_finds_an_injected_10_percent_step_at_its_run_and_prints_it()
    {
        using var cli = new CliHarness();
        var db = NewDatabase();
        var folders = Enumerable.Range(0, 20).Select(i => HistoryRuns.Write(cli.WorkingDirectory, $"run{i:00}", HistoryRuns.Run(i, factor: i >= 12 ? 1.10 : 1))).ToArray();
        Assert.Equal(0, cli.Run(["history", "add", .. folders, "--db", db]));
        var page = cli.PathOf("out/history.html");
        Assert.Equal(0, cli.Run("history", "show", "--db", db, "--out", page));
        Assert.True(File.Exists(page));
        var view = Show(db);
        Assert.All(view.Series, s => Assert.Equal(12, Assert.Single(s.Changes).Index));
        Assert.Contains("8 change points", cli.Out, StringComparison.Ordinal);
        Assert.Contains(HistoryRuns.FirstStart.AddHours(12).ToString("yyyy-MM-dd HH:mm", System.Globalization.CultureInfo.InvariantCulture), cli.Out, StringComparison.Ordinal);
    }

    [HistoryFact]
    public void An_unknown_serializer_in_show_names_the_stored_ones_and_writes_no_page()
    {
        using var cli = new CliHarness();
        var db = NewDatabase();
        Assert.Equal(0, cli.Run("history", "add", HistoryRuns.Write(cli.WorkingDirectory, "run0", HistoryRuns.Run(0)), "--db", db));
        var page = cli.PathOf("page.html");
        Assert.Equal(2, cli.Run("history", "show", "--db", db, "--serializers", "stk", "--out", page));
        Assert.Contains("Unknown serializer 'stk' in --serializers; did you mean 'stj'? Valid serializers: newtonsoft, stj.", cli.Error, StringComparison.Ordinal);
        Assert.False(File.Exists(page));
    }

    /// <summary>The history as `history show` reads it.</summary>
    private protected static HistoryView Show(string db, HistoryFilter? filter = null)
    {
        var database = HistoryDatabase.Parse(db, Path.GetTempPath());
        return HistoryView.From(database.DisplayName, new HistoryStore(database).Points(filter ?? new HistoryFilter()), ChangePointSettings.Default);
    }

    /// <summary>Runs a statement on the history directly (what a newer SerBench or another tool might have done).</summary>
    protected static void Execute(string db, string sql)
    {
        using var connection = HistoryDatabase.Parse(db, Path.GetTempPath()).Open();
        using var command = connection.CreateCommand();
        command.CommandText = sql;
        command.ExecuteNonQuery();
    }

    /// <summary>Every value of every row of the history's tables, as text.</summary>
    protected static string AllRows(string db)
    {
        using var connection = HistoryDatabase.Parse(db, Path.GetTempPath()).Open();
        var text = new System.Text.StringBuilder();
        foreach (var table in new[] { "schema_version", "runs", "cells" })
        {
            using var command = connection.CreateCommand();
            command.CommandText = $"SELECT * FROM {table}";
            using var reader = command.ExecuteReader();
            while (reader.Read())
            {
                for (var i = 0; i < reader.FieldCount; i++)
                {
                    text.Append(reader.GetValue(i)).Append('\t');
                }

                text.Append('\n');
            }
        }

        return text.ToString();
    }

    protected static int Count(string text, string value)
    {
        var count = 0;
        for (var i = text.IndexOf(value, StringComparison.Ordinal); i >= 0; i = text.IndexOf(value, i + 1, StringComparison.Ordinal))
        {
            count++;
        }

        return count;
    }

    private static string RunJson(RunFile run)
    {
        var folder = Directory.CreateTempSubdirectory("serbench-runjson-").FullName;
        try
        {
            RunFileStore.Write(folder, run);
            return File.ReadAllText(Path.Combine(folder, RunFileStore.FileName));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }
}
