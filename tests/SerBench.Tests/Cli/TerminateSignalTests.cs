using System.Diagnostics;
using System.Globalization;
using SerBench.Hosting;

namespace SerBench.Tests.Cli;

/// <summary>
/// SIGTERM (kill, timeout, a CI runner's stop) ends a run as Ctrl-C does: the cells measured are saved, the run is
/// marked cancelled rather than unfinished, and no measuring process is left behind.
/// </summary>
public sealed class TerminateSignalTests : IDisposable
{
    private static readonly TimeSpan Limit = TimeSpan.FromSeconds(120);
    private readonly string _root = Directory.CreateTempSubdirectory("serbench-term-").FullName;

    [LinuxFact]
    public void SIGTERM_saves_the_cells_measured_stops_the_measuring_process_and_exits_130()
    {
        var folder = Path.Combine(_root, "run");
        var info = SelfProcess.StartInfo(["run", "--preset", "dry", "--serializers", "all", "--out", folder]);
        using var lab = Process.Start(info) ?? throw new InvalidOperationException("serbench did not start");
        var error = lab.StandardError.ReadToEndAsync();
        var firstCell = new TaskCompletionSource();
        var output = Task.Run(() =>
        {
            var all = new System.Text.StringBuilder();
            while (lab.StandardOutput.ReadLine() is { } line)
            {
                all.AppendLine(line);
                if (line.Contains(": ok", StringComparison.Ordinal))
                {
                    firstCell.TrySetResult();
                }
            }

            return all.ToString();
        });
        try
        {
            Assert.True(firstCell.Task.Wait(Limit), "no cell finished within the limit");
            var worker = WaitForChild(lab.Id);
            Assert.Equal(0, Terminate(lab.Id));

            Assert.True(lab.WaitForExit(Limit), "serbench did not stop after SIGTERM");
            Assert.True(lab.ExitCode == 130, $"exit {lab.ExitCode}: {error.Result}{output.Result}");
            var run = RunFileStore.Read(folder);
            Assert.True(run.Partial);
            Assert.Equal("cancelled by the user", run.PartialReason);
            Assert.NotEmpty(run.Cells);
            Assert.True(worker is null || WaitUntilGone(worker.Value), $"measuring process {worker} outlived the lab");
        }
        finally
        {
            if (!lab.HasExited)
            {
                lab.Kill(entireProcessTree: true);
            }
        }
    }

    public void Dispose()
    {
        try
        {
            Directory.Delete(_root, recursive: true);
        }
        catch (IOException)
        {
            // A report still being written by a killed child; the temp folder is cleaned by the OS.
        }
    }

    /// <summary>A child of <paramref name="parent"/> (a measuring process), waiting a little for one to be started; null if none shows.</summary>
    private static int? WaitForChild(int parent)
    {
        var watch = Stopwatch.StartNew();
        while (watch.Elapsed < TimeSpan.FromSeconds(30))
        {
            foreach (var dir in Directory.EnumerateDirectories("/proc"))
            {
                if (int.TryParse(Path.GetFileName(dir), NumberStyles.None, CultureInfo.InvariantCulture, out var pid) && ParentOf(pid) == parent)
                {
                    return pid;
                }
            }

            Thread.Sleep(10);
        }

        return null;
    }

    private static int? ParentOf(int pid)
    {
        try
        {
            // /proc/PID/stat: "pid (comm) state ppid ..."; comm may hold spaces and parentheses, so read after the last ')'.
            var stat = File.ReadAllText($"/proc/{pid}/stat");
            var fields = stat[(stat.LastIndexOf(')') + 2)..].Split(' ');
            return int.Parse(fields[1], CultureInfo.InvariantCulture);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException or FormatException or ArgumentOutOfRangeException)
        {
            return null;
        }
    }

    private static bool WaitUntilGone(int pid)
    {
        var watch = Stopwatch.StartNew();
        while (watch.Elapsed < TimeSpan.FromSeconds(30))
        {
            try
            {
                if (File.ReadAllText($"/proc/{pid}/stat").Contains(") Z ", StringComparison.Ordinal))
                {
                    return true;
                }
            }
            catch (IOException)
            {
                return true;
            }

            Thread.Sleep(50);
        }

        return false;
    }

    /// <summary>Sends SIGTERM through the shell's kill, as a user or a CI runner would; returns kill's exit code.</summary>
    private static int Terminate(int pid)
    {
        var (exit, _, _) = Library.ChildProcess.Run("sh", ["-c", $"kill -TERM {pid.ToString(CultureInfo.InvariantCulture)}"], TimeSpan.FromSeconds(30));
        return exit;
    }
}
