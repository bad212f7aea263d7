using System.Diagnostics;
using SerBench.Hosting;

namespace SerBench.Tests.Labs.Micro.Counts;

/// <summary>
/// The one test that counts under valgrind: a tiny selection, counted twice from the command line. The two runs' counts
/// of the cell agree within the spread each run states (never tighter than compare's floor), whatever the machine's load.
/// </summary>
public sealed class CountsEndToEndTests : IDisposable
{
    /// <summary>The narrowest band `compare` judges a counted cell by.</summary>
    private const double Floor = 0.005;

    private static readonly TimeSpan Limit = TimeSpan.FromMinutes(8);

    private readonly DirectoryInfo _folder = Directory.CreateTempSubdirectory("serbench-counts-e2e-");

    public void Dispose() => _folder.Delete(recursive: true);

    [ValgrindFact]
    public void Two_counts_runs_of_one_cell_agree_within_their_stated_spread()
    {
        var first = Count("first");
        var second = Count("second");

        var (a, b) = (Counted(first), Counted(second));
        Assert.Equal(Measures.Counts, first.Measure);
        Assert.True(a.Instructions > 100, $"{a.Instructions} instructions per serialize of tiny");
        Assert.True(a.Settled && b.Settled, "each process's own windows agreed");
        var band = Math.Max(Floor, Math.Max(a.Spread, b.Spread));
        var apart = Math.Abs(a.Instructions - b.Instructions) / a.Instructions;
        Assert.True(apart <= band, $"the runs' instructions per call ({a.Instructions:F1}, {b.Instructions:F1}) are {apart:P3} apart; stated band {band:P3}");
        Assert.InRange(a.EstimatedCycles, a.Instructions, a.Instructions * 2);
        Assert.Equal(0, first.Cells.Single().AllocatedBytes);
    }

    private static CountsRecord Counted(RunFile run)
    {
        var cell = Assert.Single(run.Cells);
        Assert.True(cell.Counts is not null, $"the cell was not counted: {cell.Status}: {cell.Reason}");
        return cell.Counts!;
    }

    private RunFile Count(string name)
    {
        var folder = Path.Combine(_folder.FullName, name);
        var info = SelfProcess.StartInfo(["run", "--measure", "counts", "--serializers", "stj-sourcegen", "--payloads", "tiny", "--ops", "serialize", "--out", folder]);
        using var process = Process.Start(info)!;
        var output = process.StandardOutput.ReadToEndAsync();
        var errors = process.StandardError.ReadToEndAsync();
        if (!process.WaitForExit(Limit))
        {
            process.Kill(entireProcessTree: true);
            Assert.Fail($"The counts run did not finish within {Limit.TotalMinutes} minutes.");
        }

        Assert.True(process.ExitCode == 0, $"exit {process.ExitCode}: {output.Result}\n{errors.Result}");
        return RunFileStore.Read(folder);
    }
}
