using SerBench.Catalog;
using SerBench.Serializers;

namespace SerBench.Tests.Cli;

/// <summary>The real engine, store and built-in adapters, through the public entry point.</summary>
public sealed class EndToEndTests : IDisposable
{
    private readonly string _root = Directory.CreateTempSubdirectory("serbench-e2e-").FullName;
    private readonly StringWriter _out = new();
    private readonly StringWriter _error = new();

    [Fact]
    public void A_dry_run_writes_a_finished_run_file_and_both_reports()
    {
        var folder = Path.Combine(_root, "dry");

        var exit = Run(["run", "--preset", "dry", "--serializers", "stj", "--payloads", "tiny,simple", "--out", folder]);

        Assert.True(exit == 0, _error.ToString());
        var run = RunFileStore.Read(folder);
        Assert.False(run.Partial);
        Assert.NotNull(run.FinishedUtc);
        Assert.Equal("dry", run.Preset);
        Assert.StartsWith("serbench run --preset dry", run.CommandLine);
        Assert.Equal(2 * 3, run.Cells.Count);
        Assert.All(run.Cells, c => Assert.Equal(CellStatus.Ok, c.Status));
        Assert.All(run.Cells, c => Assert.True(c.SizeBytes > 0));
        Assert.All(run.Cells, c => Assert.True(c.ZstdBytes > 0));
        Assert.Equal(SerBench.Engine.Compression.Zstd, run.Zstd);
        Assert.Contains(run.Serializers, s => s is { Id: "stj", Installed: true });
        var md = File.ReadAllText(Path.Combine(folder, "report.md"));
        Assert.Contains($"{run.Zstd} at level 3", md);
        Assert.Contains("## Payload `tiny`", md);
        Assert.Contains("(`stj`)", md);
        Assert.Contains("not steady-state measurements", md);
        var csv = File.ReadAllLines(Path.Combine(folder, "results.csv"));
        Assert.Equal(1 + 6, csv.Length);
        Assert.Contains($"Results: {folder}", _out.ToString());
    }

    [Fact]
    public void An_isolated_run_measures_each_serializer_in_a_process_of_its_own_and_records_how()
    {
        var folder = Path.Combine(_root, "isolated");
        var services = new Commands.LabServices
        {
            Catalog = Catalog(),
            Sink = new Output.WriterConsoleSink(_out, _error),
            CanIsolate = true,
        };

        var exit = Commands.CliApplication.Run(
            ["run", "--preset", "dry", "--serializers", "stj,newtonsoft", "--payloads", "tiny", "--ops", "serialize", "--seed", "9", "--out", folder],
            services);

        Assert.True(exit == 0, _error.ToString());
        var run = RunFileStore.Read(folder);
        Assert.Equal(["stj", "newtonsoft"], run.Cells.Select(c => c.Serializer));
        Assert.All(run.Cells, c => Assert.Equal(CellStatus.Ok, c.Status));
        Assert.Equal(Isolations.Process, run.Measurement?.Isolation);
        Assert.Equal(9, run.Measurement?.Seed);
        Assert.Equal(1, run.Measurement?.Rounds);
        Assert.Contains("Measured in processes of their own", File.ReadAllText(Path.Combine(folder, "report.md")));
    }

    [Fact]
    public void A_cancelled_run_keeps_the_completed_cells_and_is_partial()
    {
        var folder = Path.Combine(_root, "cancelled");
        using var cancellation = new CancellationTokenSource();
        var output = new CancelAfterWriter(_out, "[2/", cancellation);

        var exit = SerBenchApp.Run(
            ["run", "--preset", "dry", "--serializers", "stj", "--payloads", "tiny,simple", "--out", folder],
            Catalog(), output, _error, cancellation.Token);

        Assert.Equal(130, exit);
        var run = RunFileStore.Read(folder);
        Assert.True(run.Partial);
        Assert.Equal("cancelled by the user", run.PartialReason);
        Assert.Equal(2, run.Cells.Count);
        Assert.All(run.Cells, c => Assert.Equal(CellStatus.Ok, c.Status));
        Assert.Contains("Partial run", File.ReadAllText(Path.Combine(folder, "report.md")));
    }

    [Fact]
    public void Report_rebuilds_the_files_of_a_real_run()
    {
        var folder = Path.Combine(_root, "again");
        Assert.Equal(0, Run(["run", "--preset", "dry", "--serializers", "stj", "--payloads", "tiny", "--ops", "serialize", "--out", folder]));
        var before = File.ReadAllText(Path.Combine(folder, "report.md"));
        File.Delete(Path.Combine(folder, "report.md"));
        File.Delete(Path.Combine(folder, "results.csv"));

        var exit = Run(["report", folder]);

        Assert.Equal(0, exit);
        Assert.Equal(before, File.ReadAllText(Path.Combine(folder, "report.md")));
        Assert.True(File.Exists(Path.Combine(folder, "results.csv")));
    }

    [Fact]
    public void List_json_of_the_built_in_catalog_names_every_installed_row()
    {
        var exit = Run(["list", "--json"]);

        Assert.Equal(0, exit);
        using var json = System.Text.Json.JsonDocument.Parse(_out.ToString());
        var ids = json.RootElement.GetProperty("serializers").EnumerateArray().Select(s => s.GetProperty("id").GetString()).ToList();
        Assert.Contains("stj", ids);
        Assert.Contains("newtonsoft", ids);
    }

    public void Dispose()
    {
        _out.Dispose();
        _error.Dispose();
        Directory.Delete(_root, recursive: true);
    }

    private static LabCatalog Catalog() =>
        LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, BuiltInSerializers.NotInstalled);

    private int Run(string[] args) => SerBenchApp.Run(args, Catalog(), _out, _error);

    /// <summary>Cancels when the progress line of a given cell is printed, as Ctrl-C during that cell would.</summary>
    private sealed class CancelAfterWriter(TextWriter inner, string marker, CancellationTokenSource cancellation) : TextWriter
    {
        public override System.Text.Encoding Encoding => inner.Encoding;

        public override void Write(char value) => inner.Write(value);

        public override void WriteLine(string? value)
        {
            inner.WriteLine(value);
            if (value?.StartsWith(marker, StringComparison.Ordinal) == true)
            {
                cancellation.Cancel();
            }
        }
    }
}
